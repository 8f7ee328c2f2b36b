import type { Page } from '@playwright/test';

/**
 * Waits until every finite CSS transition and animation on the page has finished (axe measures
 * contrast on the painted colours; screenshots should show the end state). Endless ones (a busy
 * spinner) are left out: they never finish. Reading the animations flushes styles first, so a
 * transition the last change started is already among them.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    // A cancelled animation rejects `finished`; it has settled all the same.
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

import type { Page } from '@playwright/test';
import { generateHistory } from '../helpers/history-generate';
import { expect, test } from './fixtures';
import { studioScreens, visitScreen } from './screens';

// Plays clips from the history: a core of its own, so other files' counts never see them.
test.use({ historyOwner: 'csp-console' });

/*
 * Issue 33 item 13: the UI runs under a strict CSP (electron/core/security/csp.ts: no inline
 * styles, media only from our own origin), and a violation is a console error that hides real
 * ones. Every screen in English and Arabic, with what opens a layer (the shortcuts sheet, the
 * profile menu, a confirmation, a details dialog) and one clip played after another (howler used
 * to stop the first with a data: URI): not one violation, as reported by the page's own
 * securitypolicyviolation events and by the console.
 */

const words = {
  'en-US': { profile: /^Profile:/, delete: /^Delete /, cancel: 'Cancel', details: /^Details of / },
  'ar-SA': { profile: /^الملف الشخصي/, delete: /^حذف /, cancel: 'إلغاء', details: /^تفاصيل / },
} as const;

test.beforeAll(async ({ web }) => {
  await generateHistory(web.core, ['مقطع أول يُشغَّل من السجل', 'A second clip played after the first']);
});

/** Every CSP violation the page reports from now on, by either road. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('__noteCspViolation', (line: string) => seen.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const note = (window as unknown as { __noteCspViolation(line: string): void }).__noteCspViolation;
      void note(`${event.effectiveDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  await page.reload();
  await expect(page.getByTestId('app-ready')).toBeAttached();
  return seen;
}

/** Opens a layer with `open`, then closes it with Escape. */
async function openAndClose(page: Page, open: () => Promise<void>, layer: string): Promise<void> {
  await open();
  await expect(page.getByRole(layer as 'dialog').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole(layer as 'dialog')).toHaveCount(0);
}

for (const locale of ['en-US', 'ar-SA'] as const) {
  const say = words[locale];
  test(`no CSP violation on any screen, layer or replay (${locale})`, async ({ openStudio }) => {
    test.setTimeout(90_000);
    const page = await openStudio(locale);
    const seen = await watchViolations(page);

    for (const screen of studioScreens) await visitScreen(page, screen);

    await openAndClose(page, () => page.keyboard.press('F1'), 'dialog');
    await openAndClose(page, () => page.getByRole('button', { name: say.profile }).click(), 'menu');

    await visitScreen(page, { name: 'voices', section: 'voices' });
    await openAndClose(page, () => page.getByRole('article').first().getByRole('button', { name: say.delete }).click(), 'alertdialog');

    await visitScreen(page, { name: 'agent-knowledge', section: 'agent-tools', tab: 'knowledgeBase' });
    await openAndClose(page, () => page.getByRole('button', { name: say.details }).first().click(), 'dialog');

    await visitScreen(page, { name: 'history', section: 'history' });
    const bar = page.getByTestId('player-bar');
    for (const row of [0, 1]) {
      await page.getByTestId('history-row').nth(row).getByTestId('history-play').click();
      await expect(bar).toHaveAttribute('data-status', 'playing');
    }
    await page.getByTestId('player-stop').click();
    await expect(bar).toHaveAttribute('data-status', 'idle');

    // Reports arrive as tasks of their own: one more round trip to the page lets the last land.
    await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => setTimeout(settled, 0))));
    expect(seen).toEqual([]);
  });
}

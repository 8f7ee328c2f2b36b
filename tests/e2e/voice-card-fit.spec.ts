import type { Page } from '@playwright/test';
import { expect, isolate, test } from './fixtures';

/*
 * Issue 33 item 13 on the Voices screen, at the studio's two window sizes, in English and
 * Arabic: a voice's tags are never cut ("Fema…"); Delete is a quiet control on every row (stock
 * voices too) rather than a red button, still named for its voice and reached by keyboard.
 */

const sizes = [
  { width: 1280, height: 800 },
  { width: 1024, height: 640 },
] as const;

const words = {
  'en-US': { section: 'Voices', delete: 'Delete', cancel: 'Cancel' },
  'ar-SA': { section: 'الأصوات', delete: 'حذف', cancel: 'إلغاء' },
} as const;

async function openVoices(page: Page, locale: keyof typeof words): Promise<void> {
  await page.getByRole('navigation').getByRole('button', { name: words[locale].section, exact: true }).click();
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
}

/** Tags drawn narrower than their text, or outside their row's meta line: what a reader sees cut. */
function cutTags(page: Page): Promise<string[]> {
  return page.locator('.voice-tag').evaluateAll((tags) =>
    tags
      .filter((tag) => {
        const own = tag.getBoundingClientRect();
        const line = tag.parentElement!.getBoundingClientRect();
        const outside = own.left < line.left - 0.5 || own.right > line.right + 0.5 || own.bottom > line.bottom + 0.5;
        return outside || tag.scrollWidth > tag.clientWidth + 1;
      })
      .map((tag) => tag.textContent ?? ''),
  );
}

for (const locale of ['en-US', 'ar-SA'] as const) {
  for (const size of sizes) {
    test(`every voice's tags are whole (${locale}, ${size.width}×${size.height})`, async ({ openStudio }) => {
      const page = await openStudio(locale);
      await page.setViewportSize(size);
      await openVoices(page, locale);
      await expect(page.locator('.voice-tag').first()).toBeVisible();
      expect(await cutTags(page)).toEqual([]);
    });
  }

  test(`Delete is a quiet control on every row, named for its voice and reached by keyboard (${locale})`, async ({ openStudio }) => {
    const page = await openStudio(locale);
    await openVoices(page, locale);
    const card = page.getByRole('article').first();
    const name = (await card.getByRole('heading').innerText()).trim();
    const remove = card.getByRole('button', { name: `${words[locale].delete} ${isolate(name)}` });
    await expect(remove).toHaveText(words[locale].delete);
    // At rest neither red text nor a red frame nor a fill: the danger colour is for the confirmation.
    const look = await remove.evaluate((button) => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--color-danger)';
      document.body.append(probe);
      const danger = getComputedStyle(probe).color;
      probe.remove();
      const style = getComputedStyle(button);
      return { red: style.color === danger || style.borderTopColor === danger, fill: style.backgroundColor };
    });
    expect(look).toEqual({ red: false, fill: 'rgba(0, 0, 0, 0)' });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: words[locale].cancel }).click();
    await expect(dialog).toHaveCount(0);
  });
}

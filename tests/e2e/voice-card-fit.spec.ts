import type { Locator, Page } from '@playwright/test';
import { expect, isolate, test } from './fixtures';

/*
 * Issue 33 items 13 and 10 on the Voices screen, at the studio's two window sizes, in English and
 * Arabic: a voice's tags are never cut ("Fema…"); Delete is a quiet control on every row (stock
 * voices too) rather than a red button, still named for its voice and reached by keyboard; and a
 * dialect name from the service keeps its own order inside an Arabic line.
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

/** The horizontal extent of a piece of an element's text. */
function extentOf(box: Locator, piece: string): Promise<{ left: number; right: number }> {
  return box.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const { left, right } = range.getBoundingClientRect();
      return { left, right };
    }
    throw new Error(`no ${wanted}`);
  }, piece);
}

test('an English dialect name in the Arabic list keeps its closing bracket after its last word', async ({ openStudio }) => {
  const page = await openStudio('ar-SA');
  await page.setViewportSize({ width: 1600, height: 900 });
  await openVoices(page, 'ar-SA');
  const other = page.locator('.voices-dialect-other', { hasText: 'Arabic (Saudi Arabia)' });
  await expect(other).toBeVisible();
  // Read left to right inside the Arabic line: "Arabia" and then ")" to its right, not at the far left.
  const word = await extentOf(other, 'Arabia');
  const bracket = await extentOf(other, ')');
  expect(bracket.left).toBeGreaterThanOrEqual(word.right - 0.5);
});

import type { Locator, Page } from '@playwright/test';
import { generateHistory } from '../helpers/history-generate';
import { expect, isolate, test } from './fixtures';
import { newProject } from './new-project';

// This file adds clips: a core of its own, so other files' history counts never include them.
test.use({ historyOwner: 'bidi' });

/** Issue 15 item 9: text in the other script keeps its beginning in view and its pieces in order. */

const arabicTitle =
  'بدأت الحكاية في قرية صغيرة على ضفاف النهر حيث كان الناس يستيقظون مع الفجر ويعملون في الحقول حتى المساء ثم يجتمعون في الساحة ليحكوا القصص القديمة لأطفالهم';
const englishTitle =
  'The story began in a small village on the bank of the river where people woke with the dawn and worked in the fields until evening';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ web }) => {
  await generateHistory(web.core, [arabicTitle, englishTitle]);
});

/** Where the first character of an element's text is drawn, against the element's own box. */
async function firstLetterInView(box: Locator): Promise<{ inside: boolean; direction: string }> {
  return box.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let node = walker.nextNode();
    while (node && node.textContent?.trim() === '') node = walker.nextNode();
    if (!node?.textContent) throw new Error('no text');
    const start = node.textContent.search(/\S/);
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, start + 1);
    const letter = range.getBoundingClientRect();
    const frame = element.getBoundingClientRect();
    return {
      inside: letter.left >= frame.left - 1 && letter.right <= frame.right + 1,
      direction: getComputedStyle(element).direction,
    };
  });
}

/** The horizontal extent of a piece of an element's text. */
async function extentOf(box: Locator, piece: string): Promise<{ left: number; right: number }> {
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

async function historyRow(page: Page, startsWith: string): Promise<Locator> {
  await page.locator('nav [data-section="history"]').click();
  const script = page.getByTestId('history-row').locator('.history-script', { hasText: startsWith.slice(0, 20) });
  await expect(script).toBeVisible();
  return script;
}

test('an Arabic title in the English interface is cut at its end, its start in view', async ({ studioPage: page }) => {
  await page.setViewportSize({ width: 1024, height: 640 });
  const script = await historyRow(page, arabicTitle);
  expect(await script.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await firstLetterInView(script)).toEqual({ inside: true, direction: 'rtl' });
});

test('an English title in the Arabic interface is cut at its end, its start in view', async ({ openStudio }) => {
  const page = await openStudio('ar-SA');
  await page.setViewportSize({ width: 1024, height: 640 });
  const script = await historyRow(page, englishTitle);
  expect(await script.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await firstLetterInView(script)).toEqual({ inside: true, direction: 'ltr' });
});

for (const locale of ['en-US', 'ar-SA']) {
  test(`an Arabic file name keeps its extension after it (${locale})`, async ({ openStudio }) => {
    const page = await openStudio(locale);
    await page.locator('nav [data-section="agent-tools"]').click();
    await page.getByRole('tab', { name: /Knowledge base|قاعدة المعرفة/ }).click();
    await page.getByTestId('knowledge-search').fill('قصص');
    const name = page.getByRole('rowheader', { name: 'قصص قصيرة.epub' });
    await expect(name).toBeVisible();
    expect(await name.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    // Read right to left: the Arabic name first (on the right), then ".epub" to its left.
    const arabic = await extentOf(name, 'قصص قصيرة');
    const extension = await extentOf(name, 'epub');
    expect(extension.right).toBeLessThanOrEqual(arabic.left + 1);
    await page
      .getByRole('button', { name: `Details of ${isolate('قصص قصيرة.epub')}` })
      .or(page.getByRole('button', { name: `تفاصيل ${isolate('قصص قصيرة.epub')}` }))
      .click();
    const title = page.getByRole('dialog').getByRole('heading', { name: 'قصص قصيرة.epub' });
    expect(await title.locator('span[dir="auto"]').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  });
}

/** True when each piece of the element's text is drawn wholly to the left of the next one. */
async function drawnLeftToRight(box: Locator, pieces: string[]): Promise<boolean> {
  const extents: { left: number; right: number }[] = [];
  for (const piece of pieces) extents.push(await extentOf(box, piece));
  return extents.every((extent, i) => i === 0 || (extents[i - 1]?.right ?? Infinity) <= extent.left + 1);
}

/** Makes a project and names it, then opens its delete confirmation from the list: a sentence with the name inside. */
async function deleteConfirmation(
  page: Page,
  name: string,
  labels: { back: string; rename: string; field: string; save: string; remove: string },
  language: 'en' | 'ar' = 'en',
) {
  await newProject(page, undefined, language);
  await page.getByRole('button', { name: labels.back, exact: true }).click();
  const item = page.getByTestId('project-item').first();
  await item.getByRole('button', { name: labels.rename, exact: true }).click();
  await page.getByRole('dialog').getByLabel(labels.field, { exact: true }).fill(name);
  await page.getByRole('dialog').getByRole('button', { name: labels.save, exact: true }).click();
  const named = page.getByTestId('project-item').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await named.getByRole('button', { name: labels.remove, exact: true }).click();
  return page.getByRole('alertdialog');
}

// Names chosen so that, left bare, the sentence is drawn out of order (checked in Chromium): the
// Latin "v2" of an Arabic name would jump to the far end of the name in an English sentence, and
// the "3" of "3 Voices" would jump past "Voices" in an Arabic one.
test('an Arabic project name inside an English sentence keeps the sentence and the name in order', async ({ studioPage: page }) => {
  const name = 'قصة الفجر v2';
  const dialog = await deleteConfirmation(page, name, {
    back: 'All projects',
    rename: 'Rename',
    field: 'Name',
    save: 'Save',
    remove: 'Delete',
  });
  const title = dialog.getByRole('heading');
  await expect(dialog).toHaveAccessibleName(`Delete “${isolate(name)}”?`);
  await expect(title).toHaveText(`Delete “${isolate(name)}”?`);
  // "Delete" first, then the name as it reads on its own (right to left: "v2" at its left end), then "”?".
  expect(await drawnLeftToRight(title, ['Delete', '“', 'v2', 'قصة', '”?'])).toBe(true);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('a Latin project name inside an Arabic sentence keeps the sentence and the name in order', async ({ openStudio }) => {
  const page = await openStudio('ar-SA');
  const name = '3 Voices';
  const dialog = await deleteConfirmation(
    page,
    name,
    { back: 'كل المشاريع', rename: 'إعادة التسمية', field: 'الاسم', save: 'حفظ', remove: 'حذف' },
    'ar',
  );
  const title = dialog.getByRole('heading');
  await expect(dialog).toHaveAccessibleName(`أتريد حذف «${isolate(name)}»؟`);
  // Read right to left: "أتريد" first (rightmost), then «, the name left to right ("3" before "Voices"), then »؟.
  expect(await drawnLeftToRight(title, ['»؟', '3', 'Voices', '«', 'أتريد'])).toBe(true);
  await dialog.getByRole('button', { name: 'إلغاء' }).click();
});

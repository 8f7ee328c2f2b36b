import type { Page } from '@playwright/test';
import { expect, isolate, test } from './fixtures';

/**
 * Lexicons in the project editor (issues 30 and 32), in Arabic on the real core: a word selected
 * in a block goes to a lexicon of this project through "Add to lexicon", the block's spoken line
 * reads it so at once, and another project is not touched by it.
 */

test.setTimeout(120_000);

const written = 'ابحث في جوجل عن الطقس اليوم.';

async function newProject(page: Page): Promise<void> {
  const back = page.getByRole('button', { name: 'كل المشاريع' });
  const create = page.getByRole('button', { name: 'مشروع جديد' });
  await expect(back.or(create)).toBeVisible();
  if (await back.isVisible()) await back.click();
  await create.click();
  await expect(page.getByTestId('project-editor')).toBeVisible();
}

test('a word added to the project’s lexicon from a block is read so in that project only (in Arabic)', async ({ openStudio }) => {
  const page = await openStudio('ar-SA');
  await page.locator('nav [data-section="projects"]').click();
  await newProject(page);
  const first = page.getByRole('textbox', { name: 'الفقرة 1', exact: true });
  await first.fill(written);
  await first.evaluate((area: HTMLTextAreaElement, word) => {
    const at = area.value.indexOf(word);
    area.setSelectionRange(at, at + word.length);
  }, 'جوجل');
  await page.getByRole('button', { name: 'أضف إلى معجم النطق' }).click();

  const dialog = page.getByRole('dialog', { name: 'إضافة إلى معجم نطق' });
  await expect(dialog.getByRole('textbox', { name: 'المكتوب في النص' })).toHaveValue('جوجل');
  await dialog.getByRole('textbox', { name: 'انطقها هكذا' }).fill('غوغل');
  await dialog.getByRole('button', { name: 'أضف', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'أُضيفت' })).toContainText(`أُضيفت «${isolate('جوجل')}»`);

  // The block's spoken text reads the entry, marked (in the block the user is in, a span that explains itself).
  const spoken = page.getByRole('group', { name: 'الفقرة 1', exact: true }).getByTestId('block-spoken');
  await expect(spoken).toContainText('ابحث في غوغل عن الطقس اليوم.');
  await spoken.getByRole('button', { name: 'غوغل' }).focus();
  await expect(page.getByRole('tooltip')).toContainText(`«${isolate('جوجل')}»`);

  // Another project: the lexicon is the first project's, so its text is read as written.
  await newProject(page);
  await page.getByRole('textbox', { name: 'الفقرة 1', exact: true }).fill(written);
  await page.getByRole('textbox', { name: 'الفقرة 1', exact: true }).blur();
  await expect(page.getByRole('group', { name: 'الفقرة 1', exact: true }).getByTestId('block-spoken')).toHaveCount(0);
});

import type { Locator, Page } from '@playwright/test';
import { expect, isolate, test } from './fixtures';

/**
 * Issue 30 items 4 and 5 in the real editor on the real core and queue, in Arabic: a voice per
 * chapter, per speaker and per block, each block generated in its own voice (its take says which);
 * the estimate before the run and, after it, beside the real length; then a block given another
 * voice is the only one marked changed.
 */

test.setTimeout(180_000);

const block = (page: Page, n: number): Locator => page.getByRole('textbox', { name: `الفقرة ${n}`, exact: true });
const group = (page: Page, n: number): Locator => page.getByRole('group', { name: `الفقرة ${n}`, exact: true });

async function newProject(page: Page): Promise<void> {
  await page.locator('nav [data-section="projects"]').click();
  const back = page.getByRole('button', { name: 'كل المشاريع' });
  const create = page.getByRole('button', { name: 'مشروع جديد' });
  await expect(back.or(create)).toBeVisible();
  if (await back.isVisible()) await back.click();
  await create.click();
  await expect(page.getByTestId('project-editor')).toBeVisible();
}

/** Three voices to tell apart: [value, name] of the first three a select offers. */
async function threeVoices(select: Locator): Promise<Array<{ id: string; name: string }>> {
  const options = await select
    .locator('option')
    .evaluateAll((all) => all.map((o) => ({ id: (o as HTMLOptionElement).value, name: (o.textContent ?? '').trim() })));
  const voices = options.filter((o) => o.id !== '');
  expect(voices.length).toBeGreaterThanOrEqual(3);
  return voices.slice(0, 3);
}

test('a voice per chapter, speaker and block; the estimate, then the real length beside it (in Arabic)', async ({ openStudio }) => {
  const page = await openStudio('ar-SA');
  await newProject(page);
  // Narration first: a block made by Enter at the end of a dialogue line would keep its speaker.
  await block(page, 1).fill('خرجت سارة إلى الشاطئ القريب.');
  await block(page, 1).press('End');
  await block(page, 1).press('Enter');
  await page.keyboard.type('وكان البحر ساكنا.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('سارة: صباح الخير يا أمي.');
  await block(page, 1).focus();
  await expect(group(page, 3).getByText(`المتحدّث: ${isolate('سارة')}`)).toBeVisible();

  const settings = page.getByTestId('project-settings');
  const toggle = settings.getByRole('button', { name: 'الصوت والإعدادات' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const chapterVoice = settings.getByRole('combobox', { name: 'صوت هذا الفصل' });
  const [forChapter, forSpeaker, forBlock] = await threeVoices(chapterVoice);
  await chapterVoice.selectOption(forChapter!.id);
  const speakerVoice = settings.getByRole('combobox', { name: `صوت ${isolate('سارة')}` });
  await speakerVoice.selectOption(forSpeaker!.id);
  await expect(speakerVoice).toHaveValue(forSpeaker!.id);
  await group(page, 2).getByRole('combobox', { name: 'الصوت', exact: true }).selectOption(forBlock!.id);
  await expect(group(page, 2).getByRole('combobox', { name: 'الصوت', exact: true })).toHaveValue(forBlock!.id);
  // Block 1 has no voice of its own and no speaker: the chapter's, said in its list.
  await expect(group(page, 1).getByRole('combobox', { name: 'الصوت', exact: true }).locator('option:checked')).toHaveText(
    `كصوت الفصل (${isolate(forChapter!.name)})`,
  );

  // Before spending: three requests and their expected length.
  const strip = page.getByRole('region', { name: 'تقدّم التوليد' });
  await strip.getByRole('button', { name: 'توليد الفصل' }).click();
  const estimate = page.getByRole('dialog', { name: /^توليد «/ });
  await expect(estimate.getByTestId('estimate-total').getByRole('cell').nth(1)).toHaveText('3');
  await estimate.getByRole('button', { name: 'توليد', exact: true }).click();
  await expect(estimate).toBeHidden();
  await expect(page.getByRole('list', { name: 'الفصول' }).getByRole('button').first()).toContainText('3/3', { timeout: 60_000 });
  await expect(strip.getByText('لا شيء قيد التوليد.')).toBeVisible();

  // Each block in its own voice, as its take says.
  for (const [n, voice] of [
    [1, forChapter],
    [2, forBlock],
    [3, forSpeaker],
  ] as const) {
    await expect(group(page, n).getByTestId('block-status')).toHaveText('مولَّدة');
    await group(page, n).getByRole('button', { name: 'النسخ: 1' }).click();
    await expect(group(page, n).getByRole('list', { name: `نسخ الفقرة ${n}` })).toContainText(voice!.name);
  }
  // After the run: what the estimate expected beside the real length.
  await expect(page.getByTestId('run-comparison')).toHaveText(/^بعد الجولة: وُلِّدت 3 فقرات، مدتها .+؛ وكان التقدير .+\.$/);

  // Another voice for block 1 changes block 1 only.
  await group(page, 1).getByRole('combobox', { name: 'الصوت', exact: true }).selectOption(forBlock!.id);
  await expect(group(page, 1).getByTestId('block-status')).toHaveText('تغيّرت بعد توليدها');
  await expect(group(page, 2).getByTestId('block-status')).toHaveText('مولَّدة');
  await expect(group(page, 3).getByTestId('block-status')).toHaveText('مولَّدة');
});

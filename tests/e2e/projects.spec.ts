import type { Locator, Page } from '@playwright/test';
import { seriousAxeFindings } from './axe';
import { expect, isolate, test } from './fixtures';

/**
 * Projects (issue 30) in the real UI over web mode, on the real core: a project of blocks written
 * and edited by keyboard, reopened as it was, the voice and dialect a new project starts with,
 * chapters, and both languages with axe. Controls are found by role and visible name.
 */

test.setTimeout(120_000);

async function openProjects(page: Page): Promise<void> {
  await page.locator('nav [data-section="projects"]').click();
  await expect(page.locator('main .screen h1')).toBeVisible();
}

const block = (page: Page, n: number, word = 'Block'): Locator => page.getByRole('textbox', { name: `${word} ${n}`, exact: true });

/** A new project from the list (the editor of the open one has "All projects" first). */
async function newProject(page: Page, labels = { back: 'All projects', create: 'New project' }): Promise<void> {
  const back = page.getByRole('button', { name: labels.back });
  const create = page.getByRole('button', { name: labels.create });
  // The last project reopens by itself: wait for the list or the editor, whichever shows.
  await expect(back.or(create)).toBeVisible();
  if (await back.isVisible()) await back.click();
  await create.click();
  await expect(page.getByTestId('project-editor')).toBeVisible();
}

test('write by keyboard: Enter makes a block, Backspace joins, a long paragraph is cut as spoken, a restart reopens the blocks', async ({
  studioPage: page,
}) => {
  await openProjects(page);
  await newProject(page);
  const first = block(page, 1);
  await first.click();
  await page.keyboard.type('The first paragraph of the story.');
  await page.keyboard.press('Enter');
  await expect(block(page, 2)).toBeFocused();
  await page.keyboard.type('A second one, typed after Enter.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('A third.');
  // Backspace at the start of a block joins it to the one before; the caret lands at the join.
  await page.keyboard.press('Home');
  await page.keyboard.press('Backspace');
  await expect(block(page, 3)).toHaveCount(0);
  await expect(block(page, 2)).toBeFocused();
  await expect(block(page, 2)).toHaveValue('A second one, typed after Enter.\nA third.');
  // Alt+↑ moves to the block before.
  await page.keyboard.press('Alt+ArrowUp');
  await expect(block(page, 1)).toBeFocused();

  // One paragraph well over the service's 3,000 characters: written, it is cut at sentence marks.
  const long = 'This sentence belongs to a paragraph far longer than one request may be. '.repeat(60).trim();
  await block(page, 2).fill(long);
  await block(page, 1).focus();
  await expect(block(page, 3)).toBeVisible();
  const texts = await page.getByTestId('block-text').evaluateAll((fields) => fields.map((f) => (f as HTMLTextAreaElement).value));
  expect(texts.slice(1).join(' ')).toBe(long);
  for (const text of texts) expect(text.length).toBeLessThanOrEqual(3000);

  // A new page (as after a restart): the studio reopens on Projects, at this project, in blocks.
  await page.reload();
  await expect(page.locator('nav [data-section="projects"]')).toHaveAttribute('aria-current', 'page');
  await expect(block(page, 1)).toHaveValue('The first paragraph of the story.');
  await expect(block(page, 3)).toBeVisible();
  await expect(page.getByText(/over the 3,000/)).toHaveCount(0);
});

test('a new project starts in the dialect and voice just used', async ({ studioPage: page }) => {
  await openProjects(page);
  await newProject(page);
  const settings = page.getByTestId('project-settings');
  const toggle = settings.getByRole('button', { name: 'Voice and settings' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await settings.getByRole('combobox', { name: 'Dialect', exact: true }).selectOption('ksa');
  const voice = settings.getByRole('combobox', { name: 'Voice', exact: true });
  await expect(voice).not.toHaveValue('');
  const options = await voice.locator('option').evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  const chosen = options[options.length - 1]!;
  await voice.selectOption(chosen);
  await expect(voice).toHaveValue(chosen);

  await newProject(page);
  await expect(settings.getByRole('combobox', { name: 'Dialect', exact: true })).toHaveValue('ksa');
  await expect(settings.getByRole('combobox', { name: 'Voice', exact: true })).toHaveValue(chosen);
});

test('chapters: add, rename, move by keyboard, split at a block, merge, delete after asking', async ({ studioPage: page }) => {
  await openProjects(page);
  await newProject(page);
  await block(page, 1).fill('Opening.');
  await block(page, 1).press('End');
  await block(page, 1).press('Enter');
  await page.keyboard.type('Middle.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Ending.');
  const chapters = page.getByRole('list', { name: 'Chapters' });
  await expect(chapters.getByRole('button')).toHaveCount(1);

  // Split at the block the user is in: a new chapter from block 3 on.
  await block(page, 3).focus();
  await page.getByRole('button', { name: 'New chapter from block 3' }).click();
  await expect(chapters.getByRole('button')).toHaveCount(2);
  await expect(block(page, 3)).toHaveCount(0);

  await page.getByRole('button', { name: 'Rename chapter' }).click();
  const dialog = page.getByRole('dialog', { name: /Rename/ });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Prologue');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(chapters.getByRole('button').first()).toContainText('Prologue');

  // Alt+Shift+↓ on a chapter moves it; the status line says where.
  await chapters.getByRole('button', { name: /^Prologue/ }).focus();
  await page.keyboard.press('Alt+Shift+ArrowDown');
  await expect(chapters.getByRole('button').nth(1)).toContainText('Prologue');
  await expect(chapters.getByRole('button', { name: /^Prologue/ })).toBeFocused();
  await expect(page.getByTestId('projects-notice')).toHaveText(`“${isolate('Prologue')}” is now chapter 2 of 2.`);

  // Merge the first chapter with the next: one chapter of three blocks again.
  await chapters.getByRole('button').first().click();
  await page.getByRole('button', { name: 'Merge with next' }).click();
  await expect(chapters.getByRole('button')).toHaveCount(1);
  await expect(block(page, 3)).toBeVisible();

  await page.getByRole('button', { name: 'Add chapter' }).click();
  await expect(chapters.getByRole('button')).toHaveCount(2);
  await page.getByRole('button', { name: 'Delete chapter' }).click();
  const ask = page.getByRole('alertdialog');
  await ask.getByRole('button', { name: 'Delete chapter' }).click();
  await expect(chapters.getByRole('button')).toHaveCount(1);
});

test('in Arabic: every control named in Arabic, the list and the editor axe clean', async ({ openStudio }) => {
  const page = await openStudio('ar-SA');
  await page.locator('nav [data-section="projects"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'المشاريع' })).toBeVisible();
  await newProject(page, { back: 'كل المشاريع', create: 'مشروع جديد' });
  const first = block(page, 1, 'الفقرة');
  await first.fill('سارة: عندي 3 كتب. [وقفة ١٫٥ث]');
  await first.press('End');
  await first.press('Enter');
  await page.keyboard.type('الفقرة الثانية.');
  const one = page.getByRole('group', { name: 'الفقرة 1', exact: true });
  await expect(one.getByRole('button', { name: 'توليد' })).toBeVisible();
  await expect(one.getByRole('combobox', { name: 'الصوت' })).toBeVisible();
  // The speaker is recognised and her name is not spoken; the pause is silence after the block.
  await expect(one.getByText('المتحدّث:')).toBeVisible();
  await expect(one.getByTestId('block-pause')).toHaveText('ثم صمت 1.5 ث');
  await expect(one.getByTestId('block-spoken')).not.toContainText('سارة');
  await expect(page.getByRole('region', { name: 'تقدّم التوليد' }).getByRole('button', { name: 'توليد الكل' })).toBeVisible();
  expect(await seriousAxeFindings(page, { where: 'editor (ar)' })).toEqual([]);

  await page.getByRole('button', { name: 'كل المشاريع' }).click();
  await expect(page.getByRole('button', { name: 'استيراد مستند…' })).toBeVisible();
  expect(await seriousAxeFindings(page, { where: 'list (ar)' })).toEqual([]);
});

test('before spending: the estimate of a chapter, and one block spoken by "Preview voice"', async ({ studioPage: page, web }) => {
  await openProjects(page);
  await newProject(page);
  await block(page, 1).fill('The first paragraph, to be spoken.');
  await block(page, 1).press('End');
  await block(page, 1).press('Enter');
  await page.keyboard.type('The second paragraph.');
  await block(page, 1).focus();

  const strip = page.getByRole('region', { name: 'Generation progress' });
  await strip.getByRole('button', { name: 'Generate chapter' }).click();
  const estimate = page.getByRole('dialog', { name: /^Generate “/ });
  const total = estimate.getByTestId('estimate-total');
  // Two blocks not generated: two requests, their characters, and an expected length of audio.
  await expect(total.getByRole('cell').nth(1)).toHaveText('2');
  await expect(total.getByRole('cell').nth(0)).toHaveText(String('The first paragraph, to be spoken.The second paragraph.'.length));
  await expect(total.getByRole('cell').nth(2)).toHaveText(/second/);
  await expect(estimate.getByRole('listitem').first()).toContainText('characters a second');
  await estimate.getByRole('button', { name: 'Cancel' }).click();
  await expect(estimate).toBeHidden();

  const settings = page.getByTestId('project-settings');
  const toggle = settings.getByRole('button', { name: 'Voice and settings' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  // One request, counted at the service, even when the button is pressed twice in a row.
  const sent = web.sandbox.requests.count('historyCreate');
  await settings.getByRole('button', { name: 'Preview voice' }).dblclick();
  await expect(page.getByTestId('player-bar')).toHaveAttribute('data-status', /playing|loading|paused|ended/, { timeout: 20_000 });
  await expect(settings.getByRole('button', { name: 'Preview voice' })).toBeEnabled();
  expect(web.sandbox.requests.count('historyCreate') - sent).toBe(1);
});

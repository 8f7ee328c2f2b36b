import type { Locator, Page } from '@playwright/test';
import { seriousAxeFindings } from './axe';
import { expect, test } from './fixtures';
import { newProject } from './new-project';

/**
 * A block's takes on the Projects editor (issue 30; moved from the Script screen's takes spec),
 * in the real UI over web mode: a block generated again after an edit keeps both takes, A/B plays
 * them, the text returned to what the first was made from puts that take back in use (nothing is
 * sent), the chapter plays the chosen ones, and History reopens a take with its block's takes
 * unfolded; the same in Arabic. Here the second take comes from an edit, and "Use this take" shows
 * only beside another take of the very same content: "Generate again" makes one
 * (projects-new-take.spec.ts). Found by role and name.
 */

// Each test generates several clips and runs axe: more than the default 30 s on two shared cores.
test.setTimeout(180_000);
test.use({ historyOwner: 'projects-takes' });

const takeItems = (scope: Locator, name: string): Locator => scope.getByRole('list', { name }).getByRole('listitem');

/** Writes `text` into block `name` and leaves the block (which saves it). */
async function rewrite(page: Page, name: string, text: string, leaveTo: string): Promise<void> {
  await page.getByRole('textbox', { name, exact: true }).fill(text);
  await page.getByRole('textbox', { name: leaveTo, exact: true }).focus();
}

/** No serious or critical axe finding inside the takes (names, contrast, roles), in the page's language. */
async function expectTakesAccessible(page: Page): Promise<void> {
  expect(await seriousAxeFindings(page, { include: '.projects-takes' })).toEqual([]);
}

const first = 'The opening paragraph, generated once.';
const asWritten = 'The second paragraph, as it was first written.';
const edited = 'The second paragraph, written again for a second take.';

test('a block generated again keeps both takes: A/B them, choose one for the chapter, reopen it from History', async ({
  studioPage: page,
  web,
}) => {
  await newProject(page, 'en');
  const one = page.getByRole('textbox', { name: 'Block 1', exact: true });
  await one.fill(first);
  await one.press('End');
  await one.press('Enter');
  await page.keyboard.type(asWritten);
  await one.focus();
  const strip = page.getByRole('region', { name: 'Generation progress' });
  await strip.getByRole('button', { name: 'Generate all' }).click();
  const estimate = page.getByRole('dialog', { name: 'Generate the whole project' });
  await estimate.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Chapters' }).getByRole('button').first()).toContainText('2/2', { timeout: 30_000 });

  const second = page.getByRole('group', { name: 'Block 2', exact: true });
  await page.getByRole('textbox', { name: 'Block 2', exact: true }).fill(edited);
  await page.getByRole('textbox', { name: 'Block 2', exact: true }).press('Control+Enter');
  await expect(second.getByRole('button', { name: 'Takes: 2' })).toBeVisible({ timeout: 20_000 });
  await second.getByRole('button', { name: 'Takes: 2' }).click();
  const takes = takeItems(second, 'Takes of block 2');
  await expect(takes).toHaveCount(2);
  // The new take is chosen: the chapter's render now uses it.
  await expect(takes.nth(1)).toContainText('In use');
  await expect(takes.nth(0)).toContainText('Made from an earlier text');

  // A/B: A is the chosen take, B the other; switching plays the other one.
  const ab = second.getByRole('group', { name: 'Compare A/B' });
  await ab.getByRole('button', { name: 'Listen to A (take 2)' }).click();
  await expect(ab.getByRole('button', { name: 'Listen to A (take 2)' })).toHaveAttribute('aria-pressed', 'true');
  await ab.getByRole('button', { name: 'Listen to B (take 1)' }).click();
  await expect(ab.getByRole('button', { name: 'Listen to B (take 1)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('player-bar')).toHaveAttribute('data-status', 'playing');
  await expectTakesAccessible(page);

  // The paragraph back as it was: its first take is current again and goes back into the chapter, nothing sent.
  const sent = web.sandbox.requests.count('historyCreate');
  await rewrite(page, 'Block 2', asWritten, 'Block 1');
  await expect(second.getByTestId('block-status')).toHaveText('Generated');
  await expect(takes.nth(0)).toContainText('In use');
  await expect(takes.nth(1)).toContainText('Made from an earlier text');
  // Only a take of what the block sends now can stand for it: the other one is played, not used.
  await expect(takes.nth(1).getByRole('button', { name: 'Play take 2' })).toBeVisible();
  await expect(takes.getByRole('button', { name: 'Use this take' })).toHaveCount(0);
  expect(web.sandbox.requests.count('historyCreate')).toBe(sent);
  await expect(page.getByText('Some blocks have no current take yet')).toHaveCount(0);
  await page.getByRole('button', { name: 'Play chapter' }).click();
  await expect(page.getByTestId('player-bar')).toHaveAttribute('data-status', /playing|loading/);

  // A new page (the core keeps the takes): History reopens the take in use, its block's takes unfolded.
  await page.reload();
  await page.locator('nav [data-section="history"]').click();
  await page.getByTestId('history-row').filter({ hasText: 'Take of block 2' }).filter({ hasText: 'In use' }).first().click();
  await page.getByRole('toolbar').getByRole('button', { name: 'Open in editor' }).click();
  const reopened = takeItems(second, 'Takes of block 2');
  await expect(reopened).toHaveCount(2);
  await expect(reopened.nth(0)).toContainText('In use');
  // Unfolded because History handed it a take; its button still folds it, by keyboard, focus staying put.
  const toggle = second.getByRole('button', { name: 'Takes: 2' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(reopened).toHaveCount(0);
});

test('in Arabic: each generation of a block is a take, the chosen one marked', async ({ openStudio }) => {
  const page = await openStudio('ar-SA');
  await newProject(page, 'msa', 'ar');
  const text = 'مرحبا بكم في استوديو صوت. هذه نسخة للمقارنة.';
  const block = page.getByRole('group', { name: 'الفقرة 1', exact: true });
  const field = page.getByRole('textbox', { name: 'الفقرة 1', exact: true });
  await field.fill(text);
  await field.press('Control+Enter');
  await expect(block.getByRole('button', { name: 'النسخ: 1' })).toBeVisible({ timeout: 20_000 });
  await field.fill('مرحبا بكم في استوديو صوت. هذه نسخة ثانية للمقارنة.');
  await field.press('Control+Enter');
  await expect(block.getByRole('button', { name: 'النسخ: 2' })).toBeVisible({ timeout: 20_000 });
  await block.getByRole('button', { name: 'النسخ: 2' }).click();
  const takes = takeItems(block, 'نسخ الفقرة 1');
  await expect(takes).toHaveCount(2);
  await expect(takes.nth(1)).toContainText('المستخدمة');
  const ab = block.getByRole('group', { name: 'المقارنة بين أ و ب' });
  await ab.getByRole('button', { name: 'الاستماع إلى ب (النسخة 1)' }).click();
  await expect(ab.getByRole('button', { name: 'الاستماع إلى ب (النسخة 1)' })).toHaveAttribute('aria-pressed', 'true');
  // The first text again: its take is the one in use once more.
  await field.fill(text);
  await field.blur();
  await expect(block.getByTestId('block-status')).toHaveText('مولَّدة');
  await expect(takes.nth(0)).toContainText('المستخدمة');
  await expect(takes.nth(1).getByRole('button', { name: 'تشغيل النسخة 2' })).toBeVisible();
  await expect(takes.getByRole('button', { name: 'استخدام هذه النسخة' })).toHaveCount(0);
  await expectTakesAccessible(page);

  // From History, the take in use opens its project at the block, its takes shown.
  await page.locator('nav [data-section="history"]').click();
  await page.getByTestId('history-row').filter({ hasText: 'نسخة من الفقرة 1' }).filter({ hasText: 'المستخدمة' }).first().click();
  await page.getByRole('toolbar').getByRole('button', { name: 'فتح في المحرر' }).click();
  await expect(takeItems(block, 'نسخ الفقرة 1')).toHaveCount(2);
  await expect(field).toHaveValue(text);
});

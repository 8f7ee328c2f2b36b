import { seriousAxeFindings } from './axe';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Takes (issue 16 item 1), in the real UI over web mode: regenerate a part, keep and list its
 * takes, A/B them, choose the one the joined recording uses, and reopen a take from History; the
 * short script's takes in Arabic. Controls are found by role and visible name.
 */

async function openEditor(page: Page, dialect: string): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: /Welcome to Sawt Studio|مرحبًا/ }), async () => {
    await page.getByRole('button', { name: /Explore with the sandbox|الصندوق/ }).click();
  });
  await page.locator('nav [data-section="script"]').click();
  await expect(page.getByTestId('script-text')).toBeEnabled();
  await page.getByTestId('dialect-select').selectOption(dialect);
  await expect(page.getByTestId('voice-select')).not.toHaveValue('');
}

/** No serious or critical axe finding inside the takes (names, contrast, roles), in the page's language. */
async function expectTakesAccessible(page: Page): Promise<void> {
  expect(await seriousAxeFindings(page, { include: '[data-testid="script-takes"]' })).toEqual([]);
}

// Each test generates several clips and runs axe: more than the default 30 s on two shared cores.
test.setTimeout(180_000);

const part = (page: Page, index: number): Locator => page.getByTestId('script-part').nth(index);
const takeItems = (scope: Locator, name: string): Locator => scope.getByRole('list', { name }).getByRole('listitem');

test('a long script: regenerate a part, A/B its takes, choose one for the join, reopen it from History', async ({ studioPage: page }) => {
  await openEditor(page, 'en');
  await page.getByTestId('script-text').fill('This sentence belongs to a script with takes. '.repeat(80));
  await page.getByRole('button', { name: 'Split into parts' }).click();
  await page.getByRole('button', { name: 'Generate all parts' }).click();
  await expect(page.getByTestId('piece-result')).toBeVisible({ timeout: 20_000 });

  const second = part(page, 1);
  await second.getByRole('button', { name: 'Regenerate part 2' }).click();
  await expect(second.getByRole('button', { name: 'Takes: 2' })).toBeVisible({ timeout: 20_000 });
  await second.getByRole('button', { name: 'Takes: 2' }).click();
  const takes = takeItems(second, 'Takes of part 2');
  await expect(takes).toHaveCount(2);
  // The new take is chosen: the joined recording now uses it.
  await expect(takes.nth(1)).toContainText('In use');
  await expect(takes.nth(0).getByRole('button', { name: 'Use this take' })).toBeVisible();

  // A/B: A is the chosen take, B the other; switching plays the other one.
  const ab = second.getByRole('group', { name: 'Compare A/B' });
  await ab.getByRole('button', { name: 'Listen to A (take 2)' }).click();
  await expect(ab.getByRole('button', { name: 'Listen to A (take 2)' })).toHaveAttribute('aria-pressed', 'true');
  await ab.getByRole('button', { name: 'Listen to B (take 1)' }).click();
  await expect(ab.getByRole('button', { name: 'Listen to B (take 1)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('player-bar')).toHaveAttribute('data-status', 'playing');
  await expectTakesAccessible(page);

  // The first take goes back into the join.
  await takes.nth(0).getByRole('button', { name: 'Use this take' }).click();
  await expect(takes.nth(0)).toContainText('In use');
  await expect(takes.nth(1).getByRole('button', { name: 'Use this take' })).toBeVisible();
  const href = await page.getByTestId('piece-result').getByRole('link', { name: 'Download WAV' }).getAttribute('href');
  expect((await page.request.get(new URL(href!, page.url()).href)).headers()['content-type']).toContain('audio/wav');

  // A new page (the core keeps the takes): the draft's parts come back with their takes and choice.
  await page.reload();
  await page.locator('nav [data-section="history"]').click();
  const takeRow = page
    .getByTestId('history-row')
    .filter({ has: page.getByText('Take of part 2') })
    .first();
  await takeRow.click();
  await page.getByRole('toolbar').getByRole('button', { name: 'Open in editor' }).click();
  const reopened = takeItems(part(page, 1), 'Takes of part 2');
  await expect(reopened).toHaveCount(2);
  await expect(reopened.nth(0)).toContainText('In use');
  // Unfolded because History handed it a take; its button still folds it, by keyboard, focus staying put.
  const toggle = part(page, 1).getByRole('button', { name: 'Takes: 2' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(reopened).toHaveCount(0);
});

test('a short script in Arabic: each generation is a take, the chosen one marked', async ({ openStudio }) => {
  const page = await openStudio('ar-SA');
  await openEditor(page, 'msa');
  await page.getByTestId('script-text').fill('مرحبا بكم في استوديو صوت. هذه نسخة للمقارنة.');
  await expect(page.getByTestId('draft-save-state')).toHaveAttribute('data-state', 'saved');
  for (const count of ['1', '2']) {
    await page.getByTestId('generate-button').click();
    await expect(page.getByRole('button', { name: `النسخ: ${count}` })).toBeVisible({ timeout: 20_000 });
  }
  await page.getByRole('button', { name: 'النسخ: 2' }).click();
  const takes = takeItems(page.locator('body'), 'نسخ النص');
  await expect(takes).toHaveCount(2);
  await expect(takes.nth(1)).toContainText('المستخدمة');
  const ab = page.getByRole('group', { name: 'المقارنة بين أ و ب' });
  await ab.getByRole('button', { name: 'الاستماع إلى ب (النسخة 1)' }).click();
  await expect(ab.getByRole('button', { name: 'الاستماع إلى ب (النسخة 1)' })).toHaveAttribute('aria-pressed', 'true');
  await takes.nth(0).getByRole('button', { name: 'استخدام هذه النسخة' }).click();
  await expect(takes.nth(0)).toContainText('المستخدمة');
  await expect(takes.nth(1).getByRole('button', { name: 'تشغيل النسخة 2' })).toBeVisible();
  await expectTakesAccessible(page);

  // From History, a take (of the draft: a short script has no parts) opens its draft with its takes shown.
  await page.locator('nav [data-section="history"]').click();
  await page
    .getByTestId('history-row')
    .filter({ has: page.getByText('نسخة من المسوّدة') })
    .first()
    .click();
  await page.getByRole('toolbar').getByRole('button', { name: 'فتح في المحرر' }).click();
  await expect(takeItems(page.locator('body'), 'نسخ النص')).toHaveCount(2);
  await expect(page.getByTestId('script-text')).toHaveValue('مرحبا بكم في استوديو صوت. هذه نسخة للمقارنة.');
});

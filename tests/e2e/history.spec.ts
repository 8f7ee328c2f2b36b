import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { generateHistory } from '../helpers/history-generate';

const scripts = [
  'أحمد ذهب إلى المدرسة صباحا',
  'إلى اللقاء يا أحمد',
  'مستشفى الجامعة يفتح أبوابه',
  'The studio reads English too',
  'قرأت الكتاب في المكتبة',
  'مرحبا بكم في استوديو صوت',
];

let made: Array<{ id: string; voiceName: string }> = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ web }) => {
  made = await generateHistory(web.core, scripts);
});

async function openHistory(page: Page): Promise<void> {
  const welcome = page.getByTestId('welcome');
  if (await welcome.isVisible().catch(() => false)) await page.keyboard.press('Escape');
  await page.locator('nav [data-section="history"]').click();
  await expect(page.getByTestId('history-list')).toBeVisible();
}

const rows = (page: Page) => page.getByTestId('history-row');

test.describe('history in web mode', () => {
  test('lists the cached clips, newest first, each script in its own direction', async ({ studioPage: page }) => {
    await openHistory(page);
    await expect(rows(page)).toHaveCount(scripts.length);
    await expect(rows(page).first()).toContainText(scripts[scripts.length - 1]!);
    await expect(rows(page).first().locator('.history-script')).toHaveAttribute('dir', 'auto');
  });

  test('searches through Arabic spelling variants and filters by voice', async ({ studioPage: page }) => {
    await openHistory(page);
    await page.getByTestId('history-search').fill('احمد');
    await expect(rows(page)).toHaveCount(2);
    await page.getByTestId('history-search').fill('مستشفي');
    await expect(rows(page)).toHaveCount(1);
    await page.getByTestId('history-search').fill('');
    await expect(rows(page)).toHaveCount(scripts.length);
    await page.getByTestId('history-filter-voice').selectOption(made[0]!.voiceName);
    await expect(rows(page)).toHaveCount(3);
    await page.getByTestId('history-filter-voice').selectOption('');
    await expect(rows(page)).toHaveCount(scripts.length);
  });

  test('plays a clip from the cache', async ({ studioPage: page }) => {
    await openHistory(page);
    await rows(page).first().getByTestId('history-play').click();
    await expect(rows(page).first().getByTestId('history-play')).toHaveAttribute('data-playing', 'true');
    await expect(rows(page).first().locator('.history-seek')).toBeVisible();
  });

  test('deletes one clip, then several, after confirmation', async ({ studioPage: page }) => {
    await openHistory(page);
    await rows(page).nth(0).click();
    await page.getByTestId('history-delete').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(rows(page)).toHaveCount(scripts.length - 1);
    await rows(page).nth(0).click();
    await rows(page).nth(1).click({ modifiers: ['Shift'] });
    await expect(page.getByTestId('history-selected')).toContainText('2');
    await page.getByTestId('history-delete').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(rows(page)).toHaveCount(scripts.length - 3);
  });

  test('offline: browsable, searchable and playable from the cache; deleting is refused', async ({ studioPage: page, web }) => {
    await openHistory(page);
    web.sandbox.faults.set({ rules: [{ kind: 'drop' }] });
    try {
      await page.getByTestId('history-sync').click();
      await expect(page.getByTestId('history-offline')).toBeVisible({ timeout: 30_000 });
      await expect(rows(page)).toHaveCount(scripts.length - 3);
      await page.getByTestId('history-search').fill('احمد');
      await expect(rows(page)).toHaveCount(2);
      await rows(page).first().getByTestId('history-play').click();
      await expect(rows(page).first().getByTestId('history-play')).toHaveAttribute('data-playing', 'true');
      await rows(page).first().click();
      await page.getByTestId('history-delete').click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByTestId('history-notice')).toContainText('Deleting needs the service');
      await expect(rows(page)).toHaveCount(2);
    } finally {
      web.sandbox.faults.reset();
    }
  });
});

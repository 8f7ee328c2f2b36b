import type { Page } from '@playwright/test';
import { expect, isolate, test } from './fixtures';
import { generateHistory } from '../helpers/history-generate';
import type { WebHarness } from '../helpers/web-harness';
import { showHistoryFilters } from './screens';
import { arabicDialectName } from '../../electron/core/voices/dialect-names';

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

/**
 * The dialects of the generated clips as the service names them (English) and the studio does
 * (Arabic), with how many clips each has: generateHistory alternates the first two voices, so the
 * newest clip is the second voice's.
 */
async function dialectsOfClips(web: WebHarness) {
  const session = await web.core.context.sessions.current();
  if (!session.ok) throw new Error(session.error.message);
  const [voices, dialects] = await Promise.all([
    session.value.client.listVoices({ page: 1, perPage: 3 }),
    session.value.client.listDialects(),
  ]);
  if (!voices.ok || !dialects.ok) throw new Error('the sandbox did not list its voices and dialects');
  const named = (index: number) => {
    const voice = voices.value.voices[index]!;
    const dialect = dialects.value.find((d) => d.id === voice.dialectId || d.languageCode === voice.dialect?.languageCode)!;
    return { code: dialect.languageCode, en: dialect.name, ar: arabicDialectName(dialect.languageCode) ?? dialect.name };
  };
  const counts = new Map<string, number>();
  for (const [i] of scripts.entries()) counts.set(named(i % 2).code, (counts.get(named(i % 2).code) ?? 0) + 1);
  return { newest: named((scripts.length - 1) % 2), all: [named(0), named(1)], counts };
}

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
    await showHistoryFilters(page);
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

  test('names each dialect in the interface language, in the rows and in the dialect filter', async ({
    studioPage: page,
    openStudio,
    web,
  }) => {
    const { newest, all, counts } = await dialectsOfClips(web);
    await openHistory(page);
    await showHistoryFilters(page);
    const filter = page.getByTestId('history-filter-dialect');
    await expect(rows(page).first().locator('.history-dialect')).toHaveText(newest.en);
    for (const dialect of all)
      await expect(filter.locator(`option[value="${dialect.code}"]`)).toHaveText(`${isolate(dialect.en)} (${counts.get(dialect.code)})`);
    await filter.selectOption(newest.code);
    await expect(rows(page)).toHaveCount(counts.get(newest.code)!);
    await filter.selectOption('');
    await expect(rows(page)).toHaveCount(scripts.length);

    const arabic = await openStudio('ar-SA');
    await openHistory(arabic);
    await expect(rows(arabic).first().locator('.history-dialect')).toHaveText(newest.ar);
    const arabicFilter = arabic.getByTestId('history-filter-dialect');
    for (const dialect of all)
      await expect(arabicFilter.locator(`option[value="${dialect.code}"]`)).toHaveText(
        `${isolate(dialect.ar)} (${counts.get(dialect.code)})`,
      );
  });

  test('deletes one clip, then several, after confirmation', async ({ studioPage: page }) => {
    await openHistory(page);
    await rows(page).nth(0).click();
    await page.getByTestId('history-delete').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(rows(page)).toHaveCount(scripts.length - 1);
    await rows(page).nth(0).click();
    await rows(page)
      .nth(1)
      .click({ modifiers: ['Shift'] });
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

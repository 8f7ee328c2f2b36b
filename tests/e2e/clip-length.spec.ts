import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Generates clips: a core of its own, so other files' history counts never see them.
test.use({ historyOwner: 'clip-length' });

/*
 * Issue 33 item 13: one clip's length read 2:22 in the player bar, 2:23 in its History row and
 * "142.8 s" among its takes. One formatter, one rounding rule: the same text in every place, in
 * English and Arabic.
 */

const words = {
  'en-US': { dialect: 'en', script: 'One clip, one length, wherever it is shown.', takes: 'Takes: 1', list: 'Takes of the script' },
  'ar-SA': { dialect: 'msa', script: 'مقطع واحد بطول واحد أينما ظهر.', takes: 'النسخ: 1', list: 'نسخ النص' },
} as const;

async function generateInEditor(page: Page, dialect: string, script: string): Promise<void> {
  await page.locator('nav [data-section="script"]').click();
  await expect(page.getByTestId('script-text')).toBeEnabled();
  await page.getByTestId('dialect-select').selectOption(dialect);
  await expect(page.getByTestId('voice-select')).not.toHaveValue('');
  await page.getByTestId('script-text').fill(script);
  await expect(page.getByTestId('draft-save-state')).toHaveAttribute('data-state', 'saved');
  await page.getByTestId('generate-button').click();
}

for (const locale of ['en-US', 'ar-SA'] as const) {
  const say = words[locale];
  test(`a clip's length reads the same in its take, its History row and the player bar (${locale})`, async ({ openStudio }) => {
    test.setTimeout(90_000);
    const page = await openStudio(locale);
    await generateInEditor(page, say.dialect, say.script);
    const toggle = page.getByRole('button', { name: say.takes });
    await expect(toggle).toBeVisible({ timeout: 20_000 });
    await toggle.click();
    const take = page.getByRole('list', { name: say.list }).getByRole('listitem').first();
    // "<voice> · <length>"
    const inTake = (await take.locator('.script-hint').innerText()).split(' · ').at(-1)!.trim();
    expect(inTake).toMatch(/^\d+:\d\d$/);

    await page.locator('nav [data-section="history"]').click();
    const row = page
      .getByTestId('history-row')
      .filter({ hasText: say.script.slice(0, 12) })
      .first();
    const inRow = (await row.locator('.history-length').innerText()).trim();

    // The editor played the new clip already (play after generating): the row's button then pauses it.
    await row.getByTestId('history-play').click();
    const bar = page.getByTestId('player-bar');
    await expect(bar).toHaveAttribute('data-status', /playing|paused|ended/);
    const time = bar.getByTestId('player-time');
    await expect(time).not.toHaveText(/\/ 0:00$/);
    const inBar = (await time.innerText()).split('/').at(-1)!.trim();
    await page.getByTestId('player-stop').click();

    expect({ inTake, inRow, inBar }).toEqual({ inTake: inRow, inRow, inBar: inRow });
  });
}

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newProject } from './new-project';

// Generates clips: a core of its own, so other files' history counts never see them.
test.use({ historyOwner: 'projects-clip-length' });

/*
 * Issue 33 item 13, on the Projects editor (moved from the Script screen's clip-length spec): one
 * clip's length read 2:22 in the player bar, 2:23 in its History row and "142.8 s" among its takes.
 * One formatter, one rounding rule: the same text in every place, in English and Arabic.
 */

const words = {
  'en-US': {
    language: 'en',
    dialect: 'en',
    script: 'One clip, one length, wherever it is shown.',
    block: 'Block 1',
    takes: 'Takes: 1',
    list: 'Takes of block 1',
  },
  'ar-SA': {
    language: 'ar',
    dialect: 'msa',
    script: 'مقطع واحد بطول واحد أينما ظهر.',
    block: 'الفقرة 1',
    takes: 'النسخ: 1',
    list: 'نسخ الفقرة 1',
  },
} as const;

/** Writes the block and generates it from the keyboard (Ctrl+Enter in the block). */
async function generateInEditor(page: Page, say: (typeof words)[keyof typeof words]): Promise<void> {
  await newProject(page, say.dialect, say.language);
  const block = page.getByRole('textbox', { name: say.block, exact: true });
  await block.fill(say.script);
  await block.press('Control+Enter');
}

for (const locale of ['en-US', 'ar-SA'] as const) {
  const say = words[locale];
  test(`a clip's length reads the same in its take, its History row and the player bar (${locale})`, async ({ openStudio }) => {
    test.setTimeout(90_000);
    const page = await openStudio(locale);
    await generateInEditor(page, say);
    const toggle = page.getByRole('group', { name: say.block, exact: true }).getByRole('button', { name: say.takes });
    await expect(toggle).toBeVisible({ timeout: 20_000 });
    await toggle.click();
    const take = page.getByRole('list', { name: say.list }).getByRole('listitem').first();
    // "<voice> · <length>"
    const inTake = (await take.locator('.projects-hint').first().innerText()).split(' · ').at(-1)!.trim();
    expect(inTake).toMatch(/^\d+:\d\d$/);

    await page.locator('nav [data-section="history"]').click();
    const row = page
      .getByTestId('history-row')
      .filter({ hasText: say.script.slice(0, 12) })
      .first();
    const inRow = (await row.locator('.history-length').innerText()).trim();

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

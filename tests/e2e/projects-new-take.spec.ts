import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newProject } from './new-project';

/**
 * "Generate again" on the Projects editor (issue 30 item 1), in the real UI over web mode: a
 * generated block asked for another reading keeps both takes, the new one in use; A/B plays them;
 * "Use this take" puts the first back in use and the chapter plays; the service gets exactly two
 * requests. The same in Arabic. Found by role and name.
 */

test.setTimeout(180_000);
test.use({ historyOwner: 'projects-new-take' });

const words = {
  en: {
    block: 'Block 1',
    takes: (n: number) => `Takes: ${n}`,
    again: 'Generate again',
    list: 'Takes of block 1',
    inUse: 'In use',
    ab: 'Compare A/B',
    listenA: (n: number) => `Listen to A (take ${n})`,
    listenB: (n: number) => `Listen to B (take ${n})`,
    use: 'Use this take',
    playChapter: 'Play chapter',
  },
  ar: {
    block: 'الفقرة 1',
    takes: (n: number) => `النسخ: ${n}`,
    again: 'توليد من جديد',
    list: 'نسخ الفقرة 1',
    inUse: 'المستخدمة',
    ab: 'المقارنة بين أ و ب',
    listenA: (n: number) => `الاستماع إلى أ (النسخة ${n})`,
    listenB: (n: number) => `الاستماع إلى ب (النسخة ${n})`,
    use: 'استخدام هذه النسخة',
    playChapter: 'تشغيل الفصل',
  },
};

async function generateTwice(page: Page, language: keyof typeof words, text: string, sent: () => number): Promise<void> {
  const say = words[language];
  const before = sent();
  const block = page.getByRole('group', { name: say.block, exact: true });
  const field = page.getByRole('textbox', { name: say.block, exact: true });
  await field.fill(text);
  await field.press('Control+Enter');
  await expect(block.getByRole('button', { name: say.takes(1) })).toBeVisible({ timeout: 30_000 });

  // The block is current: Generate sends nothing; Generate again asks for a new reading.
  const again = block.getByRole('button', { name: say.again, exact: true });
  await again.focus();
  await page.keyboard.press('Enter');
  await expect(block.getByRole('button', { name: say.takes(2) })).toBeVisible({ timeout: 30_000 });
  await block.getByRole('button', { name: say.takes(2) }).click();
  const takes = block.getByRole('list', { name: say.list }).getByRole('listitem');
  await expect(takes).toHaveCount(2);
  await expect(takes.nth(1)).toContainText(say.inUse);
  await expect(takes.nth(0)).not.toContainText(say.inUse);

  const ab = block.getByRole('group', { name: say.ab });
  await ab.getByRole('button', { name: say.listenA(2) }).click();
  await expect(ab.getByRole('button', { name: say.listenA(2) })).toHaveAttribute('aria-pressed', 'true');
  await ab.getByRole('button', { name: say.listenB(1) }).click();
  await expect(ab.getByRole('button', { name: say.listenB(1) })).toHaveAttribute('aria-pressed', 'true');

  // The first take back in use: the chapter's render follows, and plays.
  await takes.nth(0).getByRole('button', { name: say.use }).click();
  await expect(takes.nth(0)).toContainText(say.inUse);
  await expect(takes.nth(1)).not.toContainText(say.inUse);
  await expect(takes.nth(1).getByRole('button', { name: say.use })).toBeVisible();
  await page.getByRole('button', { name: say.playChapter }).click();
  await expect(page.getByTestId('player-bar')).toHaveAttribute('data-status', /playing|loading/);
  expect(sent() - before).toBe(2);
}

test('Generate again: a second take in use, A/B, the first one put back, the chapter plays; two requests', async ({
  studioPage: page,
  web,
}) => {
  await newProject(page, 'en');
  await generateTwice(page, 'en', 'A paragraph read once, then read again.', () => web.sandbox.requests.count('historyCreate'));
});

test('in Arabic: توليد من جديد makes a second take; the first one is put back in use', async ({ openStudio, web }) => {
  const page = await openStudio('ar-SA');
  await newProject(page, 'msa', 'ar');
  await generateTwice(page, 'ar', 'فقرة تُقرأ مرة ثم تُقرأ من جديد.', () => web.sandbox.requests.count('historyCreate'));
});

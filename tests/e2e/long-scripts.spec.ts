import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Long scripts in the real UI over web mode, against the sandbox (issue 33 items 1 and 16): parts
 * are cut by what will be sent (read-as makes numbers words, which is longer than the digits), a
 * script over the limit only once read offers the split where Generate is refused. (Pauses over
 * their caps are named in a project's block: projects-pauses.spec.ts.)
 */
test.use({ historyOwner: 'long-scripts' });

const labels = {
  en: { generate: /Generate speech/, split: 'Split into parts', all: 'Generate all parts', text: 'Script text', parts: 'Parts' },
  ar: { generate: /توليد الكلام/, split: 'التقسيم إلى أجزاء', all: 'توليد كل الأجزاء', text: 'نص السيناريو', parts: 'الأجزاء' },
};

async function openEditor(page: Page, language: keyof typeof labels): Promise<void> {
  await page.locator('nav [data-section="script"]').click();
  await expect(page.getByRole('textbox', { name: labels[language].text })).toBeEnabled();
  await page.getByTestId('dialect-select').selectOption('msa');
  await expect(page.getByTestId('voice-select')).not.toHaveValue('');
}

async function write(page: Page, language: keyof typeof labels, text: string): Promise<void> {
  await page.getByRole('textbox', { name: labels[language].text }).fill(text);
  await expect(page.getByTestId('draft-save-state')).toHaveAttribute('data-state', 'saved');
}

/** The scripts the sandbox received, newest first. */
async function sentScripts(web: { sandbox: { api(path: string): Promise<{ body: unknown }> } }): Promise<string[]> {
  const listed = await web.sandbox.api('/v2/tts/histories?page=1&perPage=100');
  return (listed.body as { data: { ttsHistories: Array<{ script: string }> } }).data.ttsHistories.map((entry) => entry.script);
}

const numbersSentence = 'في عام 2024 باع المتجر 1250 كتابا بسعر 35 ريالا للنسخة، وزاره 4800 زائر في 12 يوما. ';

test('a long Arabic script full of numbers is cut by what is sent, and every part generates', async ({ studioPage: page, web }) => {
  await openEditor(page, 'en');
  const text = numbersSentence.repeat(85);
  await write(page, 'en', text);
  await page.getByRole('button', { name: 'Split into parts' }).click();
  const parts = page.getByRole('region', { name: 'Parts' }).getByTestId('script-part-count');
  // Cut by the typed length this made 3 parts, each over the limit once read.
  expect(await parts.count()).toBeGreaterThan(Math.ceil(text.length / 3000));
  for (const count of await parts.all()) {
    await expect(count).toContainText('as spoken');
    expect(Number(await count.getAttribute('data-sent'))).toBeLessThanOrEqual(3000);
  }
  const before = (await sentScripts(web)).length;
  await page.getByRole('button', { name: 'Generate all parts' }).click();
  await expect(page.getByTestId('piece-result')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('generation-error')).toHaveCount(0);
  const all = await sentScripts(web);
  const sent = all.slice(0, all.length - before);
  expect(sent).toHaveLength(await parts.count());
  for (const script of sent) expect(script.normalize('NFC').length).toBeLessThanOrEqual(3000);
});

for (const language of ['en', 'ar'] as const) {
  test(`(${language}) a short script over the limit only once read: the refusal offers the split, and the parts generate`, async ({
    openStudio,
  }) => {
    const page = await openStudio(language === 'ar' ? 'ar' : 'en-US');
    const names = labels[language];
    await openEditor(page, language);
    // A text of each test's own: the same text would reopen the other test's finished parts.
    await write(page, language, language === 'en' ? 'عندي 1234567 كتاب. '.repeat(150) : 'لدي 7654321 قلم. '.repeat(170));
    await page.getByRole('button', { name: names.generate }).click();
    const refusal = page.getByRole('alert').filter({ has: page.getByRole('button', { name: names.split }) });
    await expect(refusal).toContainText(language === 'en' ? 'over the 3,000-character limit' : 'يتجاوز حدّ ٣٠٠٠ حرف');
    await refusal.getByRole('button', { name: names.split }).click();
    const counts = page.getByRole('region', { name: names.parts }).getByTestId('script-part-count');
    await expect(counts.first()).toBeVisible();
    // Under 3,000 characters as typed, about 10,000 as spoken: several parts, each within the limit as sent.
    expect(await counts.count()).toBeGreaterThan(1);
    for (const count of await counts.all()) expect(Number(await count.getAttribute('data-sent'))).toBeLessThanOrEqual(3000);
    await page.getByRole('button', { name: names.all }).click();
    await expect(page.getByTestId('piece-result')).toBeVisible({ timeout: 60_000 });
  });
}

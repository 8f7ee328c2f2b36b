import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newProject } from './new-project';

/**
 * Long paragraphs on the Projects editor, against the sandbox (issue 33 items 1 and 16, issue 30
 * item 1; moved from the Script screen's long-scripts spec): a paragraph is cut by what will be
 * sent (read-as makes numbers words, which is longer than the digits), so one under the limit as
 * typed but over it once read becomes several blocks too, and every block generates within the
 * service's limit. (The Script screen refused such a script and offered "Split into parts"; the
 * editor cuts it when the block is saved, so there is no refusal to offer. Pauses over their caps
 * are named in a project's block: projects-pauses.spec.ts.)
 */
test.use({ historyOwner: 'projects-long-blocks' });
test.setTimeout(180_000);

const labels = {
  en: { block: 'Block', progress: 'Generation progress', all: 'Generate all', whole: 'Generate the whole project', go: 'Generate' },
  ar: { block: 'الفقرة', progress: 'تقدّم التوليد', all: 'توليد الكل', whole: 'توليد المشروع كله', go: 'توليد' },
};

/** The scripts the sandbox received, newest first. */
async function sentScripts(web: { sandbox: { api(path: string): Promise<{ body: unknown }> } }): Promise<string[]> {
  const listed = await web.sandbox.api('/v2/tts/histories?page=1&perPage=100');
  return (listed.body as { data: { ttsHistories: Array<{ script: string }> } }).data.ttsHistories.map((entry) => entry.script);
}

/** Writes one paragraph into block 1 and leaves it (saving cuts it); returns how many blocks it became. */
async function writeParagraph(page: Page, language: keyof typeof labels, text: string): Promise<number> {
  const first = page.getByRole('textbox', { name: `${labels[language].block} 1`, exact: true });
  await first.fill(text);
  await first.blur();
  await expect(page.getByRole('textbox', { name: `${labels[language].block} 2`, exact: true })).toBeVisible();
  const texts = await page.getByTestId('block-text').evaluateAll((fields) => fields.map((f) => (f as HTMLTextAreaElement).value));
  // Cut at sentence marks: nothing lost, nothing added.
  expect(texts.join(' ').replace(/\s+/g, ' ')).toBe(text.replace(/\s+/g, ' ').trim());
  // No block is left over the limit of one request as spoken.
  await expect(page.locator('.projects-block-warning')).toHaveCount(0);
  return texts.length;
}

/** Generate all through its estimate, which counts one request a block; waits until each block is generated. */
async function generateAll(page: Page, language: keyof typeof labels, blocks: number): Promise<void> {
  const say = labels[language];
  await page.getByRole('region', { name: say.progress }).getByRole('button', { name: say.all }).click();
  const estimate = page.getByRole('dialog', { name: say.whole });
  await expect(estimate.getByTestId('estimate-total').getByRole('cell').nth(1)).toHaveText(
    new Intl.NumberFormat(language === 'ar' ? 'ar' : 'en').format(blocks),
  );
  await estimate.getByRole('button', { name: say.go, exact: true }).click();
  await expect(page.getByTestId('block-status')).toHaveCount(blocks);
  const fmt = new Intl.NumberFormat(language === 'ar' ? 'ar' : 'en').format(blocks);
  await expect(
    page
      .getByRole('list', { name: language === 'ar' ? 'الفصول' : 'Chapters' })
      .getByRole('button')
      .first(),
  ).toContainText(`${fmt}/${fmt}`, {
    timeout: 120_000,
  });
}

const numbersSentence = 'في عام 2024 باع المتجر 1250 كتابا بسعر 35 ريالا للنسخة، وزاره 4800 زائر في 12 يوما. ';

test('a long Arabic paragraph full of numbers is cut by what is sent, and every block generates', async ({ studioPage: page, web }) => {
  await newProject(page, 'msa');
  const text = numbersSentence.repeat(85).trim();
  const blocks = await writeParagraph(page, 'en', text);
  // Cut by the typed length this made 3 blocks, each over the limit once read.
  expect(blocks).toBeGreaterThan(Math.ceil(text.length / 3000));
  for (const spoken of await page.locator('.projects-spoken-text').allInnerTexts()) {
    expect(spoken.normalize('NFC').length).toBeLessThanOrEqual(3000);
  }
  const before = (await sentScripts(web)).length;
  await generateAll(page, 'en', blocks);
  await expect(page.getByTestId('block-status').filter({ hasText: 'Failed' })).toHaveCount(0);
  const all = await sentScripts(web);
  const sent = all.slice(0, all.length - before);
  expect(sent).toHaveLength(blocks);
  for (const script of sent) expect(script.normalize('NFC').length).toBeLessThanOrEqual(3000);
});

for (const language of ['en', 'ar'] as const) {
  test(`(${language}) a short paragraph over the limit only once read becomes several blocks, and they generate`, async ({
    openStudio,
    web,
  }) => {
    const page = await openStudio(language === 'ar' ? 'ar' : 'en-US');
    await newProject(page, 'msa', language);
    // A text of each test's own: the same text would reuse the other test's finished takes.
    const text = language === 'en' ? 'عندي 1234567 كتاب. '.repeat(150) : 'لدي 7654321 قلم. '.repeat(170);
    // Under 3,000 characters as typed, about 10,000 as spoken: several blocks, each within the limit as sent.
    expect(text.length).toBeLessThan(3000);
    const blocks = await writeParagraph(page, language, text);
    expect(blocks).toBeGreaterThan(1);
    const before = (await sentScripts(web)).length;
    await generateAll(page, language, blocks);
    const all = await sentScripts(web);
    for (const script of all.slice(0, all.length - before)) expect(script.normalize('NFC').length).toBeLessThanOrEqual(3000);
  });
}

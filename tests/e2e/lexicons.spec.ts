import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seriousAxeFindings } from './axe';
import { expect, isolate, test } from './fixtures';
import { newProject } from './new-project';

test.use({ historyOwner: 'lexicons' });

const fixture = (name: string) => join(__dirname, '..', 'fixtures', 'lexicons', name);

const sentScripts = async (web: { sandbox: { api(path: string): Promise<{ body: unknown }> } }) => {
  const listed = await web.sandbox.api('/v2/tts/histories?page=1&perPage=100');
  return (listed.body as { data: { ttsHistories: Array<{ script: string }> } }).data.ttsHistories.map((h) => h.script);
};

test('an entry added from a block changes what the service receives, and “Try it” plays both versions', async ({
  studioPage: page,
  web,
}) => {
  await newProject(page, 'egy');
  const written = 'ابحث في جوجل عن الطقس اليوم.';
  const spoken = 'ابحث في غوغل عن الطقس اليوم.';
  const editor = page.getByRole('textbox', { name: 'Block 1', exact: true });
  const block = page.getByRole('group', { name: 'Block 1', exact: true });
  await editor.fill(written);

  // Nothing selected: the button says what to do.
  await editor.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(0, 0));
  await page.getByRole('button', { name: 'Add to lexicon' }).click();
  await expect(page.getByText('Select a word or a phrase in the script, then add it to a lexicon')).toBeVisible();

  await editor.evaluate((area: HTMLTextAreaElement) => {
    const at = area.value.indexOf('جوجل');
    area.setSelectionRange(at, at + 4);
  });
  await page.getByRole('button', { name: 'Add to lexicon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to a lexicon' });
  await expect(dialog.getByRole('textbox', { name: 'Written in the script' })).toHaveValue('جوجل');
  // A rule that would loop is refused here, in words, and nothing is added.
  await dialog.getByRole('textbox', { name: 'Say it as' }).fill('جوجل غوغل');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByRole('alert')).toContainText(`The spoken form holds “${isolate('جوجل')}” itself`);
  await dialog.getByRole('textbox', { name: 'Say it as' }).fill('غوغل');
  await expect(dialog.getByRole('combobox', { name: 'Lexicon' })).toHaveValue('new');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Added' })).toContainText(
    `Added “${isolate('جوجل')}” to the lexicon “${isolate('My lexicon')}”`,
  );

  // The block's preview reads it so, highlighted, with the entry and its lexicon.
  await editor.focus();
  const preview = block.getByRole('region', { name: 'What will be spoken' }).getByRole('group', { name: 'Spoken text' });
  await expect(preview).toHaveText(spoken);
  await preview.getByRole('button', { name: 'غوغل' }).focus();
  await expect(page.getByRole('tooltip')).toContainText(
    `From the lexicon “${isolate('My lexicon')}”: “${isolate('جوجل')}” is said “${isolate('غوغل')}”.`,
  );

  const before = web.sandbox.requests.count('historyCreate');
  await block.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(block.getByTestId('block-status')).toHaveText('Generated', { timeout: 15_000 });
  expect(web.sandbox.requests.count('historyCreate')).toBe(before + 1);
  expect(await sentScripts(web)).toContain(spoken);

  // The Lexicons screen lists it; "Try it" speaks the sentence without and with the rule.
  await page.getByRole('navigation').getByRole('button', { name: 'Lexicons' }).click();
  const row = page.getByTestId('lexicon-entry').filter({ hasText: 'جوجل' });
  await expect(row).toContainText('غوغل');
  await row.getByRole('button', { name: 'Try it “جوجل”' }).click();
  const trial = page.getByRole('dialog', { name: `Try “${isolate('جوجل')}”` });
  await trial.getByRole('textbox', { name: 'Sentence' }).fill(written);
  await trial.getByRole('button', { name: 'Speak both' }).click();
  const a = trial.getByRole('button', { name: 'Listen without the rule (A)' });
  const b = trial.getByRole('button', { name: 'Listen with the rule (B)' });
  await expect(a).toBeVisible({ timeout: 15_000 });
  // With the rule is the clip just generated from the block: taken from History, not made again.
  await expect(trial.getByText(`B: ${isolate(spoken)}`)).toContainText('From History');
  expect(web.sandbox.requests.count('historyCreate')).toBe(before + 2);
  await a.click();
  await expect(a).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('player-bar')).toHaveAttribute('data-status', 'playing');
  await b.click();
  await expect(b).toHaveAttribute('aria-pressed', 'true');
  await expect(a).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('player-bar')).toHaveAttribute('data-status', 'playing');
  expect(await seriousAxeFindings(page, { where: 'Try it' })).toEqual([]);
});

test('the Lexicons screen in Arabic: add, warn, paste, undo, import PLS with its phonemes listed, refuse a 5 MB file', async ({
  openStudio,
}) => {
  const page = await openStudio('ar');
  await page.getByRole('navigation').getByRole('button', { name: 'معاجم النطق' }).click();
  await page.getByRole('textbox', { name: 'اسم معجم جديد' }).fill('أسماء');
  await page.getByRole('button', { name: 'معجم جديد' }).click();
  const editor = page.getByTestId('lexicon-editor');
  await expect(editor.getByRole('heading', { name: 'أسماء' })).toBeVisible();

  const form = editor.getByTestId('entry-form-add');
  await form.getByRole('textbox', { name: 'المكتوب' }).fill('AI');
  await form.getByRole('textbox', { name: 'انطقها هكذا' }).fill('AI إيه آي');
  await form.getByRole('button', { name: 'احفظ المدخل' }).click();
  await expect(form.getByRole('alert')).toContainText(`الصيغة المنطوقة تحوي «${isolate('AI')}» نفسها`);
  await form.getByRole('textbox', { name: 'انطقها هكذا' }).fill('إيه آي');
  await form.getByRole('button', { name: 'احفظ المدخل' }).click();
  await expect(editor.getByTestId('lexicon-entry')).toHaveCount(1);

  // The same written form with another reading is said while typing, then flagged in the list.
  await form.getByRole('textbox', { name: 'المكتوب' }).fill('ai');
  await expect(form).toContainText(`تتعارض مع «${isolate('AI')}»`);
  await form.getByRole('textbox', { name: 'انطقها هكذا' }).fill('ذكاء اصطناعي');
  await form.getByRole('button', { name: 'احفظ المدخل' }).click();
  await expect(editor.locator('[data-testid="lexicon-entry"][data-warned="true"]')).toHaveCount(2);

  await editor.getByRole('button', { name: /الصق أسطرًا كثيرة/ }).click();
  const paste = editor.getByRole('textbox', { name: 'أسطر «الكلمة = النطق»' });
  await paste.fill('جوجل = غوغل\nبلا مساواة');
  await editor.getByRole('button', { name: 'أضف هذه الأسطر' }).click();
  await expect(editor.getByTestId('bulk-paste').getByRole('alert')).toContainText('ليس فيه «=»');
  await expect(editor.getByTestId('lexicon-entry')).toHaveCount(2);
  await paste.fill('جوجل = غوغل\nأبل = آبل');
  await editor.getByRole('button', { name: 'أضف هذه الأسطر' }).click();
  await expect(editor.getByTestId('lexicon-entry')).toHaveCount(4);
  await editor.getByRole('button', { name: 'تراجع: اللصق' }).click();
  await expect(editor.getByTestId('lexicon-entry')).toHaveCount(2);
  await expect(page.getByTestId('lexicons-status')).toContainText('تمّ التراجع.');

  // Import an ElevenLabs-shaped PLS: its phoneme lexemes are listed with their count, never dropped in silence.
  const file = page.getByLabel('ملف معجم (PLS أو CSV)');
  await file.setInputFiles(fixture('elevenlabs.pls'));
  const preview = page.getByRole('dialog', { name: `استيراد «${isolate('elevenlabs.pls')}»` });
  await expect(preview).toContainText('لا تدعمها الخدمة، مدرجة هنا ولن تُستورد (نطق صوتي): 3');
  await expect(preview.getByTestId('import-phonemes').getByRole('listitem')).toHaveCount(3);
  await preview.getByRole('button', { name: 'استورد 2 مدخلًا' }).click();
  await expect(preview).toHaveCount(0);
  await expect(page.getByTestId('lexicons-status')).toContainText(`استُورد إلى «${isolate('elevenlabs')}»: أُضيف 2`);
  await expect(page.getByRole('button', { name: /elevenlabs/ })).toHaveAttribute('aria-current', 'true');
  // Export downloads the file the core wrote; its entries come back on import.
  const download = page.waitForEvent('download');
  await editor.getByRole('button', { name: 'صدّر CSV' }).click();
  const exported = await download;
  expect(exported.suggestedFilename()).toBe('elevenlabs.csv');
  const csv = readFileSync((await exported.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFwritten,spoken,note,enabled,dialects,case_sensitive\r\nUN,United Nations')).toBe(true);
  // The screen with entries, warnings and switches, in Arabic: nothing serious for axe.
  expect(await seriousAxeFindings(page, { where: 'Lexicons' })).toEqual([]);

  // A 5 MB file is refused before it is read, and nothing changes.
  await file.setInputFiles({ name: 'big.pls', mimeType: 'application/pls+xml', buffer: Buffer.alloc(5 * 1024 * 1024, 0x20) });
  const big = page.getByRole('dialog', { name: `استيراد «${isolate('big.pls')}»` });
  await expect(big.getByRole('alert')).toContainText('وأقصى حجم لملف المعجم 4 م.ب');
  await expect(big.getByRole('button', { name: /استورد/ })).toHaveCount(0);
  await big.getByRole('button', { name: 'إلغاء' }).click();

  // Malformed XML says where.
  await file.setInputFiles({
    name: 'broken.pls',
    mimeType: 'application/pls+xml',
    buffer: Buffer.from('<lexicon><lexeme><grapheme>x</lexeme></lexicon>'),
  });
  await expect(page.getByRole('dialog', { name: `استيراد «${isolate('broken.pls')}»` }).getByRole('alert')).toContainText(
    'Line 1, column 29',
  );
});

import { generateHistory } from '../helpers/history-generate';
import { expect, test } from './fixtures';

// This file adds a clip: a core of its own, so other files' history counts never include it.
test.use({ historyOwner: 'export-dialog-input' });

/*
 * The export dialog with bad input, as a user meets it in English and Arabic: an empty pattern or
 * folder gets the studio's sentence for what is wrong (the browser's "fill out this field" bubble
 * used to stop the form first), the field at fault is marked, described by it and focused, and
 * the pattern's name is its label alone, its list of fields being its description.
 */

test.beforeAll(async ({ web }) => {
  await generateHistory(web.core, ['A clip to export with a bad pattern and folder.']);
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const words = {
  'en-US': {
    history: 'History',
    selectAll: 'Select all loaded',
    export: 'Export…',
    start: 'Export',
    pattern: 'File name pattern',
    fields: /^Fields: \{dialect\}/,
    folder: 'Folder (full path)',
    badPattern: 'The file name pattern needs at least one field and cannot contain / or \\.',
    badFolder: 'That folder cannot be used: give the full path of an existing folder.',
    format: 'Format',
    mp3: 'MP3',
    preview: 'The first file will be named',
  },
  'ar-SA': {
    history: 'السجل',
    selectAll: 'حدّد كل ما حُمِّل',
    export: 'تصدير…',
    start: 'صدِّر',
    pattern: 'نمط اسم الملف',
    fields: /^الحقول: \{dialect\}/,
    folder: 'المجلد (المسار الكامل)',
    badPattern: null,
    badFolder: null,
    format: 'الصيغة',
    mp3: 'ملف MP3',
    preview: 'سيُسمّى الملف الأول',
  },
} as const;

for (const locale of ['en-US', 'ar-SA'] as const) {
  test(`an empty pattern or folder is named, marked and focused (${locale})`, async ({ openStudio }) => {
    const say = words[locale];
    const page = await openStudio(locale);
    await page.getByRole('navigation').getByRole('button', { name: say.history, exact: true }).click();
    // "Select all loaded" selects what is listed: wait for the clip, as a person sees it first.
    await expect(page.getByRole('option', { name: /A clip to export/ })).toBeVisible();
    await page.getByRole('button', { name: say.selectAll }).click();
    await page.getByRole('button', { name: say.export }).click();
    const dialog = page.getByRole('dialog');
    const pattern = dialog.getByRole('textbox', { name: say.pattern, exact: true });
    const folder = dialog.getByRole('textbox', { name: say.folder, exact: true });
    await expect(pattern).toHaveAccessibleDescription(say.fields);
    const problem = dialog.getByRole('alert');

    // Each field at fault in turn, the other one fine.
    const cases = [
      { fill: { pattern: '', folder: '/' }, field: pattern, text: say.badPattern },
      { fill: { pattern: '{voice}', folder: '' }, field: folder, text: say.badFolder },
    ];
    for (const { fill, field, text } of cases) {
      await pattern.fill(fill.pattern);
      await folder.fill(fill.folder);
      await dialog.getByRole('button', { name: say.start, exact: true }).click();
      await expect(problem).toBeVisible();
      if (text) await expect(problem).toHaveText(text);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp((await problem.textContent()) ?? '')));
      await expect(field).toBeFocused();
    }
  });
}

for (const locale of ['en-US', 'ar-SA'] as const) {
  test(`the pattern's name for the first clip is shown as it is typed, with the format's extension (${locale})`, async ({ openStudio }) => {
    const say = words[locale];
    const page = await openStudio(locale);
    await page.getByRole('navigation').getByRole('button', { name: say.history, exact: true }).click();
    await expect(page.getByRole('option', { name: /A clip to export/ })).toBeVisible();
    await page.getByRole('button', { name: say.selectAll }).click();
    await page.getByRole('button', { name: say.export }).click();
    const dialog = page.getByRole('dialog');
    const pattern = dialog.getByRole('textbox', { name: say.pattern, exact: true });
    await pattern.fill('take {first words}');
    // A name is shown once the core answers; by then the remembered format has loaded (the dialog
    // reads it on opening), so choosing MP3 after it is not undone by that read.
    await expect(dialog.getByTestId('export-name-preview')).toContainText('take A clip to export');
    await dialog.getByRole('combobox', { name: say.format, exact: true }).selectOption({ label: say.mp3 });
    // The core's name (the clip's first words), isolated in the sentence; the pattern's field is described by it.
    const named = new RegExp(`^${escapeRegExp(say.preview)} \u2068take A clip to export.*\\.mp3\u2069$`, 'u');
    await expect(dialog.getByTestId('export-name-preview')).toHaveText(named);
    await expect(pattern).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(say.preview)} .*take A clip to export.*\\.mp3`, 'u'));
    await pattern.fill('');
    await expect(dialog.getByTestId('export-name-preview')).toHaveText('');
  });
}

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../shared/contract';
import type { DeliverableChoices } from '../../../../shared/contract/ops/deliverables';
import { defaultDeliverableSettings, type BookExportOutcome } from '../../../../shared/model/deliverables';
import { applyLanguage } from '../../app/language';
import { initI18n, withoutIsolates, type Language } from '../../i18n';
import { resetStudioStore } from '../../store';
import { createFakeTransport } from '../../testing/fake-transport';
import { connectTransport, disconnectTransport } from '../../transport';
import { ProjectExport } from './ProjectExport';

// Bad input in the Export project dialog (issue 31), over a fake core: what a person types is
// read where it is unambiguous (Arabic-Indic digits, a language's name) and shown back; what
// cannot be used is said beside its field (aria-invalid, aria-describedby), focused when the
// export is asked for, and never remembered, while the typed value stays for the user to fix.

const project = { id: 'p1', name: 'ألف ليلة' };
const outcome: BookExportOutcome = {
  directory: '/tmp/out',
  files: ['ألف ليلة.m4b'],
  report: { preset: 'none', durationMs: 1_000, missedChapters: 0, measuredOn: 'bookFile', chapters: [] },
};

async function openDialog(language: Language) {
  initI18n(language);
  applyLanguage(language);
  const fake = createFakeTransport('web');
  fake.handle('deliverables.getSettings', () =>
    ok({ ...defaultDeliverableSettings, metadata: { ...defaultDeliverableSettings.metadata, title: project.name } }),
  );
  fake.handle('deliverables.saveSettings', (input) => ok({ ...input.settings, cover: null }));
  fake.handle('deliverables.export', () => ok(outcome));
  connectTransport(fake.transport);
  render(<ProjectExport project={project} />);
  fireEvent.click(screen.getByRole('button', { name: language === 'ar' ? 'تصدير المشروع…' : 'Export project…' }));
  const dialog = await screen.findByRole('dialog', { name: language === 'ar' ? 'تصدير المشروع' : 'Export the project' });
  await within(dialog).findByDisplayValue(project.name);
  return { fake, dialog };
}

const exported = (fake: ReturnType<typeof createFakeTransport>) =>
  fake.calls.filter((c) => c.name === 'deliverables.export').map((c) => (c.input as { settings: DeliverableChoices }).settings);
const saved = (fake: ReturnType<typeof createFakeTransport>) =>
  fake.calls.filter((c) => c.name === 'deliverables.saveSettings').map((c) => (c.input as { settings: DeliverableChoices }).settings);
const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

beforeEach(() => resetStudioStore());
afterEach(() => {
  cleanup();
  disconnectTransport();
});

describe('Export project dialog: a year and a language as a person types them', () => {
  it('English: ٢٠٢٦ is the year 2026 and "Arabic" the tag ar, shown back and exported so', async () => {
    const { fake, dialog } = await openDialog('en');
    const year = within(dialog).getByRole('textbox', { name: 'Year' });
    const language = within(dialog).getByRole('textbox', { name: 'Language (ar, en, Arabic…)' });
    fireEvent.change(year, { target: { value: '٢٠٢٦' } });
    fireEvent.blur(year);
    fireEvent.change(language, { target: { value: 'Arabic' } });
    fireEvent.blur(language);
    expect((year as HTMLInputElement).value).toBe('2026');
    expect((language as HTMLInputElement).value).toBe('ar');
    expect(withoutIsolates(describedBy(language))).toBe('Written into the files as ar: Arabic.');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Folder (full path)' }), { target: { value: '/tmp/out' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Export to folder' })));
    expect(exported(fake)[0]!.metadata).toMatchObject({ year: '2026', language: 'ar' });
  });

  it('Arabic: العربية is ar, said back in Arabic; a year of two digits is refused beside its field and focused', async () => {
    const { fake, dialog } = await openDialog('ar');
    const language = within(dialog).getByRole('textbox', { name: 'اللغة (ar أو en أو العربية…)' });
    fireEvent.change(language, { target: { value: 'العربية' } });
    fireEvent.blur(language);
    expect((language as HTMLInputElement).value).toBe('ar');
    expect(withoutIsolates(describedBy(language))).toBe('تُكتب في الملفات ar: العربية.');

    const year = within(dialog).getByRole('textbox', { name: 'السنة' });
    fireEvent.change(year, { target: { value: '٢٦' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'المجلد (المسار الكامل)' }), { target: { value: '/tmp/out' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'صدِّر إلى المجلد' })));
    expect(exported(fake)).toEqual([]);
    const problem = 'السنة أربعة أرقام، مثل ٢٠٢٦ أو 2026: صحّحها أو اتركها فارغة.';
    expect(within(dialog).getByRole('alert').textContent).toBe(problem);
    expect(year.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(year)).toBe(problem);
    expect(document.activeElement).toBe(year);
    expect((year as HTMLInputElement).value).toBe('٢٦');
  });

  it('a language no one can read is named when the field is left, and its last good value is what is remembered', async () => {
    const { fake, dialog } = await openDialog('en');
    const language = within(dialog).getByRole('textbox', { name: 'Language (ar, en, Arabic…)' });
    fireEvent.change(language, { target: { value: 'Elvish' } });
    fireEvent.blur(language);
    expect(within(dialog).getByRole('alert').textContent).toMatch(/^That is not a language the studio knows/);
    expect(language.getAttribute('aria-invalid')).toBe('true');
    await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }));
    expect(saved(fake).map((s) => s.metadata.language)).toEqual(['']);
  });

  it('a choice the core refuses is said beside its field, in words, and focused', async () => {
    const { fake, dialog } = await openDialog('en');
    fake.handle('deliverables.export', () =>
      fail('VALIDATION', 'settings.metadata.language: not known', { field: 'settings.metadata.language' }),
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Folder (full path)' }), { target: { value: '/tmp/out' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Export to folder' })));
    const language = within(dialog).getByRole('textbox', { name: 'Language (ar, en, Arabic…)' });
    expect(language.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(language)).toMatch(/^That is not a language the studio knows/);
    expect(document.activeElement).toBe(language);
  });
});

describe('Export project dialog: a bad chapter file-name template', () => {
  it('is checked before it is remembered: said, marked and focused, kept in its field, never saved', async () => {
    const { fake, dialog } = await openDialog('en');
    const template = within(dialog).getByRole('textbox', { name: 'Chapter file names' });
    fireEvent.change(template, { target: { value: '{book}' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Loudness' }), { target: { value: 'podcast' } });
    await pause(600);
    fireEvent.blur(template);
    const problem = 'A chapter file name needs {n} or {chapter}, and cannot contain / or \\.';
    expect(within(dialog).getByRole('alert').textContent).toBe(problem);
    expect(template.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(template)).toContain(problem);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Folder (full path)' }), { target: { value: '/tmp/out' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Export to folder' })));
    expect(exported(fake)).toEqual([]);
    expect(document.activeElement).toBe(template);
    expect((template as HTMLInputElement).value).toBe('{book}');

    await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }));
    // The good choice (the loudness) is remembered; the template keeps its last good value.
    expect(saved(fake).length).toBeGreaterThan(0);
    for (const choices of saved(fake)) expect(choices).toMatchObject({ fileNameTemplate: '{n} {chapter}', loudness: 'podcast' });
  });
});

describe('Export project dialog: a refusal of a field without a place of its own', () => {
  it('names the field by its label, in English and Arabic', async () => {
    for (const language of ['en', 'ar'] as const) {
      const { fake, dialog } = await openDialog(language);
      fake.handle('deliverables.export', () =>
        fail('VALIDATION', 'settings.metadata.title: too long', { field: 'settings.metadata.title' }),
      );
      const folder = language === 'ar' ? 'المجلد (المسار الكامل)' : 'Folder (full path)';
      fireEvent.change(within(dialog).getByRole('textbox', { name: folder }), { target: { value: '/tmp/out' } });
      const start = language === 'ar' ? 'صدِّر إلى المجلد' : 'Export to folder';
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: start })));
      expect(withoutIsolates(within(dialog).getByRole('alert').textContent!)).toContain(
        language === 'ar' ? 'لم يُقبل «العنوان»' : '“Title” was not accepted',
      );
      cleanup();
      disconnectTransport();
    }
  });
});

describe('Export project dialog: a refusal before the export starts', () => {
  it('says the export did not start and names every chapter concerned, in English and Arabic', async () => {
    const said = {
      en: 'The export did not start, and nothing was written: The chapters One and الفصل الثاني are not generated yet: generate them, then export.',
      ar: 'لم يبدأ التصدير ولم يُكتب شيء: لم يُولَّد الفصلان One والفصل الثاني بعد: ولّدهما ثم صدِّر.',
    };
    for (const language of ['en', 'ar'] as const) {
      const { fake, dialog } = await openDialog(language);
      fake.handle('deliverables.export', () =>
        fail('VALIDATION', 'Not every block has a current take yet in "One", "الفصل الثاني"', {
          messageKey: 'projectExport.errors.incomplete',
          subjects: ['One', 'الفصل الثاني'],
        }),
      );
      const folder = language === 'ar' ? 'المجلد (المسار الكامل)' : 'Folder (full path)';
      fireEvent.change(within(dialog).getByRole('textbox', { name: folder }), { target: { value: '/tmp/out' } });
      const start = language === 'ar' ? 'صدِّر إلى المجلد' : 'Export to folder';
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: start })));
      expect(withoutIsolates(within(dialog).getByRole('alert').textContent!)).toBe(said[language]);
      cleanup();
      disconnectTransport();
    }
  });
});

describe('Export project dialog: a folder that cannot be used', () => {
  it('says what is wrong with it, marks it and keeps it, in English and Arabic', async () => {
    const said = {
      en: 'That folder does not exist: create it or give the full path of an existing folder.',
      ar: 'هذا المجلد غير موجود: أنشئه أو اكتب المسار الكامل لمجلد موجود.',
    };
    for (const language of ['en', 'ar'] as const) {
      const { fake, dialog } = await openDialog(language);
      fake.handle('deliverables.export', () =>
        fail('NOT_FOUND', 'That folder does not exist', { field: 'directory', messageKey: 'projectExport.errors.folder.missing' }),
      );
      const folder = within(dialog).getByRole('textbox', { name: language === 'ar' ? 'المجلد (المسار الكامل)' : 'Folder (full path)' });
      fireEvent.change(folder, { target: { value: '/tmp/no-such-folder' } });
      await act(async () =>
        fireEvent.click(within(dialog).getByRole('button', { name: language === 'ar' ? 'صدِّر إلى المجلد' : 'Export to folder' })),
      );
      expect(within(dialog).getByRole('alert').textContent).toBe(said[language]);
      expect(folder.getAttribute('aria-invalid')).toBe('true');
      expect(describedBy(folder)).toBe(said[language]);
      expect(document.activeElement).toBe(folder);
      expect((folder as HTMLInputElement).value).toBe('/tmp/no-such-folder');
      cleanup();
      disconnectTransport();
    }
  });
});

describe('Export project dialog: a chosen cover that can no longer be read', () => {
  it('is said beside the cover control, which is marked and focused', async () => {
    const { fake, dialog } = await openDialog('en');
    fake.handle('deliverables.export', () =>
      fail('VALIDATION', 'The cover cover.jpg can no longer be read', { field: 'cover', messageKey: 'projectExport.coverErrors.missing' }),
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Folder (full path)' }), { target: { value: '/tmp/out' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Export to folder' })));
    const cover = within(dialog).getByLabelText('Cover image (square JPEG or PNG)');
    const said = 'The chosen cover can no longer be read: choose it again or remove it, then export.';
    expect(within(dialog).getByRole('alert').textContent).toBe(said);
    expect(cover.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(cover)).toBe(said);
    expect(document.activeElement).toBe(cover);
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, type Result } from '../../../../shared/contract';
import { defaultDeliverableSettings, type BookExportOutcome } from '../../../../shared/model/deliverables';
import { applyLanguage } from '../../app/language';
import { initI18n, withoutIsolates, type Language } from '../../i18n';
import { resetStudioStore } from '../../store';
import { createFakeTransport } from '../../testing/fake-transport';
import { connectTransport, disconnectTransport } from '../../transport';
import { ProjectExport } from './ProjectExport';

// The "Export project" dialog (issue 31) over a fake core: every control found by its visible
// label in English and Arabic, the choices sent, progress per chapter, cancel, and the report
// saying in words which chapter misses which limit.

const project = { id: 'p1', name: 'ألف ليلة' };
const outcome: BookExportOutcome = {
  directory: '/tmp/out',
  files: ['01 One.mp3', '02 Two.mp3', 'ألف ليلة.m4b'],
  report: {
    preset: 'acx',
    durationMs: 125_000,
    missedChapters: 1,
    measuredOn: 'chapterFiles',
    chapters: [
      {
        title: 'One',
        startMs: 0,
        durationMs: 60_000,
        measures: { lufs: -19.6, truePeakDb: -4, rmsDb: -21, peakDb: -4, noiseFloorDb: -72 },
        misses: [],
      },
      {
        title: 'الفصل الثاني',
        startMs: 62_000,
        durationMs: 63_000,
        measures: { lufs: -30, truePeakDb: -9, rmsDb: -24.2, peakDb: -9, noiseFloorDb: -72 },
        misses: ['rms'],
      },
    ],
  },
};

function studio(language: Language) {
  initI18n(language);
  applyLanguage(language);
  const fake = createFakeTransport('web');
  fake.handle('deliverables.getSettings', () =>
    ok({ ...defaultDeliverableSettings, metadata: { ...defaultDeliverableSettings.metadata, title: project.name } }),
  );
  connectTransport(fake.transport);
  render(<ProjectExport project={project} />);
  return fake;
}

/** A held answer: the test decides when the export ends. */
function held<T>() {
  let release!: (value: Result<T>) => void;
  const promise = new Promise<Result<T>>((resolve) => (release = resolve));
  return { promise, release };
}

beforeEach(() => resetStudioStore());
afterEach(() => {
  cleanup();
  disconnectTransport();
});

describe('Export project dialog', () => {
  // A longer limit: the file's first test also pays for the dialog's first render, on a shared machine.
  it('English: sends the choices, shows progress per chapter, then the files and each chapter’s levels', async () => {
    const fake = studio('en');
    const answer = held<BookExportOutcome>();
    fake.handle('deliverables.export', () => answer.promise);
    fireEvent.click(screen.getByRole('button', { name: 'Export project…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export the project' });
    expect(await within(dialog).findByDisplayValue(project.name)).toBe(within(dialog).getByRole('textbox', { name: 'Title' }));
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Loudness' }), { target: { value: 'acx' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'One MP3 with chapter marks' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Narrator' }), { target: { value: 'سارة' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Folder (full path)' }), { target: { value: '/tmp/out' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export to folder' }));

    const call = fake.calls.find((c) => c.name === 'deliverables.export')!.input as {
      exportId: string;
      directory: string;
      settings: Record<string, unknown>;
    };
    expect(call).toMatchObject({
      projectId: 'p1',
      directory: '/tmp/out',
      settings: { loudness: 'acx', bookMp3: true, chapterFormat: 'mp3', m4b: true },
    });
    expect(call.settings.metadata).toMatchObject({ title: project.name, narrator: 'سارة' });
    act(() =>
      fake.emit('deliverables.exportProgress', { exportId: call.exportId, stage: 'writing', chapter: 1, chapters: 2, done: 5, total: 6 }),
    );
    expect(within(dialog).getByText((text) => withoutIsolates(text) === 'Writing chapter 2 of 2')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: 'Export progress' }).getAttribute('value')).toBe('5');

    await act(async () => answer.release(ok(outcome)));
    expect(withoutIsolates(within(dialog).getByRole('status').textContent!)).toBe('Exported to /tmp/out: 3 files.');
    const table = within(dialog).getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'الفصل الثاني' }).closest('tr')!.textContent).toContain('RMS out of range');
    expect(within(dialog).getByText((text) => withoutIsolates(text) === '1 chapter misses the preset’s limits.')).toBeTruthy();
  }, 15_000);

  it('Arabic: every control by its Arabic label; a cover that is not square is refused in words beside it', async () => {
    const fake = studio('ar');
    fake.handle('deliverables.setCover', () =>
      fail('VALIDATION', 'The cover must be square: this one is 900 × 600 px.', {
        field: 'cover',
        messageKey: 'projectExport.coverErrors.notSquare',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'تصدير المشروع…' }));
    const dialog = await screen.findByRole('dialog', { name: 'تصدير المشروع' });
    for (const name of ['ملفات الفصول', 'علوّ الصوت', 'الترجمة النصية', 'معدّل بتات الكتاب الصوتي'])
      expect(within(dialog).getByRole('combobox', { name })).toBeTruthy();
    expect(within(dialog).getByRole('checkbox', { name: 'كتاب صوتي (M4B) بعلامات الفصول' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'تنزيل' })).toBeTruthy();
    for (const name of ['العنوان', 'المؤلف', 'الراوي', 'الناشر', 'السنة', 'الوصف', 'المجلد (المسار الكامل)'])
      expect(within(dialog).getByRole('textbox', { name })).toBeTruthy();
    const cover = within(dialog).getByLabelText('صورة الغلاف (JPEG أو PNG مربعة)');
    await act(async () => {
      fireEvent.change(cover, { target: { files: [new File([new Uint8Array([1, 2, 3])], 'wide.jpg', { type: 'image/jpeg' })] } });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('يجب أن يكون الغلاف مربعًا. قصّه مربعًا واختره مرة أخرى.');
    expect(cover.getAttribute('aria-invalid')).toBe('true');
  });

  it('cancel stops the export and says nothing was left', async () => {
    const fake = studio('en');
    const answer = held<BookExportOutcome>();
    fake.handle('deliverables.export', () => answer.promise);
    fake.handle('deliverables.cancelExport', () => {
      answer.release(fail('CANCELLED', 'The export was cancelled'));
      return ok({ cancelled: true });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export project…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export the project' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Folder (full path)' }), { target: { value: '/tmp/out' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export to folder' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the export' })));
    const exportId = (fake.calls.find((c) => c.name === 'deliverables.export')!.input as { exportId: string }).exportId;
    expect(fake.calls.find((c) => c.name === 'deliverables.cancelExport')!.input).toEqual({ exportId });
    expect(within(dialog).getByRole('status').textContent).toBe('The export was cancelled. Nothing was left in the folder.');
    expect(within(dialog).getByRole('button', { name: 'Export to folder' })).toBeTruthy();
  });

  it('a choice is remembered when it is made: closing the dialog saves it, with no export', async () => {
    const fake = studio('en');
    fake.handle('deliverables.saveSettings', (input) => ok({ ...input.settings, cover: null }));
    fireEvent.click(screen.getByRole('button', { name: 'Export project…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export the project' });
    await within(dialog).findByDisplayValue(project.name);
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Loudness' }), { target: { value: 'broadcast' } });
    await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }));
    const saved = fake.calls.filter((c) => c.name === 'deliverables.saveSettings').map((c) => c.input);
    expect(saved).toEqual([{ projectId: 'p1', settings: expect.objectContaining({ loudness: 'broadcast' }) }]);
    expect(fake.calls.some((c) => c.name === 'deliverables.export')).toBe(false);
  });
});

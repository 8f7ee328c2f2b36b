// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../shared/contract';
import type { ImportPreview, TextEncoding } from '../../../../shared/model/import';
import { isolate } from '../../i18n/bidi';
import { storedProject } from '../../testing/projects-fakes';
import { blockField, callsOf, lastCall, projectsStudio, withProjectsRig } from '../../testing/projects-screen-rig';

withProjectsRig();

const previewId = '5f0c1f5e-2b7a-4a59-9a1e-9b0f3c7d8e21';
const preview = (keepUrls: boolean, encoding: TextEncoding = 'windows-1256'): ImportPreview & { previewId: string } => ({
  previewId,
  format: 'txt',
  title: 'رواية',
  chapters: [
    // A heading over its sections, with no text of its own: a chapter that speaks its title.
    { title: 'الباب الأول', level: 1, paragraphs: [] },
    { title: 'الفصل الأول', level: 1, paragraphs: ['أول.', 'ثانٍ.'] },
    { title: 'قسم', level: 2, paragraphs: ['ثالث.'] },
  ],
  dropped: keepUrls ? [] : [{ kind: 'url', text: 'https://example.com', count: 2 }],
  warnings: [{ messageKey: 'import.ENCODING_UNSURE', message: 'The encoding is unsure.' }],
  encoding: {
    chosen: encoding,
    sure: false,
    decidedBy: 'detector',
    readings: [
      { encoding: 'windows-1256', sample: 'قراءة أولى' },
      { encoding: 'iso-8859-6', sample: 'ضٍاءة ثانية' },
    ],
  },
  characterCount: 14,
});

function chooseFile(name: string, content: string) {
  const input = screen.getByTestId('import-file') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([content], name, { type: 'text/plain' })] } });
}

describe('importing a document', () => {
  it('previews chapters, what was left out and both readings, reads again on a choice, then creates the project', async () => {
    const { fake, state } = projectsStudio('en', { projects: [storedProject('Old', [{ title: 'One', texts: ['x'] }])] });
    fake.handle('import.preview', (input) => ok(preview(input.options?.keepUrls === true, input.options?.encoding)));
    fake.handle('import.create', ({ name }) => {
      const made = storedProject(name, [
        { title: 'الفصل الأول', texts: ['أول.', 'ثانٍ.'] },
        { title: 'قسم', texts: ['ثالث.'] },
      ]);
      state.projects.unshift(made);
      return fake.transport.studio.projects.get({ projectId: made.id });
    });
    await screen.findByRole('button', { name: 'Import a document…' });
    chooseFile('novel.txt', 'abc');

    const dialog = await screen.findByRole('dialog', { name: `Import “${isolate('novel.txt')}”` });
    await within(dialog).findByText('Chapters: 3');
    expect(lastCall(fake, 'import.preview')?.input).toEqual({ fileName: 'novel.txt', data: btoa('abc'), options: {} });
    expect(
      within(dialog)
        .getAllByTestId('import-chapter')
        .map((li) => li.textContent),
    ).toEqual(['الباب الأول Speaks its title', 'الفصل الأول Paragraphs: 2', 'قسم Paragraphs: 1']);
    expect((within(dialog).getByRole('textbox', { name: 'Project name' }) as HTMLInputElement).value).toBe('رواية');
    expect(within(dialog).getByText('The encoding of this text could not be decided for sure: check the reading below.')).toBeTruthy();
    expect(within(dialog).getByText('Web addresses: 2')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: /ISO Arabic/ }));
    await waitFor(() => expect(lastCall(fake, 'import.preview')?.input).toMatchObject({ options: { encoding: 'iso-8859-6' } }));
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Keep web addresses' }));
    await waitFor(() =>
      expect(lastCall(fake, 'import.preview')?.input).toMatchObject({ options: { encoding: 'iso-8859-6', keepUrls: true } }),
    );
    await waitFor(() => expect(within(dialog).queryByText('Web addresses: 2')).toBeNull());
    // The switch stays, so what was kept can be left out again.
    expect(within(dialog).getByRole('switch', { name: 'Keep web addresses' }).getAttribute('aria-checked')).toBe('true');

    expect(callsOf(fake, 'import.create')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(lastCall(fake, 'import.create')?.input).toEqual({ previewId, name: 'رواية' }));
  });

  it('says why a document is refused, in the words of its reason', async () => {
    const { fake } = projectsStudio('ar', { projects: [] });
    fake.handle('import.preview', () => ({
      ok: false,
      error: { code: 'VALIDATION', message: 'The text of this PDF cannot be recovered exactly.', messageKey: 'import.TEXT_NOT_EXACT' },
    }));
    await screen.findByRole('button', { name: 'استيراد مستند…' });
    chooseFile('print.pdf', '%PDF');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('لا يمكن استعادة نص ملف PDF هذا كما هو تمامًا');
    expect(screen.getByRole('button', { name: 'إنشاء المشروع' })).toHaveProperty('disabled', true);
  });

  it('names the direction marks left out, in words, with their code point (in Arabic)', async () => {
    const { fake } = projectsStudio('ar', { projects: [] });
    fake.handle('import.preview', () =>
      ok({
        ...preview(true),
        dropped: [
          { kind: 'bidi-mark', text: 'U+200F', count: 26 },
          { kind: 'bidi-mark', text: 'U+202B', count: 12 },
        ],
      }),
    );
    await screen.findByRole('button', { name: 'استيراد مستند…' });
    chooseFile('subtitles.srt', '1');
    const left = await screen.findByRole('region', { name: 'ما تُرك خارج الكلام المنطوق' });
    await within(left).findByText('علامات الاتجاه: 38');
    expect(within(left).getByText(`علامة من اليمين إلى اليسار، ${isolate('U+200F')} (×26)`)).toBeTruthy();
    expect(within(left).getByText(`تضمين من اليمين إلى اليسار، ${isolate('U+202B')} (×12)`)).toBeTruthy();
  });

  it('focuses the dialog while reading, then the first thing to decide (the name), not Cancel; Escape cancels', async () => {
    const { fake } = projectsStudio('en', { projects: [] });
    let answer: (value: ReturnType<typeof ok<ImportPreview & { previewId: string }>>) => void = () => undefined;
    fake.handle('import.preview', () => new Promise((resolve) => (answer = resolve)));
    await screen.findByRole('button', { name: 'Import a document…' });
    chooseFile('novel.txt', 'abc');
    const dialog = await screen.findByRole('dialog', { name: `Import “${isolate('novel.txt')}”` });
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    // The dialog can take focus before the transport has asked for the preview: answer only once asked.
    await waitFor(() => expect(callsOf(fake, 'import.preview')).toHaveLength(1));
    answer(ok(preview(true)));
    const name = await within(dialog).findByRole('textbox', { name: 'Project name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(document.activeElement).not.toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(name, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(fake, 'import.create')).toHaveLength(0);
  });

  it('an emptied project name says why Create is off, in Arabic, and names the field', async () => {
    const { fake } = projectsStudio('ar', { projects: [] });
    fake.handle('import.preview', () => ok(preview(true)));
    await screen.findByRole('button', { name: 'استيراد مستند…' });
    chooseFile('novel.txt', 'abc');
    const dialog = await screen.findByRole('dialog');
    const name = await within(dialog).findByRole('textbox', { name: 'اسم المشروع' });
    expect(within(dialog).queryByText('اكتب اسمًا للمشروع: لا يمكن أن يكون الاسم فارغًا.')).toBeNull();
    fireEvent.change(name, { target: { value: '  ' } });
    const said = await within(dialog).findByText('اكتب اسمًا للمشروع: لا يمكن أن يكون الاسم فارغًا.');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(said.id);
    expect(within(dialog).getByRole('button', { name: 'إنشاء المشروع' })).toHaveProperty('disabled', true);
  });
});

// The created project opens in the editor (the fake answers import.create with the stored project).
describe('after the import', () => {
  it('opens the new project at its first chapter, in the starting voice when none was chosen yet', async () => {
    const { fake, state } = projectsStudio('en', { projects: [] });
    fake.handle('import.preview', () => ok(preview(true)));
    fake.handle('import.create', ({ name }) => {
      const made = storedProject(name, [{ title: 'الفصل الأول', texts: ['أول.'] }]);
      state.projects.unshift(made);
      return fake.transport.studio.projects.get({ projectId: made.id });
    });
    await screen.findByRole('button', { name: 'Import a document…' });
    chooseFile('novel.txt', 'abc');
    const dialog = await screen.findByRole('dialog');
    // Pressable once the preview has arrived.
    const create = await within(dialog).findByRole('button', { name: 'Create project' });
    await waitFor(() => expect(create).toHaveProperty('disabled', false));
    fireEvent.click(create);
    await waitFor(() => expect(blockField('Block 1').value).toBe('أول.'), { timeout: 5_000 });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Ready to generate, as a new project is: no voice was chosen yet, so the starting voice (v2, Omar).
    expect(callsOf(fake, 'projects.updateSettings')[0]?.input).toMatchObject({ settings: { voiceId: 'v2', dialectCode: 'msa' } });
  });
});

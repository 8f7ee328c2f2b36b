// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail } from '../../../../shared/contract';
import { useStudioStore } from '../../store';
import { storedProject } from '../../testing/projects-fakes';
import { blockField, projectsStudio, withProjectsRig } from '../../testing/projects-screen-rig';

withProjectsRig();

/** A project reopened from a data folder the core found read-only; every block write is refused as the core refuses it. */
function readOnlyBook(language: 'en' | 'ar') {
  const book = storedProject('Book', [{ title: 'One', texts: ['Kept paragraph.'] }], 'v2');
  const studio = projectsStudio(language, { projects: [book], lastOpenId: book.id, readOnly: true });
  const refusing = { now: true };
  const { fake, state } = studio;
  fake.handle('blocks.update', ({ blockId, text }) => {
    if (refusing.now) {
      return fail('DISK_READ_ONLY', 'The disk is read-only, so this change was not saved; your text is kept here.', {
        messageKey: 'disk.READ_ONLY',
      });
    }
    state.projects[0]!.chapters[0]!.blocks.find((b) => b.id === blockId)!.text = text;
    return fake.transport.studio.chapters
      .get({ chapterId: state.projects[0]!.chapters[0]!.id })
      .then((read) => (read.ok ? { ok: true as const, value: { blocks: read.value.blocks.filter((b) => b.id === blockId) } } : read));
  });
  return { ...studio, refusing };
}

const says = {
  en: {
    block: 'Block 1',
    folder: /^The data folder is read-only: your projects open as they were last saved/,
    refused: /^Not saved: The disk is read-only; make the data folder writable, then try again\. Your text is kept here/,
  },
  ar: {
    block: /^الفقرة/,
    folder: /^مجلد البيانات للقراءة فقط/,
    refused: /^لم تُحفظ: القرص للقراءة فقط؛ اجعل مجلد البيانات قابلًا للكتابة ثم حاول مجددًا\. نصّك باقٍ هنا/,
  },
};

describe('projects on a read-only data folder', () => {
  for (const [language, say] of Object.entries(says) as Array<['en' | 'ar', (typeof says)['en' | 'ar']]>) {
    it(`says so once, and a refused edit keeps the text with the reason (${language})`, async () => {
      const { state, refusing } = readOnlyBook(language);
      const block = await waitFor(() => screen.getByRole('textbox', { name: say.block }) as HTMLTextAreaElement);
      expect(screen.getAllByRole('status').filter((s) => say.folder.test(s.textContent ?? ''))).toHaveLength(1);
      fireEvent.change(block, { target: { value: 'Kept paragraph, and more.' } });
      fireEvent.blur(block);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toMatch(say.refused);
      expect(alert.dataset['state']).toBe('failed');
      expect(block.value).toBe('Kept paragraph, and more.');
      // The folder writable again: the kept text is written on the next change.
      refusing.now = false;
      fireEvent.change(block, { target: { value: 'Kept paragraph, and more!' } });
      fireEvent.blur(block);
      await waitFor(() => expect(useStudioStore.getState().projects.edits).toEqual({}));
      expect(state.projects[0]!.chapters[0]!.blocks[0]!.text).toBe('Kept paragraph, and more!');
    });
  }

  it('says nothing of it on a writable folder', async () => {
    const book = storedProject('Book', [{ title: 'One', texts: ['Kept paragraph.'] }], 'v2');
    projectsStudio('en', { projects: [book], lastOpenId: book.id });
    await waitFor(() => blockField('Block 1'));
    expect(screen.queryByText(/data folder is read-only/)).toBeNull();
  });
});

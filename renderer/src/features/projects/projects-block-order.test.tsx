// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storedProject } from '../../testing/projects-fakes';
import { blockField, lastCall, projectsStudio, withProjectsRig } from '../../testing/projects-screen-rig';

withProjectsRig();

const texts = ['First paragraph.', 'Second paragraph.', 'Third paragraph.'];
const blockGroup = (name: string) => screen.getByRole('group', { name });

describe('block order in the project editor', () => {
  it('Move down and Alt+Shift+↑ move a block, the focus with it, and say where it went', async () => {
    const book = storedProject('Book', [{ title: 'One', texts }]);
    const { fake } = projectsStudio('en', { projects: [book], lastOpenId: book.id });
    const [first] = book.chapters[0]!.blocks.map((b) => b.id);
    await waitFor(() => blockField('Block 3'));
    expect((within(blockGroup('Block 1')).getByRole('button', { name: 'Move block up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(blockGroup('Block 3')).getByRole('button', { name: 'Move block down' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(blockGroup('Block 1')).getByRole('button', { name: 'Move block down' }));
    await waitFor(() =>
      expect(lastCall(fake, 'blocks.move')?.input).toEqual({ blockId: first, toChapterId: book.chapters[0]!.id, toPosition: 1 }),
    );
    await waitFor(() => expect(blockField('Block 2').value).toBe('First paragraph.'));
    expect(blockField('Block 1').value).toBe('Second paragraph.');
    await waitFor(() => expect(document.activeElement).toBe(blockField('Block 2')));
    expect(screen.getByTestId('projects-notice').textContent).toBe('The block is now block 2 of 3.');

    fireEvent.keyDown(blockField('Block 2'), { key: 'ArrowUp', altKey: true, shiftKey: true });
    await waitFor(() => expect(blockField('Block 1').value).toBe('First paragraph.'));
    await waitFor(() => expect(document.activeElement).toBe(blockField('Block 1')));
    expect(screen.getByTestId('projects-notice').textContent).toBe('The block is now block 1 of 3.');
    expect(book.chapters[0]!.blocks.map((b) => b.text)).toEqual(texts);
  });

  it('New block below makes an empty block after this one and puts the focus in it', async () => {
    const book = storedProject('Book', [{ title: 'One', texts }]);
    const { fake } = projectsStudio('en', { projects: [book], lastOpenId: book.id });
    await waitFor(() => blockField('Block 3'));
    fireEvent.click(within(blockGroup('Block 1')).getByRole('button', { name: 'New block below' }));
    await waitFor(() =>
      expect(lastCall(fake, 'blocks.insert')?.input).toEqual({
        chapterId: book.chapters[0]!.id,
        afterBlockId: book.chapters[0]!.blocks[0]!.id,
        text: '',
      }),
    );
    await waitFor(() => expect(blockField('Block 2').value).toBe(''));
    expect(blockField('Block 3').value).toBe('Second paragraph.');
    await waitFor(() => expect(document.activeElement).toBe(blockField('Block 2')));
  });

  it('labels the order controls in Arabic', async () => {
    const book = storedProject('كتاب', [{ title: 'واحد', texts }]);
    projectsStudio('ar', { projects: [book], lastOpenId: book.id });
    const field = await waitFor(() => screen.getAllByRole('textbox')[0]!);
    const group = field.closest('[role="group"]') as HTMLElement;
    for (const name of ['نقل الفقرة إلى الأعلى', 'نقل الفقرة إلى الأسفل', 'فقرة جديدة تحتها'])
      expect(within(group).getByRole('button', { name })).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../shared/contract';
import { isolate } from '../../i18n/bidi';
import { useStudioStore } from '../../store';
import { storedProject } from '../../testing/projects-fakes';
import { blockField, callsOf, lastCall, projectsStudio, withProjectsRig } from '../../testing/projects-screen-rig';

withProjectsRig();

function openBook(texts = ['First paragraph.', 'Second paragraph.', 'Third paragraph.']) {
  const book = storedProject('Book', [{ title: 'One', texts }], 'v2');
  const studio = projectsStudio('en', { projects: [book], lastOpenId: book.id });
  return { ...studio, book };
}

describe('the project editor', () => {
  it('writes a block a moment after typing stops, and at once when it is left', async () => {
    const { fake, book } = openBook();
    const first = await waitFor(() => blockField('Block 1'));
    fireEvent.change(first, { target: { value: 'First paragraph, edited.' } });
    expect(screen.getByText('Not saved yet')).toBeTruthy();
    await waitFor(() =>
      expect(lastCall(fake, 'blocks.update')?.input).toEqual({
        blockId: book.chapters[0]!.blocks[0]!.id,
        text: 'First paragraph, edited.',
      }),
    );
    await waitFor(() => expect(screen.queryByText('Not saved yet')).toBeNull());
    fireEvent.change(first, { target: { value: 'Again.' } });
    fireEvent.blur(first);
    await waitFor(() => expect((lastCall(fake, 'blocks.update')?.input as { text: string }).text).toBe('Again.'));
  });

  it('keeps refused text on screen with the reason, and writes it on the next change', async () => {
    const { fake, state } = openBook();
    let refusing = true;
    fake.handle('blocks.update', ({ blockId, text }) => {
      if (refusing) return { ok: false, error: { code: 'DISK', message: 'disk full', messageKey: 'disk.ENOSPC' } };
      state.projects[0]!.chapters[0]!.blocks.find((b) => b.id === blockId)!.text = text;
      return fake.transport.studio.chapters
        .get({ chapterId: state.projects[0]!.chapters[0]!.id })
        .then((read) => (read.ok ? { ok: true as const, value: { blocks: read.value.blocks.filter((b) => b.id === blockId) } } : read));
    });
    const first = await waitFor(() => blockField('Block 1'));
    fireEvent.change(first, { target: { value: 'Not lost.' } });
    fireEvent.blur(first);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('The disk is full'));
    expect(blockField('Block 1').value).toBe('Not lost.');
    refusing = false;
    fireEvent.change(first, { target: { value: 'Not lost, at all.' } });
    fireEvent.blur(first);
    await waitFor(() => expect(useStudioStore.getState().projects.edits).toEqual({}));
    expect(state.projects[0]!.chapters[0]!.blocks[0]!.text).toBe('Not lost, at all.');
  });

  it('Enter splits a block at the caret; Backspace at the start joins it to the one before', async () => {
    const { fake, book } = openBook();
    const first = await waitFor(() => blockField('Block 1'));
    first.setSelectionRange(5, 5);
    fireEvent.keyDown(first, { key: 'Enter' });
    await waitFor(() => expect(blockField('Block 2').value).toBe('paragraph.'));
    await waitFor(() => expect(lastCall(fake, 'blocks.split')?.input).toEqual({ blockId: book.chapters[0]!.blocks[0]!.id, at: 5 }));
    expect(blockField('Block 1').value).toBe('First');
    await waitFor(() => expect(document.activeElement).toBe(blockField('Block 2')));

    const second = blockField('Block 2');
    second.setSelectionRange(0, 0);
    fireEvent.keyDown(second, { key: 'Backspace' });
    await waitFor(() => expect(blockField('Block 1').value).toBe('First\nparagraph.'));
    await waitFor(() => expect(lastCall(fake, 'blocks.merge')?.input).toEqual({ blockId: book.chapters[0]!.blocks[0]!.id }));
    await waitFor(() => expect(document.activeElement).toBe(blockField('Block 1')));
    expect(blockField('Block 1').selectionStart).toBe('First\n'.length);
    // Shift+Enter is a line break inside the paragraph, left to the field.
    expect(fireEvent.keyDown(blockField('Block 1'), { key: 'Enter', shiftKey: true })).toBe(true);
    // Nothing typed is left unwritten.
    await waitFor(() => expect(useStudioStore.getState().projects.edits).toEqual({}));
  });

  it('what is typed right after Enter lands in the new block, before the core has answered', async () => {
    const { fake, book } = openBook(['Hello']);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const split = fake.calls.length;
    fake.handle('blocks.split', async ({ blockId, at }) => {
      await answered;
      const blocks = book.chapters[0]!.blocks;
      blocks.push({ id: 'b-made', text: blocks[0]!.text.slice(at), speaker: null, voiceId: null, takes: 0 });
      blocks[0]!.text = blocks[0]!.text.slice(0, at);
      return fake.transport.studio.chapters
        .get({ chapterId: book.chapters[0]!.id })
        .then((read) =>
          read.ok ? { ok: true as const, value: { blocks: read.value.blocks.filter((b) => b.id === blockId || b.id === 'b-made') } } : read,
        );
    });
    const first = await waitFor(() => blockField('Block 1'));
    first.setSelectionRange(5, 5);
    fireEvent.keyDown(first, { key: 'Enter' });
    // At once, before any answer: the new block is there and has the focus; keys go into it.
    await waitFor(() => expect(document.activeElement).toBe(blockField('Block 2')));
    fireEvent.change(blockField('Block 2'), { target: { value: 'World' } });
    expect(fake.calls.slice(split).some((c) => c.name === 'blocks.split')).toBe(true);
    act(() => answer());
    await waitFor(() => expect(lastCall(fake, 'blocks.update')?.input).toEqual({ blockId: 'b-made', text: 'World' }));
    expect(blockField('Block 1').value).toBe('Hello');
    expect(blockField('Block 2').value).toBe('World');
    expect(document.activeElement).toBe(blockField('Block 2'));
  });

  it('Alt+↑/↓ move between blocks; Ctrl+Enter generates the block; Alt+P plays it', async () => {
    const { fake, book } = openBook();
    const first = await waitFor(() => blockField('Block 1'));
    fireEvent.keyDown(first, { key: 'ArrowDown', altKey: true });
    await waitFor(() => expect(document.activeElement).toBe(blockField('Block 2')));
    fireEvent.keyDown(blockField('Block 2'), { key: 'ArrowUp', altKey: true });
    await waitFor(() => expect(document.activeElement).toBe(blockField('Block 1')));

    fireEvent.keyDown(blockField('Block 3'), { key: 'Enter', ctrlKey: true });
    await waitFor(() =>
      expect(lastCall(fake, 'queue.start')?.input).toEqual({ projectId: book.id, blockIds: [book.chapters[0]!.blocks[2]!.id] }),
    );

    // Nothing generated yet: Alt+P says so instead of playing something else.
    fireEvent.keyDown(blockField('Block 1'), { key: 'p', code: 'KeyP', altKey: true });
    expect(await screen.findByText('Block 1 has no take to play yet: generate it first.')).toBeTruthy();
  });

  it('shows the estimate before generating a chapter, and sends nothing until confirmed', async () => {
    const { fake, book } = openBook();
    await waitFor(() => blockField('Block 1'));
    fireEvent.click(screen.getByRole('button', { name: 'Generate chapter' }));
    const dialog = await screen.findByRole('dialog', { name: `Generate “${isolate('One')}”` });
    const total = await within(dialog).findByTestId('estimate-total');
    expect(total.textContent).toBe('In total4933 seconds');
    expect(within(dialog).getByText(`${isolate('Omar')}: 14.3 characters a second, measured on 12 of its clips in History`)).toBeTruthy();
    expect(callsOf(fake, 'queue.start')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(lastCall(fake, 'queue.start')?.input).toEqual({ projectId: book.id, chapterIds: [book.chapters[0]!.id] }));
  });

  it('counts the blocks already generated in Arabic grammar: one, two, then three to ten', async () => {
    const book = storedProject('كتاب', [{ title: 'واحد', texts: ['أ.', 'ب.', 'ج.'] }], 'v2');
    const blocks = book.chapters[0]!.blocks;
    projectsStudio('ar', { projects: [book], lastOpenId: book.id });
    await waitFor(() => blockField('الفقرة 1'));
    const said = async (done: number) => {
      blocks.forEach((b, i) => (b.takes = i < done ? 1 : 0));
      fireEvent.click(screen.getByRole('button', { name: 'توليد الفصل' }));
      const dialog = await screen.findByRole('dialog');
      const text = (await within(dialog).findByTestId('estimate-done')).textContent;
      fireEvent.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      return text;
    };
    expect(await said(1)).toMatch(/^مولَّدة من قبل: فقرة واحدة، مدتها /);
    expect(await said(2)).toMatch(/^مولَّدة من قبل: فقرتان، مدتهما /);
    expect(await said(3)).toMatch(/^مولَّدة من قبل: 3 فقرات، مدتها /);
  });

  it('follows the queue in the strip and says when a chapter is done', async () => {
    const { fake, book } = openBook();
    await waitFor(() => blockField('Block 1'));
    const chapterId = book.chapters[0]!.id;
    act(() =>
      fake.emit('queue.changed', {
        projectId: book.id,
        state: 'running',
        total: 3,
        done: 1,
        failed: 0,
        activeBlockIds: [book.chapters[0]!.blocks[1]!.id],
        chapters: [{ chapterId, total: 3, done: 1, failed: 0, etaMs: 65_000 }],
        etaMs: 65_000,
        unsure: 0,
        error: null,
      }),
    );
    const strip = screen.getByRole('region', { name: 'Generation progress' });
    expect((within(strip).getByLabelText('Generation progress') as HTMLProgressElement).value).toBe(1);
    expect(within(strip).getByTestId('queue-text').textContent).toBe(
      `1 of 3 blocks · “${isolate('One')}”: 1 of 3 · About 1 minute 5 seconds left`,
    );
    expect(within(screen.getByRole('group', { name: 'Block 2' })).getByTestId('block-status').textContent).toBe('Generating…');
    fireEvent.click(within(strip).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(lastCall(fake, 'queue.pause')?.input).toEqual({ projectId: book.id }));
    act(() => fake.emit('queue.chapterDone', { projectId: book.id, chapterId, title: 'One', failed: 1 }));
    expect(screen.getByTestId('projects-notice').textContent).toBe(
      `Chapter “${isolate('One')}” is done; one block could not be generated (it says why).`,
    );
  });

  it('a queue that stopped by itself says why, and Resume is at hand', async () => {
    const { fake, book } = openBook();
    await waitFor(() => blockField('Block 1'));
    const chapterId = book.chapters[0]!.id;
    act(() =>
      fake.emit('queue.changed', {
        projectId: book.id,
        state: 'paused',
        total: 3,
        done: 1,
        failed: 0,
        activeBlockIds: [],
        chapters: [{ chapterId, total: 3, done: 1, failed: 0, etaMs: 20_000 }],
        etaMs: 20_000,
        unsure: 0,
        error: { code: 'UNAUTHORIZED', message: 'The service refused the key.' },
      }),
    );
    const strip = screen.getByRole('region', { name: 'Generation progress' });
    expect(within(strip).getByRole('alert').textContent).toMatch(/^Generation stopped by itself: .+ Resume tries again\.$/);
    fireEvent.click(within(strip).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(lastCall(fake, 'queue.resume')?.input).toEqual({ projectId: book.id }));
  });

  it('a Resume the core does not carry out says why in the strip, which then shows the queue as the core has it', async () => {
    const { fake, book, state } = openBook();
    await waitFor(() => blockField('Block 1'));
    const chapterId = book.chapters[0]!.id;
    state.queue = {
      projectId: book.id,
      state: 'paused',
      total: 3,
      done: 0,
      failed: 0,
      activeBlockIds: [],
      chapters: [{ chapterId, total: 3, done: 0, failed: 0, etaMs: 20_000 }],
      etaMs: 20_000,
      unsure: 2,
      error: null,
    };
    act(() => fake.emit('queue.changed', state.queue!));
    fake.handle('queue.resume', () => fail('NETWORK', 'Could not reach the web-mode server for "queue.resume": Failed to fetch'));
    const strip = screen.getByRole('region', { name: 'Generation progress' });
    const statusReads = callsOf(fake, 'queue.status').length;
    fireEvent.click(within(strip).getByRole('button', { name: 'Resume' }));
    const said = await within(strip).findByRole('alert');
    expect(said.textContent).toMatch(/^Not resumed: .+/);
    expect(screen.queryByTestId('projects-refusal')).toBeNull();
    await waitFor(() => expect(callsOf(fake, 'queue.status')).toHaveLength(statusReads + 1));
    expect(within(strip).getByRole('button', { name: 'Resume' })).toBeTruthy();

    fake.handle('queue.resume', () => ok({ ...state.queue!, state: 'running' as const }));
    fireEvent.click(within(strip).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(within(strip).queryByRole('alert')).toBeNull());
    expect(within(strip).getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('virtualises the blocks: a 2,000-block chapter puts only those in view in the page', async () => {
    const texts = Array.from({ length: 2000 }, (_, i) => `Paragraph number ${i + 1}.`);
    openBook(texts);
    await waitFor(() => blockField('Block 1'));
    const items = screen.getByRole('list', { name: `Blocks of “${isolate('One')}”` }).querySelectorAll('li');
    expect(items.length).toBeGreaterThan(5);
    expect(items.length).toBeLessThan(40);
    expect(items[0]!.getAttribute('aria-setsize')).toBe('2000');
  });

  it('moves, adds, splits and renames chapters, saying where a moved chapter went', async () => {
    const book = storedProject('Book', [
      { title: 'One', texts: ['a', 'b', 'c'] },
      { title: 'Two', texts: ['d'] },
    ]);
    const { fake } = projectsStudio('en', { projects: [book], lastOpenId: book.id });
    const one = book.chapters[0]!.id;
    const list = await screen.findByRole('list', { name: 'Chapters' });
    await waitFor(() => blockField('Block 3'));
    fireEvent.keyDown(within(list).getByRole('button', { name: /^One/ }), { key: 'ArrowDown', altKey: true, shiftKey: true });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Two 0/1', 'One 0/3']),
    );
    expect(screen.getByTestId('projects-notice').textContent).toBe(`“${isolate('One')}” is now chapter 2 of 2.`);

    fireEvent.focus(blockField('Block 3'));
    fireEvent.click(screen.getByRole('button', { name: 'New chapter from block 3' }));
    await waitFor(() => expect(lastCall(fake, 'chapters.split')?.input).toMatchObject({ chapterId: one, title: 'Chapter 3' }));
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(3));
    expect(screen.queryByRole('textbox', { name: 'Block 3' })).toBeNull();
  });
});

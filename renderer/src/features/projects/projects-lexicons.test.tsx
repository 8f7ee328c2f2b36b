// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../shared/contract';
import { lexiconDigest, type EffectiveEntry } from '../../../../shared/lexicon';
import { storedProject } from '../../testing/projects-fakes';
import { blockField, callsOf, lastCall, projectsStudio, withProjectsRig } from '../../testing/projects-screen-rig';

withProjectsRig();

const entryOf = (projectId: string | null): EffectiveEntry => ({
  written: 'مرحبا',
  spoken: 'مَرحَبًا',
  dialects: [],
  caseSensitive: false,
  source: { lexiconId: 'l1', lexiconName: 'Greetings', entryId: 'e1', scope: projectId ? 'project' : 'profile' },
});

describe('the project editor with lexicons', () => {
  it('reads the lexicons in effect for the open project, and shows an entry in what will be spoken', async () => {
    const book = storedProject('Book', [{ title: 'One', texts: ['مرحبا يا سارة.', 'Second paragraph.'] }], 'v2');
    let entries: EffectiveEntry[] = [];
    const { fake } = projectsStudio('en', { projects: [book], lastOpenId: book.id });
    fake.handle('lexicons.inEffect', ({ projectId }) => ok({ projectId, digest: lexiconDigest(entries), entries }));
    await waitFor(() => blockField('Block 1'));
    await waitFor(() => expect(lastCall(fake, 'lexicons.inEffect')?.input).toEqual({ projectId: book.id }));
    expect(screen.queryByTestId('block-spoken')).toBeNull();

    // An entry added elsewhere (the Lexicons screen): the open editor reads them again.
    entries = [entryOf(book.id)];
    act(() => fake.emit('lexicons.changed', { lexiconId: 'l1', projectId: book.id }));
    const block = screen.getByRole('group', { name: 'Block 1' });
    await waitFor(() => expect(within(block).getByTestId('block-spoken').textContent).toContain('مَرحَبًا يا سارة.'));
  });

  it('"Add to lexicon" takes the word selected in the block last focused, for this project', async () => {
    const book = storedProject('Book', [{ title: 'One', texts: ['First paragraph.', 'مرحبا يا سارة.'] }], 'v2');
    const { fake } = projectsStudio('en', { projects: [book], lastOpenId: book.id });
    fake.handle('lexicons.list', () => ok({ lexicons: [], unreadable: [] }));
    const add = await screen.findByRole('button', { name: 'Add to lexicon' });

    // Nothing selected: it says what to do.
    fireEvent.click(add);
    expect(screen.getByText(/Select a word or a phrase/)).toBeTruthy();

    const second = blockField('Block 2');
    fireEvent.focus(second);
    second.setSelectionRange(0, 'مرحبا'.length);
    fireEvent.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add to a lexicon' });
    expect((within(dialog).getByRole('textbox', { name: 'Written in the script' }) as HTMLInputElement).value).toBe('مرحبا');
    await waitFor(() => expect(lastCall(fake, 'lexicons.list')?.input).toEqual({ projectId: book.id }));
    // The block's dialect (its voice's) is offered as the entry's scope.
    expect(within(dialog).getByRole('checkbox', { name: /Only for .+ voices/ })).toBeTruthy();
    expect(callsOf(fake, 'lexicons.create')).toHaveLength(0);
  });

  it('says when the lexicons cannot be read, as the previews then apply none', async () => {
    const book = storedProject('Book', [{ title: 'One', texts: ['مرحبا يا سارة.'] }], 'v2');
    const { fake } = projectsStudio('en', { projects: [book], lastOpenId: book.id });
    fake.handle('lexicons.inEffect', () => fail('DISK', 'unreadable', { messageKey: 'disk.EIO' }));
    act(() => fake.emit('lexicons.changed', { lexiconId: 'l1', projectId: book.id }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your lexicons could not be read, so this preview applies none:');
  });
});

// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blockOverrideKey } from '../../../../shared/model/block-text';
import { storedProject } from '../../testing/projects-fakes';
import { blockField, lastCall, projectsStudio, withProjectsRig } from '../../testing/projects-screen-rig';
import { setBlockOverride } from './block-read-as';

withProjectsRig();

const ordinal = { form: 'ordinal' } as const;

describe('read-as choices of a deleted block', () => {
  it('are forgotten with it, so the next choice saved does not write them back', async () => {
    const book = storedProject('Book', [{ title: 'One', texts: ['Day 7.', 'Room 7.', 'Page 7.'] }]);
    const [first, second, third] = book.chapters[0]!.blocks.map((b) => b.id);
    book.settings.readAs.overrides = { [blockOverrideKey(first!, '7#0')]: ordinal, [blockOverrideKey(second!, '7#0')]: ordinal };
    const { fake } = projectsStudio('en', { projects: [book], lastOpenId: book.id });
    await waitFor(() => blockField('Block 3'));
    fireEvent.click(within(screen.getByRole('group', { name: 'Block 2' })).getByRole('button', { name: 'Delete block' }));
    await waitFor(() => expect(lastCall(fake, 'blocks.delete')?.input).toEqual({ blockId: second }));
    await waitFor(() => expect(blockField('Block 2').value).toBe('Page 7.'));

    await setBlockOverride(third!, '7#0', ordinal);
    expect(lastCall(fake, 'projects.updateSettings')?.input).toMatchObject({
      settings: { readAs: { overrides: { [blockOverrideKey(first!, '7#0')]: ordinal, [blockOverrideKey(third!, '7#0')]: ordinal } } },
    });
    const saved = lastCall(fake, 'projects.updateSettings')?.input as { settings: { readAs: { overrides: object } } };
    expect(Object.keys(saved.settings.readAs.overrides)).toHaveLength(2);
  });
});

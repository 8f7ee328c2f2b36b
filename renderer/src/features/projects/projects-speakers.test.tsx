// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isolate } from '../../i18n/bidi';
import { storedProject } from '../../testing/projects-fakes';
import { blockField, lastCall, projectsStudio, withProjectsRig } from '../../testing/projects-screen-rig';

withProjectsRig();

describe('speakers in the project editor', () => {
  it('a dialogue line written in a block puts its speaker in the table at once, ready for a voice', async () => {
    const book = storedProject('Book', [{ title: 'One', texts: ['First paragraph.', 'Second paragraph.'] }], 'v2');
    const { fake } = projectsStudio('en', { projects: [book], lastOpenId: book.id });
    const second = await waitFor(() => blockField('Block 2'));
    const speakers = screen.getByTestId('project-speakers');
    expect(within(speakers).queryAllByRole('combobox')).toHaveLength(0);

    fireEvent.change(second, { target: { value: 'Sara: Good morning.' } });
    fireEvent.blur(second);
    const voice = await within(speakers).findByRole('combobox', { name: `Voice of ${isolate('Sara')}` });
    fireEvent.change(voice, { target: { value: 'v3' } });
    await waitFor(() =>
      expect(lastCall(fake, 'projects.updateSettings')?.input).toMatchObject({ speakers: [{ speaker: 'Sara', voiceId: 'v3' }] }),
    );
  });

  it('a block that kept a speaker its text does not name can be let go of it', async () => {
    const book = storedProject('Book', [{ title: 'One', texts: ['Sara: Good morning.', 'She went out.'] }], 'v2');
    book.chapters[0]!.blocks[0]!.speaker = 'Sara';
    book.chapters[0]!.blocks[1]!.speaker = 'Sara'; // made by Enter after Sara's line
    book.speakers = [{ speaker: 'Sara', voiceId: 'v3' }];
    const { fake } = projectsStudio('en', { projects: [book], lastOpenId: book.id });
    const second = await screen.findByRole('group', { name: 'Block 2' });
    // Her own line names her: nothing to let go of there.
    expect(within(screen.getByRole('group', { name: 'Block 1' })).queryByRole('button', { name: /^Not a line of/ })).toBeNull();
    // On a paragraph that continues her turn it waits behind her name, not on every such paragraph.
    expect(within(second).queryByRole('button', { name: /^Not a line of/ })).toBeNull();
    const speaker = within(second).getByRole('button', { name: `Speaker: ${isolate('Sara')}` });
    expect(speaker.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(speaker);
    fireEvent.click(within(second).getByRole('button', { name: `Not a line of ${isolate('Sara')}` }));
    await waitFor(() =>
      expect(lastCall(fake, 'blocks.update')?.input).toEqual({
        blockId: book.chapters[0]!.blocks[1]!.id,
        text: 'She went out.',
        speaker: null,
      }),
    );
    await waitFor(() => expect(within(second).queryByText(/Speaker:/)).toBeNull());
  });
});

describe('the project’s voice, before any is chosen', () => {
  it('the Dialect list asks for a dialect, and the Voice list says to choose one first (in Arabic)', async () => {
    const book = storedProject('كتاب', [{ title: 'واحد', texts: ['أول.'] }]);
    projectsStudio('ar', { projects: [book], lastOpenId: book.id });
    const settings = await screen.findByTestId('project-settings');
    const dialect = await within(settings).findByRole('combobox', { name: 'اللهجة' });
    expect((dialect as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('اختر لهجة');
    const voice = within(settings).getByRole('combobox', { name: 'الصوت' });
    expect((voice as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('اختر اللهجة أولًا');
  });
});

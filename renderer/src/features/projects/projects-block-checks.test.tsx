// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storedProject } from '../../testing/projects-fakes';
import { blockField, projectsStudio, withProjectsRig } from '../../testing/projects-screen-rig';

withProjectsRig();

const warningOf = (name: string) => within(screen.getByRole('group', { name })).queryByTestId('block-warning')?.textContent ?? null;

describe('a block warns as the Script screen did', () => {
  it('of English text with an Arabic voice, and of text that is not Arabic or English', async () => {
    const book = storedProject('Book', [{ title: 'One', texts: ['An English paragraph.', 'مرحبا بكم في الكتاب.', '1234 5678 !!!'] }], 'v2');
    projectsStudio('en', { projects: [book], lastOpenId: book.id });
    await waitFor(() => blockField('Block 3'));
    await waitFor(() => expect(warningOf('Block 1')).toBe('This block looks English, but its voice speaks Arabic.'));
    expect(warningOf('Block 2')).toBeNull();
    expect(warningOf('Block 3')).toBe('The service only accepts Arabic or English text: this block is not sent until it is.');
  });

  it('in Arabic', async () => {
    const book = storedProject('كتاب', [{ title: 'واحد', texts: ['An English paragraph.'] }], 'v2');
    projectsStudio('ar', { projects: [book], lastOpenId: book.id });
    await waitFor(() => expect(screen.getByTestId('block-warning').textContent).toBe('تبدو هذه الفقرة إنجليزية، لكن صوتها يتحدّث العربية.'));
  });
});

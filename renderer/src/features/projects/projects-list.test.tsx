// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isolate } from '../../i18n/bidi';
import { ok } from '../../../../shared/contract';
import { projectOf } from '../../testing/projects-fake-data';
import { storedProject } from '../../testing/projects-fakes';
import { blockField, callsOf, lastCall, projectsStudio, withProjectsRig } from '../../testing/projects-screen-rig';

withProjectsRig();

describe('the projects list', () => {
  it('reopens the project open when the studio closed, in blocks, at the chapter it was left in', async () => {
    const book = storedProject('Book', [
      { title: 'One', texts: ['First paragraph.'] },
      { title: 'Two', texts: ['Second chapter, first block.', 'Second chapter, second block.'] },
    ]);
    book.lastChapterId = book.chapters[1]!.id;
    projectsStudio('en', { projects: [book], lastOpenId: book.id });
    await waitFor(() => expect(blockField('Block 2').value).toBe('Second chapter, second block.'));
    expect(screen.getByRole('heading', { name: 'Book' })).toBeTruthy();
    const chapters = screen.getByRole('list', { name: 'Chapters' });
    expect(within(chapters).getByRole('button', { name: /^Two/ }).getAttribute('aria-current')).toBe('true');
  });

  it('reopening the last project never shows the list on its way: a click there would be taken away', async () => {
    // The kill -9 end-to-end test hung here: it saw the project in the list, pressed its Open, and
    // the editor reopening a moment later took the button away (so Resume was never pressed).
    const book = storedProject('Book', [{ title: 'One', texts: ['First paragraph.'] }]);
    const { fake } = projectsStudio('en', { projects: [book], lastOpenId: book.id });
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    fake.handle('projects.get', async () => {
      await held;
      return ok(projectOf(book));
    });
    await waitFor(() => expect(callsOf(fake, 'projects.get')).toHaveLength(1));
    expect(screen.queryAllByTestId('project-item')).toHaveLength(0);
    answer();
    await waitFor(() => expect(blockField('Block 1').value).toBe('First paragraph.'));
    expect(screen.queryAllByTestId('project-item')).toHaveLength(0);
  });

  it('shows the list when no project was open, and opens one with its button', async () => {
    const a = storedProject('Alpha', [{ title: 'One', texts: ['a'] }]);
    const b = storedProject('Beta', [{ title: 'One', texts: ['b'] }]);
    projectsStudio('en', { projects: [a, b] });
    const item = (await screen.findByRole('heading', { name: 'Beta' })).closest('li')!;
    expect(screen.getAllByTestId('project-item')).toHaveLength(2);
    fireEvent.click(within(item).getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(blockField('Block 1').value).toBe('b'));
  });

  it('makes a new project and opens it, ready to generate in the starting voice when none was chosen yet', async () => {
    const { fake } = projectsStudio('en', { projects: [storedProject('Old', [{ title: 'One', texts: ['x'] }])] });
    fireEvent.click(await screen.findByRole('button', { name: 'New project' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Block 1' })).toBeTruthy());
    expect(lastCall(fake, 'projects.create')?.input).toEqual({ name: 'Project 2' });
    // The user's default voice of Modern Standard Arabic (the fake catalogue's v2, Omar).
    expect(callsOf(fake, 'projects.updateSettings')[0]?.input).toMatchObject({ settings: { voiceId: 'v2', dialectCode: 'msa' } });
  });

  it('renames, duplicates, and deletes only after asking', async () => {
    const a = storedProject('Alpha', [{ title: 'One', texts: ['a'] }]);
    const { fake, state } = projectsStudio('en', { projects: [a] });
    const item = () => screen.getByRole('heading', { name: /Alpha|Omega/ }).closest('li')!;
    fireEvent.click(within(await waitFor(item)).getByRole('button', { name: 'Rename' }));
    const field = await screen.findByRole('textbox', { name: 'Name' });
    fireEvent.change(field, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give the project a name: it cannot be empty.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Omega' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Omega' });

    fireEvent.click(within(item()).getByRole('button', { name: 'Duplicate' }));
    await screen.findByRole('heading', { name: 'Copy of Omega' });
    expect(callsOf(fake, 'projects.duplicate')[0]?.input).toEqual({ projectId: a.id, name: 'Copy of Omega' });

    fireEvent.click(within(screen.getByRole('heading', { name: 'Omega' }).closest('li')!).getByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('alertdialog', { name: `Delete “${isolate('Omega')}”?` });
    expect(callsOf(fake, 'projects.delete')).toHaveLength(0);
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete project' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Omega' })).toBeNull());
    expect(state.projects.map((p) => p.name)).toEqual(['Copy of Omega']);
  });

  it('another profile: its own projects, its last one reopened; none of the other profile\u2019s stays on screen', async () => {
    const mine = storedProject('Mine', [{ title: 'One', texts: ['my text'] }]);
    const { fake, state } = projectsStudio('en', { projects: [mine], lastOpenId: mine.id });
    await waitFor(() => expect(blockField('Block 1').value).toBe('my text'));
    const theirs = storedProject('Theirs', [{ title: 'One', texts: ['their text'] }]);
    state.projects = [theirs];
    state.lastOpenId = theirs.id;
    act(() => fake.emit('account.changed', { activeProfileId: 'p-2', reason: 'profile-switched' }));
    await waitFor(() => expect(blockField('Block 1').value).toBe('their text'));
    expect(screen.queryByRole('heading', { name: 'Mine' })).toBeNull();
  });

  it('names everything in Arabic too', async () => {
    const a = storedProject('كتاب', [{ title: 'الأول', texts: ['نص'] }]);
    projectsStudio('ar', { projects: [a] });
    const item = (await screen.findByRole('heading', { name: 'كتاب' })).closest('li')!;
    expect(screen.getByRole('button', { name: 'مشروع جديد' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'استيراد مستند…' })).toBeTruthy();
    for (const name of ['فتح', 'إعادة التسمية', 'نسخ', 'حذف']) expect(within(item).getByRole('button', { name })).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'فتح' }));
    await waitFor(() => expect(blockField('الفقرة 1').value).toBe('نص'));
    expect(screen.getByRole('button', { name: 'كل المشاريع' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'توليد الفصل' })).toBeTruthy();
  });
});

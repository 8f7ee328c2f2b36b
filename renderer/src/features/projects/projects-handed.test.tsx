// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isolate } from '../../i18n/bidi';
import { openProjectsWithVoice, openTakeOrigin, useStudioStore } from '../../store';
import { storedProject } from '../../testing/projects-fakes';
import { blockField, callsOf, projectsStudio, withProjectsRig } from '../../testing/projects-screen-rig';

withProjectsRig();

// What other screens hand to Projects. "Use this voice" on the voices screen (issue 30 item 1: there is no Script screen to take it).
describe('a voice handed over from the voices screen', () => {
  it('is offered to the open project, and only used there once the user says so', async () => {
    const book = storedProject('Book', [{ title: 'One', texts: ['First paragraph.'] }]);
    const { fake } = projectsStudio('en', { projects: [book], lastOpenId: book.id });
    await screen.findByRole('heading', { name: 'Book' });
    act(() => openProjectsWithVoice('v3'));
    await screen.findByText(`Use the voice ${isolate('Hala')} in “${isolate('Book')}”, or start a new project with it?`);
    const settled = callsOf(fake, 'projects.updateSettings').length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsOf(fake, 'projects.updateSettings')).toHaveLength(settled);
    fireEvent.click(screen.getByRole('button', { name: 'Use in this project' }));
    await waitFor(() => expect(callsOf(fake, 'projects.updateSettings')).toHaveLength(settled + 1));
    expect(callsOf(fake, 'projects.updateSettings')[settled]?.input).toMatchObject({
      projectId: book.id,
      settings: { voiceId: 'v3', dialectCode: 'ar-sa' },
    });
    expect(callsOf(fake, 'projects.create')).toHaveLength(0);
    expect(screen.queryByTestId('projects-voice-offer')).toBeNull();
  });

  it('with no project open, starts a new one in that voice when asked; "Not now" makes nothing', async () => {
    const { fake } = projectsStudio('ar', { projects: [] });
    await screen.findByRole('heading', { name: 'ابدأ مشروعك الأول' });
    act(() => openProjectsWithVoice('v3'));
    await screen.findByText(`أتبدأ مشروعًا جديدًا بالصوت ${isolate('Hala')}؟`);
    fireEvent.click(screen.getByRole('button', { name: 'ليس الآن' }));
    expect(screen.queryByTestId('projects-voice-offer')).toBeNull();
    expect(callsOf(fake, 'projects.create')).toHaveLength(0);

    act(() => openProjectsWithVoice('v3'));
    fireEvent.click(await screen.findByRole('button', { name: 'مشروع جديد بهذا الصوت' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /1/ })).toBeTruthy());
    expect(callsOf(fake, 'projects.create')).toHaveLength(1);
    expect(callsOf(fake, 'projects.updateSettings')[0]?.input).toMatchObject({ settings: { voiceId: 'v3', dialectCode: 'ar-sa' } });
    expect(useStudioStore.getState().ui.voiceForProjects).toBeNull();
  });
});

describe('History\u2019s "Open in editor" for a take of a draft that has no block', () => {
  it('opens the project the draft became (the same id), once', async () => {
    const draft = storedProject('Old draft', [{ title: 'One', texts: ['draft text'] }]);
    const other = storedProject('Other', [{ title: 'One', texts: ['other text'] }]);
    projectsStudio('en', { projects: [draft, other], lastOpenId: other.id });
    await waitFor(() => expect(blockField('Block 1').value).toBe('other text'));
    act(() => openTakeOrigin({ draftId: draft.id, partIndex: 0 }));
    await waitFor(() => expect(blockField('Block 1').value).toBe('draft text'));
    expect(useStudioStore.getState().ui.projectForProjects).toBeNull();
  });
});

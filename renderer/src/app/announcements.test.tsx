// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useStudioStore } from '../store';
import { renderStudio, resetStudio } from '../testing/render-studio';
import { useAnnouncements } from './announcer';
import { isolate } from '../i18n';

const setUi = (patch: object) => act(() => useStudioStore.setState((s) => ({ ui: { ...s.ui, ...patch } })));
const polite = () => screen.getByTestId('announce-polite').textContent;
const assertive = () => screen.getByTestId('announce-assertive').textContent;

describe('live announcements from the shell', () => {
  afterEach(() => {
    resetStudio();
    useAnnouncements.setState({ polite: '', assertive: '' });
  });

  it('speaks a history sync starting, finishing and failing while History is not showing', async () => {
    const { fake } = await renderStudio('en');
    await setUi({ section: 'voices' });
    act(() => fake.emit('history.syncProgress', { phase: 'listing', done: 1, total: 3 }));
    expect(polite()).toBe('Syncing history…');
    act(() => fake.emit('history.syncProgress', { phase: 'listing', done: 2, total: 3 }));
    expect(polite()).toBe('Syncing history…');
    act(() => fake.emit('history.syncProgress', { phase: 'failed', done: 2, total: 3, errorCode: 'NETWORK' }));
    expect(assertive()).toMatch(/NETWORK|connect/i);
  });

  it('says a chapter the queue finished while Projects is not showing, in the reader\u2019s language', async () => {
    const { fake } = await renderStudio('ar');
    await setUi({ section: 'history' });
    act(() => fake.emit('queue.chapterDone', { projectId: 'p', chapterId: 'c', title: 'الفصل الأول', failed: 0 }));
    expect(polite()).toBe(`وُلِّد الفصل «${isolate('الفصل الأول')}».`);
    await setUi({ section: 'projects' });
    act(() => fake.emit('queue.chapterDone', { projectId: 'p', chapterId: 'c2', title: 'Two', failed: 1 }));
    // On Projects its own status line says it.
    expect(polite()).toBe(`وُلِّد الفصل «${isolate('الفصل الأول')}».`);
  });

  it('says a repeated message again (the text changes invisibly)', async () => {
    await renderStudio('en');
    await setUi({ section: 'voices' });
    const { announce } = await import('./announcer');
    act(() => announce('Same'));
    const first = polite();
    act(() => announce('Same'));
    expect(polite()).not.toBe(first);
    expect(polite()?.trim()).toBe('Same');
  });
});

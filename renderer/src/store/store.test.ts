import { beforeEach, describe, expect, it } from 'vitest';
import {
  markReady,
  openProjectsWithVoice,
  clearVoiceForProjects,
  openTakeOrigin,
  takeProjectToOpen,
  resetStudioStore,
  setAppInfo,
  setAppInfoError,
  setConnectivity,
  setLanguage,
  setTransportKind,
  showSection,
  sliceOf,
  sliceSetter,
  useStudioStore,
} from '.';
import { fakeAppInfo } from '../testing/fake-transport';

const state = () => useStudioStore.getState();

describe('the studio store', () => {
  beforeEach(() => resetStudioStore());

  it('starts empty: no info, not ready, first section, Arabic', () => {
    expect(state().app).toEqual({ info: null, infoError: null, transport: null, connectivity: null, ready: false });
    expect(state().ui).toEqual({
      section: 'voices',
      language: 'ar',
      voiceForProjects: null,
      blockForProjects: null,
      projectForProjects: null,
    });
  });

  it('app actions set their field and leave the rest alone', () => {
    setTransportKind('ipc');
    setAppInfo(fakeAppInfo);
    setConnectivity({ online: false, reason: 'NETWORK' });
    markReady();
    expect(state().app).toEqual({
      info: fakeAppInfo,
      infoError: null,
      transport: 'ipc',
      connectivity: { online: false, reason: 'NETWORK' },
      ready: true,
    });
  });

  it('loading the info clears an earlier info error', () => {
    setAppInfoError({ code: 'NETWORK', message: 'down' });
    expect(state().app.infoError?.code).toBe('NETWORK');
    setAppInfo(fakeAppInfo);
    expect(state().app.infoError).toBeNull();
  });

  it('ui actions switch section and language without touching the app slice', () => {
    const appBefore = state().app;
    showSection('history');
    setLanguage('en');
    expect(state().ui).toEqual({
      section: 'history',
      language: 'en',
      voiceForProjects: null,
      blockForProjects: null,
      projectForProjects: null,
    });
    expect(state().app).toBe(appBefore);
  });

  it('updates immutably: the previous state object is not mutated', () => {
    const before = state();
    showSection('settings');
    expect(before.ui.section).toBe('voices');
    expect(state()).not.toBe(before);
  });

  it('offers a voice to Projects until it is used or dismissed', () => {
    openProjectsWithVoice('voice-1');
    expect(state().ui.section).toBe('projects');
    expect(state().ui.voiceForProjects).toBe('voice-1');
    clearVoiceForProjects();
    expect(state().ui.voiceForProjects).toBeNull();
  });

  it('opens the project a draft became for a take with no block, once', () => {
    openTakeOrigin({ draftId: 'd1', partIndex: 0 });
    expect(state().ui.section).toBe('projects');
    expect(takeProjectToOpen()).toBe('d1');
    expect(takeProjectToOpen()).toBeNull();
  });

  it('a slice setter merges a patch, or a function of the slice, into its slice only', () => {
    const setHistory = sliceSetter('history');
    const history = sliceOf('history');
    const voicesBefore = state().voices;
    setHistory({ total: 3 });
    setHistory((h) => ({ total: h.total + 1, loading: true }));
    expect(history()).toMatchObject({ total: 4, loading: true, items: [] });
    expect(state().voices).toBe(voicesBefore);
  });

  it('reset returns to a fresh start', () => {
    setAppInfo(fakeAppInfo);
    showSection('history');
    resetStudioStore();
    expect(state().app.info).toBeNull();
    expect(state().ui.section).toBe('voices');
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import type { AccountSettings } from '../../../shared/model/account';
import { resetStudioStore, showSection, sliceSetter, useStudioStore, type Section } from '../store';
import { keepSection, keepSectionInProfile, rememberedSection } from './section-memory';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('the section the studio reopens on', () => {
  beforeEach(() => resetStudioStore());

  it('is the one it was left on, not Voices', () => {
    const storage = memoryStorage();
    const stop = keepSection(storage);
    showSection('history');
    stop();
    resetStudioStore();
    expect(useStudioStore.getState().ui.section).toBe('voices');
    keepSection(storage)();
    expect(useStudioStore.getState().ui.section).toBe('history');
  });

  it('reopens a studio left on the Script screen on Projects, where its drafts are now', () => {
    expect(rememberedSection(memoryStorage({ 'sawt.section': 'script' }))).toBe('projects');
  });

  it('ignores what is not a section, and storage that refuses', () => {
    expect(rememberedSection(memoryStorage({ 'sawt.section': 'nowhere' }))).toBeUndefined();
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const stop = keepSection(refusing);
    showSection('settings');
    stop();
    expect(useStudioStore.getState().ui.section).toBe('settings');
  });

  it("is the profile's too: a page with no storage of its own (web mode's new address) reopens there", () => {
    const saved: Section[] = [];
    const stop = keepSectionInProfile((section) => saved.push(section));
    sliceSetter('account')({ settings: settingsWith('projects') });
    expect(useStudioStore.getState().ui.section).toBe('projects');
    expect(saved).toEqual([]);
    showSection('history');
    showSection('projects');
    expect(saved).toEqual(['history', 'projects']);
    stop();
  });

  it('a profile that last closed on the Script screen reopens on Projects', () => {
    const stop = keepSectionInProfile(() => undefined);
    sliceSetter('account')({ settings: settingsWith('script') });
    expect(useStudioStore.getState().ui.section).toBe('projects');
    stop();
  });

  it("a move made before the profile's settings arrive wins, and is saved; what is not a section is ignored", () => {
    const saved: Section[] = [];
    const stop = keepSectionInProfile((section) => saved.push(section));
    showSection('lexicons');
    sliceSetter('account')({ settings: settingsWith('projects') });
    expect(useStudioStore.getState().ui.section).toBe('lexicons');
    expect(saved).toEqual(['lexicons']);
    stop();
    resetStudioStore();
    const again = keepSectionInProfile(() => undefined);
    sliceSetter('account')({ settings: settingsWith('nowhere') });
    expect(useStudioStore.getState().ui.section).toBe('voices');
    again();
  });
});

function settingsWith(reopenSection: string | null): AccountSettings {
  return {
    profileId: 'p-1',
    serviceBaseUrl: { kind: 'sandbox' },
    projectId: null,
    apiKeyId: { source: 'api-key' },
    preferences: { language: 'system', theme: 'system', playAfterGenerate: true, welcomeDone: true, reopenSection },
    sandboxUrl: null,
  };
}

import { beforeEach, describe, expect, it } from 'vitest';
import { resetStudioStore, showSection, useStudioStore } from '../store';
import { keepSection, rememberedSection } from './section-memory';

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
});

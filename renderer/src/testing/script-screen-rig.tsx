// The Script screen's tests share this: a catalogue of two dialects and three voices, one open
// draft, a generated clip, and the screen rendered over the typed fake transport.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { ok } from '../../../shared/contract';
import type { Draft, GeneratedClip } from '../../../shared/model/script';
import type { DialectSummary, VoiceCard } from '../../../shared/model/voices';
import { resetPlayer } from '../audio';
import { applyLanguage } from '../app/language';
import { initI18n, type Language } from '../i18n';
import { resetStudioStore } from '../store';
import { createFakeTransport } from './fake-transport';
import { connectTransport, disconnectTransport } from '../transport';
import { resetDraftSaving } from '../features/script/draft-actions';
import ScriptScreen from '../features/script/ScriptScreen';

const dialects: DialectSummary[] = [
  { id: 'd1', code: 'msa', name: 'Modern Standard Arabic', nameAr: 'العربية الفصحى', language: 'ar', voiceCount: 2, defaultVoiceId: 'v2' },
  { id: 'd2', code: 'en', name: 'English', nameAr: 'الإنجليزية', language: 'en', voiceCount: 1, defaultVoiceId: null },
];
const voice = (id: string, name: string, language: string, dialectCode: string): VoiceCard => ({
  id,
  name,
  language,
  dialectCode,
  dialectId: null,
  tags: [],
  isFavourite: false,
  usedInJobs: null,
  usedInVoiceAgents: null,
  isServiceDefault: false,
  imageUrl: null,
  sampleUrl: null,
  createdAt: null,
});
export const voices = [voice('v1', 'Layla', 'ar', 'msa'), voice('v2', 'Omar', 'ar', 'msa'), voice('v3', 'Emma', 'en', 'en')];
export const draft: Draft = {
  id: 'draft-1',
  name: 'Welcome',
  text: 'مرحبا بكم',
  voiceId: null,
  config: { speed: 1, expressiveness: 0.5 },
  dictionaryIds: [],
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
};
export const clip: GeneratedClip = {
  id: 'h1',
  script: 'مرحبا بكم',
  voiceId: 'v2',
  voiceName: 'Omar',
  createdAt: '2024-01-01T00:00:00Z',
  durationMs: 900,
  // Whatever the core hands out; the screen only passes it to the player (jsdom plays nothing).
  audioUrl: 'clip-h1.wav',
};

export function studio(language: Language = 'en') {
  initI18n(language);
  applyLanguage(language);
  const fake = createFakeTransport('web');
  fake.handle('drafts.list', () =>
    ok({
      drafts: [{ id: draft.id, name: draft.name, preview: '', chars: 9, updatedAt: draft.updatedAt }],
      lastOpenId: draft.id,
      unreadable: [],
    }),
  );
  fake.handle('drafts.get', () => ok(draft));
  fake.handle('drafts.save', (input) => {
    const i = input as Draft;
    return ok({ id: i.id, name: i.name, preview: i.text, chars: i.text.length, updatedAt: 'now' });
  });
  fake.handle('dialects.list', () => ok(dialects));
  fake.handle('voices.list', (input) => {
    const list = voices.filter((v) => v.dialectCode === (input as { dialectCode: string }).dialectCode);
    return ok({ voices: list, total: list.length, refreshedAt: null, stale: false });
  });
  fake.handle('voices.get', (input) => ok(voices.find((v) => v.id === input.voiceId)!));
  fake.handle('dictionaries.list', () =>
    ok({ dictionaries: [{ id: 'x1', name: 'Brand names', wordsCount: 12 }], stale: false, refreshedAt: null }),
  );
  fake.handle('tts.generate', () => ok(clip));
  fake.handle('tts.cancel', () => ok({ cancelled: true }));
  connectTransport(fake.transport);
  render(<ScriptScreen />);
  return fake;
}

export const textarea = () => screen.getByTestId('script-text') as HTMLTextAreaElement;
export const lastCall = (fake: ReturnType<typeof createFakeTransport>, name: string) =>
  [...fake.calls].reverse().find((c) => c.name === name);

/** Registers the stores' and transport's reset around every test of the file that calls it. */
export function withScriptScreenRig(): void {
  beforeEach(() => {
    resetStudioStore();
    resetPlayer();
    resetDraftSaving();
  });

  afterEach(() => {
    cleanup();
    resetDraftSaving();
    disconnectTransport();
  });
}

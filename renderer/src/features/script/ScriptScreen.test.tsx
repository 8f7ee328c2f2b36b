// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../../shared/contract';
import type { Draft, GeneratedClip } from '../../../../shared/model/script';
import type { DialectSummary, VoiceCard } from '../../../../shared/model/voices';
import { resetPlayer, usePlayerStore } from '../../audio';
import { applyLanguage } from '../../app/language';
import { initI18n, type Language } from '../../i18n';
import { resetStudioStore, useStudioStore } from '../../store';
import { createFakeTransport } from '../../testing/fake-transport';
import { connectTransport, disconnectTransport } from '../../transport';
import { resetDraftSaving } from './draft-actions';
import ScriptScreen from './ScriptScreen';

const dialects: DialectSummary[] = [
  { id: 'd1', code: 'msa', name: 'Modern Standard Arabic', nameAr: 'العربية الفصحى', language: 'ar', voiceCount: 2, defaultVoiceId: 'v2' },
  { id: 'd2', code: 'en', name: 'English', nameAr: 'الإنجليزية', language: 'en', voiceCount: 1, defaultVoiceId: null },
];
const voice = (id: string, name: string, language: string, dialectCode: string): VoiceCard => ({
  id, name, language, dialectCode, dialectId: null, tags: [], isFavourite: false, usedInJobs: null, usedInVoiceAgents: null,
  isServiceDefault: false, imageUrl: null, sampleUrl: null, createdAt: null,
});
const voices = [voice('v1', 'Layla', 'ar', 'msa'), voice('v2', 'Omar', 'ar', 'msa'), voice('v3', 'Emma', 'en', 'en')];
const draft: Draft = {
  id: 'draft-1', name: 'Welcome', text: 'مرحبا بكم', voiceId: null, config: { speed: 1, expressiveness: 0.5 }, dictionaryIds: [],
  createdAt: '2024-01-01T00:00:00Z', updatedAt: '2024-01-01T00:00:00Z',
};
const clip: GeneratedClip = {
  id: 'h1', script: 'مرحبا بكم', voiceId: 'v2', voiceName: 'Omar', createdAt: '2024-01-01T00:00:00Z', durationMs: 900, audioUrl: '/api/audio/history/h1',
};

function studio(language: Language = 'en') {
  initI18n(language);
  applyLanguage(language);
  const fake = createFakeTransport('web');
  fake.handle('drafts.list', () => ok({ drafts: [{ id: draft.id, name: draft.name, preview: '', chars: 9, updatedAt: draft.updatedAt }], lastOpenId: draft.id, unreadable: [] }));
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
  fake.handle('voices.get', (input) => ok(voices.find((v) => v.id === (input as { voiceId: string }).voiceId)!));
  fake.handle('dictionaries.list', () => ok({ dictionaries: [{ id: 'x1', name: 'Brand names', wordsCount: 12 }], stale: false, refreshedAt: null }));
  fake.handle('tts.generate', () => ok(clip));
  fake.handle('tts.cancel', () => ok({ cancelled: true }));
  connectTransport(fake.transport);
  render(<ScriptScreen />);
  return fake;
}

const textarea = () => screen.getByTestId('script-text') as HTMLTextAreaElement;
const lastCall = (fake: ReturnType<typeof createFakeTransport>, name: string) => [...fake.calls].reverse().find((c) => c.name === name);

beforeAll(() => {
  // jsdom has no ResizeObserver; radix Slider measures its thumb with one. Nothing resizes here.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterAll(() => vi.unstubAllGlobals());

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

describe('the script editor', () => {
  it('reopens the last draft and starts at the dialect default voice', async () => {
    studio();
    await waitFor(() => expect(textarea().value).toBe('مرحبا بكم'));
    await waitFor(() => expect((screen.getByTestId('voice-select') as HTMLSelectElement).value).toBe('v2'));
    expect(textarea().getAttribute('dir')).toBe('auto');
  });

  it('adopts a voice handed over by "Use this voice"', async () => {
    useStudioStore.setState((s) => ({ ui: { ...s.ui, voiceForScript: 'v3' } }));
    studio();
    await waitFor(() => expect((screen.getByTestId('dialect-select') as HTMLSelectElement).value).toBe('en'));
    expect((screen.getByTestId('voice-select') as HTMLSelectElement).value).toBe('v3');
    expect(useStudioStore.getState().ui.voiceForScript).toBeNull();
  });

  it('saves every change after a short pause, and at once on blur', async () => {
    const fake = studio();
    await waitFor(() => expect(textarea().value).toBe('مرحبا بكم'));
    fireEvent.change(textarea(), { target: { value: 'Hello there' } });
    expect(screen.getByTestId('draft-save-state').dataset.state).toBe('unsaved');
    await waitFor(() => expect((lastCall(fake, 'drafts.save')?.input as Draft | undefined)?.text).toBe('Hello there'));
    await waitFor(() => expect(screen.getByTestId('draft-save-state').dataset.state).toBe('saved'));
    fireEvent.change(textarea(), { target: { value: 'Hello again' } });
    fireEvent.blur(textarea());
    await waitFor(() => expect((lastCall(fake, 'drafts.save')?.input as Draft).text).toBe('Hello again'));
  });

  it('counts as the service does, marks the over-limit state and offers to split', async () => {
    studio();
    await waitFor(() => expect(screen.getByTestId('script-count').textContent).toBe('9 / 3,000 characters'));
    fireEvent.change(textarea(), { target: { value: 'جملة قصيرة. '.repeat(300) } });
    await waitFor(() => expect(screen.getByTestId('script-count').dataset.over).toBe('true'));
    expect(screen.getByTestId('script-count').textContent).toContain('600 over');
    fireEvent.click(screen.getByTestId('split-button'));
    expect(screen.getAllByTestId('script-part')).toHaveLength(2);
  });

  it('warns when the script language does not match the voice', async () => {
    studio();
    await waitFor(() => expect((screen.getByTestId('voice-select') as HTMLSelectElement).value).toBe('v2'));
    expect(screen.queryByTestId('language-warning')).toBeNull();
    fireEvent.change(textarea(), { target: { value: 'This is an English script.' } });
    await waitFor(() => expect(screen.getByTestId('language-warning').textContent).toMatch(/voice speaks Arabic/));
  });

  it('generates on Ctrl+Enter with the draft settings and plays the result at once', async () => {
    const fake = studio();
    await waitFor(() => expect((screen.getByTestId('voice-select') as HTMLSelectElement).value).toBe('v2'));
    fireEvent.keyDown(textarea(), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(screen.getByTestId('generation-result').dataset.clipId).toBe('h1'));
    expect(lastCall(fake, 'tts.generate')?.input).toMatchObject({ voiceId: 'v2', voiceName: 'Omar', script: 'مرحبا بكم', config: { speed: 1, expressiveness: 0.5 } });
    expect(usePlayerStore.getState().clipId).toBe('h1');
  });

  it('shows progress from events and cancels by request id', async () => {
    const fake = studio();
    let finish: (value: unknown) => void = () => {};
    fake.handle('tts.generate', () => new Promise((resolve) => (finish = resolve)) as never);
    await waitFor(() => expect((screen.getByTestId('voice-select') as HTMLSelectElement).value).toBe('v2'));
    fireEvent.click(screen.getByTestId('generate-button'));
    const requestId = (lastCall(fake, 'tts.generate')!.input as { requestId: string }).requestId;
    act(() => fake.emit('tts.generationProgress', { requestId, stage: 'downloading' }));
    expect(screen.getByTestId('generation-progress').textContent).toContain('Downloading the audio');
    fireEvent.click(screen.getByTestId('generation-cancel'));
    expect(lastCall(fake, 'tts.cancel')?.input).toEqual({ requestId });
    await act(async () => finish(fail('CANCELLED', 'x', { messageKey: 'CancelledWhileSending' })));
    expect(screen.getByTestId('generation-error').textContent).toMatch(/will appear in the history after the next sync/);
  });

  it.each([
    [fail('RATE_LIMITED', 'slow', { retryAfterMs: 7_000 }), /try again in 7 seconds/],
    [fail('VALIDATION', 'x', { field: 'script', messageKey: 'ScriptNotArabicOrEnglish' }), /must be Arabic or English/],
    [fail('VALIDATION', 'must be a uuid', { field: 'dictionaryIds' }), /Check the dictionaries: must be a uuid/],
    [fail('NETWORK', 'down'), /You are offline/],
    [fail('UNAUTHORIZED', 'no'), /Check it in Settings/],
    [fail('SERVER', 'boom'), /The service ran into a problem/],
  ])('says clearly what went wrong: %o', async (result, message) => {
    const fake = studio();
    fake.handle('tts.generate', () => result);
    await waitFor(() => expect((screen.getByTestId('voice-select') as HTMLSelectElement).value).toBe('v2'));
    fireEvent.click(screen.getByTestId('generate-button'));
    await waitFor(() => expect(screen.getByTestId('generation-error').textContent).toMatch(message));
  });

  it('puts a chosen tashkeel mark on the selected letters and strips all marks', async () => {
    studio();
    await waitFor(() => expect(textarea().value).toBe('مرحبا بكم'));
    textarea().setSelectionRange(0, 2);
    fireEvent.click(screen.getByRole('button', { name: 'Fatha' }));
    expect(textarea().value).toBe('مَرَحبا بكم');
    fireEvent.click(screen.getByTestId('strip-all'));
    expect(textarea().value).toBe('مرحبا بكم');
  });

  it('speaks Arabic in Arabic, numbers formatted for Arabic by Intl', async () => {
    studio('ar');
    const format = new Intl.NumberFormat('ar');
    await waitFor(() => expect(screen.getByTestId('script-count').textContent).toBe(`الأحرف: ${format.format(9)} / ${format.format(3000)}`));
    expect(screen.getByRole('button', { name: /توليد الكلام/ })).toBeTruthy();
  });
});

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
const voices = [voice('v1', 'Layla', 'ar', 'msa'), voice('v2', 'Omar', 'ar', 'msa'), voice('v3', 'Emma', 'en', 'en')];
const draft: Draft = {
  id: 'draft-1',
  name: 'Welcome',
  text: 'مرحبا بكم',
  voiceId: null,
  config: { speed: 1, expressiveness: 0.5 },
  dictionaryIds: [],
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
};
const clip: GeneratedClip = {
  id: 'h1',
  script: 'مرحبا بكم',
  voiceId: 'v2',
  voiceName: 'Omar',
  createdAt: '2024-01-01T00:00:00Z',
  durationMs: 900,
  audioUrl: '/api/audio/history/h1',
};

function studio(language: Language = 'en') {
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
    expect(lastCall(fake, 'tts.generate')?.input).toMatchObject({
      voiceId: 'v2',
      voiceName: 'Omar',
      script: 'مرحبا بكم',
      config: { speed: 1, expressiveness: 0.5 },
    });
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
    await waitFor(() =>
      expect(screen.getByTestId('script-count').textContent).toBe(`الأحرف: ${format.format(9)} / ${format.format(3000)}`),
    );
    expect(screen.getByRole('button', { name: /توليد الكلام/ })).toBeTruthy();
  });
});

describe('messages that stay true and drafts that start ready', () => {
  const select = (testId: string) => screen.getByTestId(testId) as HTMLSelectElement;
  const ready = () => waitFor(() => expect(select('voice-select').value).toBe('v2'));

  it('"The script is empty" goes as soon as there is text, and follows the language while shown', async () => {
    const fake = studio();
    fake.handle('tts.generate', () => fail('VALIDATION', 'empty', { field: 'script', messageKey: 'ScriptEmpty' }));
    await ready();
    fireEvent.click(screen.getByTestId('generate-button'));
    const error = await screen.findByTestId('generation-error');
    const english = error.textContent;
    await act(async () => initI18n('ar'));
    expect(screen.getByTestId('generation-error').textContent).not.toBe(english);
    fireEvent.change(textarea(), { target: { value: 'نص جديد' } });
    expect(screen.queryByTestId('generation-error')).toBeNull();
  });

  it('"Choose a voice first" goes once a voice is chosen; the last clip goes once the script changes', async () => {
    const fake = studio();
    fake.handle('tts.generate', () => fail('VALIDATION', 'voice', { field: 'voiceId', messageKey: 'VoiceMissing' }));
    await ready();
    fireEvent.click(screen.getByTestId('generate-button'));
    expect((await screen.findByTestId('generation-error')).textContent).toContain('Choose a voice first');
    fireEvent.change(select('voice-select'), { target: { value: 'v1' } });
    expect(screen.queryByTestId('generation-error')).toBeNull();

    fake.handle('tts.generate', () => ok(clip));
    fireEvent.click(screen.getByTestId('generate-button'));
    await screen.findByTestId('generation-result');
    fireEvent.change(textarea(), { target: { value: 'نص آخر' } });
    expect(screen.queryByTestId('generation-result')).toBeNull();
  });

  it('"You are offline" goes when the service can be reached again', async () => {
    const fake = studio();
    fake.handle('tts.generate', () => fail('NETWORK', 'down'));
    await ready();
    act(() => useStudioStore.setState((s) => ({ app: { ...s.app, connectivity: { online: false, reason: 'NETWORK' } } })));
    fireEvent.click(screen.getByTestId('generate-button'));
    expect((await screen.findByTestId('generation-error')).textContent).toMatch(/You are offline/);
    act(() => useStudioStore.setState((s) => ({ app: { ...s.app, connectivity: { online: true } } })));
    expect(screen.queryByTestId('generation-error')).toBeNull();
  });

  it("a new draft takes the dialect's default voice: the user's, else the service's", async () => {
    const fake = studio();
    let made = 0;
    fake.handle('drafts.create', (input) => ok({ ...draft, id: `new-${++made}`, text: '', name: input.name }));
    fake.handle('voices.getServiceDefault', () => ok(voices[0]!));
    await ready();
    fireEvent.change(select('voice-select'), { target: { value: 'v1' } });
    await act(async () => fireEvent.click(screen.getByTestId('draft-new')));
    await waitFor(() => expect(useStudioStore.getState().script.draft?.id).toBe('new-1'));
    await waitFor(() => expect(select('voice-select').value).toBe('v2')); // the user's default for MSA

    fireEvent.change(select('dialect-select'), { target: { value: 'en' } });
    await waitFor(() => expect(select('voice-select').value).toBe('v3'));
    await act(async () => fireEvent.click(screen.getByTestId('draft-new')));
    await waitFor(() => expect(useStudioStore.getState().script.draft?.id).toBe('new-2'));
    // English has no default of the user's: the service's default voice, with its dialect.
    await waitFor(() => expect(select('voice-select').value).toBe('v1'));
    expect(select('dialect-select').value).toBe('msa');
  });

  it('says "loading", never "no voices", while a dialect with voices is loading them', async () => {
    const fake = studio();
    await ready();
    fake.handle('voices.list', () => new Promise<never>(() => {}));
    fireEvent.change(select('dialect-select'), { target: { value: 'en' } });
    await waitFor(() => expect(select('voice-select').textContent).toBe('Loading voices…'));
  });

  it('keeps a dialect chosen while the picker is still loading', async () => {
    const fake = studio();
    let answer: (value: unknown) => void = () => {};
    fake.handle('drafts.get', () => ok({ ...draft, voiceId: 'v3' }));
    fake.handle('voices.get', () => new Promise((resolve) => (answer = resolve)) as never);
    await waitFor(() => expect(fake.calls.some((c) => c.name === 'voices.get')).toBe(true));
    fireEvent.change(select('dialect-select'), { target: { value: 'msa' } });
    await waitFor(() => expect(select('voice-select').value).toBe('v2'));
    await act(async () => answer(ok(voices[2]!)));
    expect(select('dialect-select').value).toBe('msa');
    expect(select('voice-select').value).toBe('v2');
  });
});

// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../shared/contract';
import { initI18n } from '../../i18n';
import { useStudioStore } from '../../store';
import { clip, draft, studio, textarea, voices, withScriptScreenRig } from '../../testing/script-screen-rig';

withScriptScreenRig();

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

  it('"may have been made" stays when the service can be reached again: it still asks for a look in History', async () => {
    const fake = studio();
    fake.handle('tts.generate', () => fail('TIMEOUT', 'late', { outcome: 'maybeMade' }));
    await ready();
    act(() => useStudioStore.setState((s) => ({ app: { ...s.app, connectivity: { online: false, reason: 'TIMEOUT' } } })));
    fireEvent.click(screen.getByTestId('generate-button'));
    const error = await screen.findByTestId('generation-error');
    expect(error.textContent).toBe(
      'The service did not answer in time. The service may still be making the clip: wait a minute, then look in History before generating again, so it is not made twice.',
    );
    act(() => useStudioStore.setState((s) => ({ app: { ...s.app, connectivity: { online: true } } })));
    expect(screen.getByTestId('generation-error')).toBeTruthy();
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

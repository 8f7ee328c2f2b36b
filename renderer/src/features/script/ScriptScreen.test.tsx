// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail } from '../../../../shared/contract';
import type { Draft } from '../../../../shared/model/script';
import { usePlayerStore } from '../../audio';
import { useStudioStore } from '../../store';
import { lastCall, studio, textarea, withScriptScreenRig } from '../../testing/script-screen-rig';

withScriptScreenRig();

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
    await act(async () => finish(fail('CANCELLED', 'x', { messageKey: 'CancelledWhileSending', outcome: 'maybeMade' })));
    expect(screen.getByTestId('generation-error').textContent).toMatch(
      /a clip may have been made. Look in History before generating again/,
    );
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

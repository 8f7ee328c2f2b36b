// @vitest-environment jsdom
import { Howl } from 'howler';
import { describe, expect, it, vi } from 'vitest';
import './howler-fit';

describe('howler fitted to the studio', () => {
  it('stops a clip download without pointing the element at a data: URI (the CSP refuses one)', () => {
    const audio = document.createElement('audio');
    audio.src = '/api/audio/history/h1';
    const load = vi.spyOn(audio, 'load').mockImplementation(() => undefined);
    (Howl.prototype as unknown as { _clearSound(node: HTMLMediaElement): void })._clearSound(audio);
    expect(audio.getAttribute('src')).toBeNull();
    expect(audio.src).not.toMatch(/^data:/);
    expect(load).toHaveBeenCalledOnce();
  });
});

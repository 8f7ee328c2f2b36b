// @vitest-environment jsdom
import { Howl } from 'howler';
import { describe, expect, it, vi } from 'vitest';
import './howler-fit';

/** The prototype's own currentTime, watched: what reaches the element. */
function watchedSeeks() {
  const own = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'currentTime')!;
  const seeks: number[] = [];
  let position = 0;
  const spy = vi.spyOn(HTMLMediaElement.prototype, 'currentTime', 'set').mockImplementation((seconds: number) => {
    seeks.push(seconds);
    position = seconds;
  });
  const read = vi.spyOn(HTMLMediaElement.prototype, 'currentTime', 'get').mockImplementation(() => position);
  return {
    seeks,
    restore: () => {
      spy.mockRestore();
      read.mockRestore();
      Object.defineProperty(HTMLMediaElement.prototype, 'currentTime', own);
    },
  };
}

describe('howler fitted to the studio', () => {
  it('skips a seek to where the element already is, and keeps every other', async () => {
    vi.resetModules();
    const watched = watchedSeeks();
    try {
      const { skipSeeksInPlace: skip } = await import('./howler-fit');
      const audio = document.createElement('audio');
      skip(audio);
      skip(audio); // howler hands pooled elements to later sounds: a second call changes nothing
      audio.currentTime = 0;
      audio.currentTime = 12.5;
      audio.currentTime = 12.5;
      audio.currentTime = 3;
      expect(watched.seeks).toEqual([12.5, 3]);
      expect(audio.currentTime).toBe(3);
    } finally {
      watched.restore();
    }
  });

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

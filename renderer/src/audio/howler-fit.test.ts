// @vitest-environment jsdom
import { Howl, Howler } from 'howler';
import { describe, expect, it, vi } from 'vitest';
import { mediaElementOf } from './howler-fit';

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

  it("ends a sound seeked to its element's exact end, which howler's rounded-up length is past", async () => {
    // What the browser would give: a codec for the clip, and an element that loads and knows its length.
    const codecs = vi.spyOn(Howler, 'codecs').mockReturnValue(true);
    const media = [
      vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined),
      vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined),
      vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined),
    ];
    try {
      const howl = new Howl({ src: ['/api/audio/history/h1'], html5: true, format: ['mp3'] });
      const element = mediaElementOf(howl)!;
      Object.defineProperty(element, 'duration', { configurable: true, value: 73.080045 });
      element.dispatchEvent(new Event('canplay'));
      expect(howl.duration()).toBe(73.1); // howler's end: the element's length rounded up to a tenth
      const soundId = (howl as unknown as { _sounds: Array<{ _id: number }> })._sounds[0]!._id;
      expect(howl.seek(soundId)).toEqual(expect.any(Number)); // one number that is a sound's id still reads a position

      let ended = false;
      howl.on('end', () => (ended = true));
      // The player's End: the element's exact end. Before, howler took it for 0.02 s short of its
      // end and played on, where Chromium starts an ended element again from 0.
      howl.seek(73.080045);
      howl.play();
      await new Promise((resolve) => setTimeout(resolve, 10)); // howler emits in a timer of its own
      expect(ended).toBe(true);
      howl.unload();
    } finally {
      for (const spy of [codecs, ...media]) spy.mockRestore();
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

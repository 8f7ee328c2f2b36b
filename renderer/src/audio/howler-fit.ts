import { Howl, Howler } from 'howler';

/*
 * howler 2.2 as the studio's player needs it: three of its defaults cost a replay time or break
 * the page's Content-Security-Policy. Each adjustment is to a documented-by-source internal of
 * howler (checked against howler.core.js 2.2.4); the player's tests and the CSP end-to-end test
 * fail if a howler release moves one.
 */

/*
 * howler starts an HTML5 sound at 'canplaythrough' (its _canPlayEvent), when Chromium guesses the
 * whole clip will arrive in time; a stream can start at 'canplay', as <audio>.play() does. From a
 * cached clip that guess waits on the route's next part, a replay's delay for nothing (`npm run
 * bench -- replay`, "cached clip: play → playing"). The setting is read at each load and play;
 * 'canplay' is howler's own choice where the other is missing.
 */
(Howler as unknown as { _canPlayEvent: string })._canPlayEvent = 'canplay';

/*
 * To stop an HTML5 sound's download, howler's unload points the element at a data: URI of silence
 * (_clearSound), which the UI's CSP (media-src 'self' blob:) refuses with a console error on every
 * clip that follows another. Removing the src and calling load() is the standard way to abort a
 * media element's fetch: it empties the element without an error event and without a URL at all.
 * (howler compares src with its data: URI only to reload a stopped live stream, which the studio
 * never plays: its clips have a length.)
 */
(Howl.prototype as unknown as { _clearSound(node: HTMLMediaElement): void })._clearSound = (node) => {
  node.removeAttribute('src');
  node.load();
};

/**
 * The <audio> element of an HTML5 Howl. howler keeps it on its sound and does not expose it;
 * undefined for a Web Audio Howl, or if a howler release ever moves it.
 */
export function mediaElementOf(howl: Howl): HTMLMediaElement | undefined {
  const sounds = (howl as unknown as { _sounds?: Array<{ _node?: unknown }> })._sounds;
  const node = sounds?.[0]?._node;
  return node instanceof HTMLMediaElement ? node : undefined;
}

const currentTime =
  typeof HTMLMediaElement === 'undefined' ? undefined : Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'currentTime');

/**
 * howler's play sets `currentTime` to where the sound is (0 on a first play) before play(). In
 * Chromium every assignment is a seek, even to the current position: the element drops back to
 * HAVE_METADATA, waits for a second 'canplay', and only then plays — the largest part of what a
 * cached replay took beyond a bare <audio>. On this element an assignment of the position it
 * already has (and no seek under way) is skipped; any other is the browser's own. Idempotent:
 * howler pools its elements and hands them to later sounds.
 */
export function skipSeeksInPlace(node: HTMLMediaElement): void {
  if (!currentTime?.get || !currentTime.set || Object.prototype.hasOwnProperty.call(node, 'currentTime')) return;
  const { get, set } = currentTime;
  Object.defineProperty(node, 'currentTime', {
    configurable: true,
    enumerable: true,
    get(this: HTMLMediaElement) {
      return get.call(this) as number;
    },
    set(this: HTMLMediaElement, seconds: number) {
      if (seconds === get.call(this) && !this.seeking) return;
      set.call(this, seconds);
    },
  });
}

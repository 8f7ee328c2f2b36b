import { Howl, Howler } from 'howler';

/*
 * howler 2.2 as the studio's player needs it: three of its defaults cost a replay time or break
 * the page's Content-Security-Policy, and its end of an HTML5 sound is not the element's. Each
 * adjustment is to a documented-by-source internal of howler (checked against howler.core.js
 * 2.2.4); the player's tests and the CSP end-to-end test fail if a howler release moves one.
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

/*
 * howler ends an HTML5 sound seeked to its end only if the position reaches ITS end, the element's
 * length rounded up to a tenth (play's `seek >= stop`); short of it, it waits for the element's
 * 'ended'. The player measures in the element's exact length (player.ts lengthOf), so its "end" fell
 * between the two: howler pauses the element for the seek, a paused element reaching its end fires
 * no 'ended', and play() after the seek makes Chromium start an ended element again from 0. So a
 * seek at or past the element's end goes to howler's end, where howler ends the sound itself (at
 * once when playing, at the next play when paused). On the prototype, so the seeks howler queues
 * until a load (replayed through this.seek, once the length is known) pass here too.
 */
type HowlSeek = (this: Howl, ...args: unknown[]) => unknown;
const seekable = Howl.prototype as unknown as { seek: HowlSeek; howlerSeek?: HowlSeek };
// Kept once: this module evaluated again (a test's fresh import, a hot reload) wraps howler's own.
const howlerSeek = (seekable.howlerSeek ??= seekable.seek);
seekable.seek = function seek(this: Howl, ...args: unknown[]) {
  const [target, id] = args;
  // As howler reads its arguments: one number is a sound's id if a sound has it, else a position.
  const sound = args.length === 2 && typeof id === 'number' ? id : undefined;
  const isPosition = typeof target === 'number' && (args.length === 2 || (args.length === 1 && !soundIds(this).includes(target)));
  if (isPosition) {
    const end = mediaElementOf(this, sound)?.duration;
    if (end !== undefined && Number.isFinite(end) && end > 0 && target >= end) args[0] = Math.max(target, this.duration(sound));
  }
  return howlerSeek.apply(this, args);
};

interface HowlSounds {
  _sounds?: Array<{ _id?: unknown; _node?: unknown }>;
}

const soundIds = (howl: Howl): unknown[] => ((howl as unknown as HowlSounds)._sounds ?? []).map((sound) => sound._id);

/**
 * The <audio> element of an HTML5 Howl (of its first sound, or of the one with that id). howler
 * keeps it on its sound and does not expose it; undefined for a Web Audio Howl, or if a howler
 * release ever moves it.
 */
export function mediaElementOf(howl: Howl, soundId?: number): HTMLMediaElement | undefined {
  const sounds = (howl as unknown as HowlSounds)._sounds;
  const node = (soundId === undefined ? sounds?.[0] : sounds?.find((sound) => sound._id === soundId))?._node;
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

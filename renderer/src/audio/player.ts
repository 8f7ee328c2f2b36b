import { Howl } from 'howler';
import { i18n } from '../i18n';
import { mediaElementOf, skipSeeksInPlace } from './howler-fit';
import { whenLoadBegins } from './load-begun';
import { holdViews, initialPlayerState, setPlayerState, usePlayerStore } from './player-store';

export interface Clip {
  id: string;
  /** A same-origin URL such as /api/audio/history/<id>; served with HTTP Range. */
  src: string;
  title?: string;
  /** 'long' (default) streams through HTML5 audio; 'preview' decodes whole through Web Audio. */
  kind?: 'long' | 'preview';
}

/** Playback speeds the bar offers; setRate clamps to this range. */
export const playerRates = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
const minRate = 0.5;
const maxRate = 2;
/** How often the position is read while playing: smooth enough for a seek bar, cheap on renders. */
const positionIntervalMs = 150;

interface Current {
  clip: Clip;
  howl: Howl;
}

let current: Current | null = null;
/** The clip that last ended or failed, so play/seek after the end replays it without the caller. */
let lastClip: Clip | null = null;
let ticker: ReturnType<typeof setInterval> | null = null;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function stopTicker(): void {
  if (ticker !== null) clearInterval(ticker);
  ticker = null;
}

function startTicker(): void {
  stopTicker();
  ticker = setInterval(readPosition, positionIntervalMs);
}

/**
 * The clip's length in seconds: its <audio>'s own where it has one (howler rounds an HTML5 length
 * up to a tenth, which can land on another whole second than the length History shows), else
 * howler's (a decoded preview's is exact).
 */
function lengthOf(howl: Howl): number {
  const exact = mediaElementOf(howl)?.duration;
  return exact !== undefined && Number.isFinite(exact) && exact > 0 ? exact : howl.duration();
}

function readPosition(): void {
  if (!current) return;
  let seek = current.howl.seek();
  // Looping: past the selection's end (checked at the ticker's pace) goes back to its start.
  const { loop, looping } = usePlayerStore.getState();
  if (looping && loop && typeof seek === 'number' && (seek >= loop.end || seek < loop.start - 0.5)) {
    current.howl.seek(loop.start);
    seek = loop.start;
  }
  if (typeof seek === 'number' && Number.isFinite(seek)) setPlayerState({ position: seek });
  const duration = lengthOf(current.howl);
  if (duration > 0 && duration !== usePlayerStore.getState().duration) setPlayerState({ duration });
}

/** Releases the Howl (its audio element or decoded buffer) so finished clips do not pile up. */
function release(): void {
  stopTicker();
  if (!current) return;
  const { howl } = current;
  current = null;
  howl.off();
  howl.unload();
}

function failWith(clip: Clip, key: 'loadFailed' | 'playFailed'): void {
  release();
  lastClip = clip;
  setPlayerState({ status: 'error', error: i18n.t(`player.${key}`) });
}

function start(clip: Clip, from = 0): void {
  // The Howl's <audio> begins loading before the bar and the rows re-render (player-store.ts).
  const releaseViews = holdViews();
  release();
  lastClip = clip;
  const { rate, volume } = usePlayerStore.getState();
  const html5 = clip.kind !== 'preview';
  const howl = new Howl({
    src: [clip.src],
    // The URL has no extension, so name a codec Chromium always has; the browser sniffs the
    // real container (WAV, MP3, Ogg) from the bytes whichever is named.
    format: ['mp3'],
    html5,
    preload: true,
    rate,
    volume,
  });
  const element = mediaElementOf(howl);
  if (element) skipSeeksInPlace(element);
  whenLoadBegins(howl, releaseViews);
  const mine = { clip, howl };
  current = mine;
  const live = () => current === mine;
  howl.on('load', () => {
    // A play waiting on the load learns the length at 'play'. Rendering it now would put a render
    // (howler emits in a timer of its own) between Chromium's canplay and its 'playing'.
    if (live() && usePlayerStore.getState().status !== 'loading') setPlayerState({ duration: lengthOf(howl) });
  });
  howl.on('play', () => {
    if (!live()) return;
    setPlayerState({ status: 'playing', error: null, duration: lengthOf(howl) });
    startTicker();
  });
  howl.on('pause', () => {
    if (!live()) return;
    stopTicker();
    readPosition();
    setPlayerState({ status: 'paused' });
  });
  howl.on('end', () => {
    if (!live()) return;
    const { loop, looping } = usePlayerStore.getState();
    if (looping && loop) {
      // The selection ran to the clip's end: round again rather than finishing.
      howl.seek(loop.start);
      howl.play();
      return;
    }
    const duration = lengthOf(howl);
    release();
    setPlayerState({ status: 'ended', position: duration, duration });
  });
  howl.on('loaderror', () => {
    if (live()) failWith(clip, 'loadFailed');
  });
  howl.on('playerror', () => {
    if (live()) failWith(clip, 'playFailed');
  });
  const sameClip = usePlayerStore.getState().clipId === clip.id;
  setPlayerState({
    clipId: clip.id,
    src: clip.src,
    ...(sameClip ? {} : { loop: null, looping: false }),
    title: clip.title ?? null,
    status: 'loading',
    position: from,
    duration: 0,
    error: null,
  });
  // Howler queues both calls until the audio can play; HTML5 audio starts before it has it all.
  howl.play();
  if (from > 0) howl.seek(from);
}

/** The one player of the app: a new clip stops the one before it. */
export const player = {
  play(clip: Clip): void {
    start(clip);
  },
  pause(): void {
    if (!current) return;
    const { status } = usePlayerStore.getState();
    if (status === 'loading') {
      // Not started yet: drop the queued play so it does not start behind the user's back.
      current.howl.pause();
      setPlayerState({ status: 'paused' });
      return;
    }
    if (current.howl.playing()) current.howl.pause();
  },
  resume(): void {
    const { status, position } = usePlayerStore.getState();
    if (current) {
      if (!current.howl.playing()) current.howl.play();
      return;
    }
    if (lastClip && (status === 'ended' || status === 'error')) {
      start(lastClip, status === 'ended' ? 0 : position);
    }
  },
  toggle(): void {
    const { status } = usePlayerStore.getState();
    if (status === 'playing' || status === 'loading') player.pause();
    else player.resume();
  },
  stop(): void {
    release();
    lastClip = null;
    const { rate, volume } = usePlayerStore.getState();
    setPlayerState({ ...initialPlayerState(), rate, volume });
  },
  seek(seconds: number): void {
    const { duration, status } = usePlayerStore.getState();
    const target = Math.max(0, duration > 0 ? Math.min(seconds, duration) : seconds);
    if (!current) {
      if (lastClip && status === 'ended') start(lastClip, target >= duration ? 0 : target);
      return;
    }
    current.howl.seek(target);
    setPlayerState({ position: target });
  },
  setRate(rate: number): void {
    const next = clamp(rate, minRate, maxRate);
    current?.howl.rate(next);
    setPlayerState({ rate: next });
  },
  /** Sets the loop selection (seconds, either order), or clears it with null. */
  setLoop(range: { start: number; end: number } | null): void {
    if (!range) {
      setPlayerState({ loop: null, looping: false });
      return;
    }
    const { duration } = usePlayerStore.getState();
    const top = duration > 0 ? duration : Math.max(range.start, range.end);
    const start = clamp(Math.min(range.start, range.end), 0, top);
    const end = clamp(Math.max(range.start, range.end), 0, top);
    setPlayerState(end - start >= 0.05 ? { loop: { start, end } } : { loop: null, looping: false });
  },
  setLooping(looping: boolean): void {
    const { loop, position } = usePlayerStore.getState();
    setPlayerState({ looping: looping && loop !== null });
    if (looping && loop && (position < loop.start || position >= loop.end)) player.seek(loop.start);
  },
  setVolume(volume: number): void {
    const next = clamp(volume, 0, 1);
    current?.howl.volume(next);
    setPlayerState({ volume: next });
  },
};

/** Tests: forget everything between cases. */
export function resetPlayer(): void {
  release();
  lastClip = null;
  setPlayerState(initialPlayerState());
}

import { create } from 'zustand';

export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'ended' | 'error';

/** What the app-wide player is doing; the bar and every play button render from this. */
export interface PlayerState {
  clipId: string | null;
  /** The clip's same-origin URL, for what is drawn of it (the waveform). */
  src: string | null;
  title: string | null;
  status: PlayerStatus;
  /** Seconds into the clip. */
  position: number;
  /** Seconds; 0 until the clip's length is known. */
  duration: number;
  rate: number;
  volume: number;
  /** A localised message when status is 'error'. */
  error: string | null;
  /** The loop selection in seconds (start < end), kept per clip. */
  loop: { start: number; end: number } | null;
  /** Whether playback repeats the loop selection. */
  looping: boolean;
}

export const initialPlayerState = (): PlayerState => ({
  clipId: null,
  src: null,
  title: null,
  status: 'idle',
  position: 0,
  duration: 0,
  rate: 1,
  volume: 1,
  error: null,
  loop: null,
  looping: false,
});

type Listener = (state: PlayerState, previous: PlayerState) => void;
/** Who renders from the store (React's subscriptions), told of changes unless they are held. */
const views = new Set<Listener>();
/** While views are held: the state they last heard of. */
let heldFrom: PlayerState | null = null;

/**
 * The player's own small store, apart from the studio store: it changes several times a second
 * while playing and only the player bar and play buttons care. Its state is always current for
 * whoever reads it; only the telling of views can be held (holdViews).
 */
export const usePlayerStore = create<PlayerState>()((_set, _get, api) => {
  const subscribe = api.subscribe;
  subscribe((state, previous) => {
    if (heldFrom === null) for (const view of views) view(state, previous);
  });
  api.subscribe = (listener) => {
    views.add(listener);
    return () => views.delete(listener);
  };
  return initialPlayerState();
});

export const setPlayerState = (patch: Partial<PlayerState>) => usePlayerStore.setState(patch);

/**
 * Views (React) hear of changes only once the returned release is called, then all at once. A
 * play needs this: Chromium begins an <audio>'s load in a task of its own, queued when howler
 * calls load() but run after a store change has had React re-render (a microtask) and the page
 * paint the new bar, which was about three quarters of a cached replay. Held until the load has
 * begun, the render overlaps the fetch instead. Reading the store is never held. Release is
 * idempotent; holds do not nest (a hold while one is on shares its release time).
 */
export function holdViews(): () => void {
  if (heldFrom !== null) return () => undefined;
  const from = usePlayerStore.getState();
  heldFrom = from;
  return () => {
    if (heldFrom !== from) return;
    heldFrom = null;
    const state = usePlayerStore.getState();
    if (state !== from) for (const view of views) view(state, from);
  };
}

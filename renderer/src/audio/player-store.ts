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

/**
 * The player's own small store, apart from the studio store: it changes several times a second
 * while playing and only the player bar and play buttons care.
 */
export const usePlayerStore = create<PlayerState>()(() => initialPlayerState());

export const setPlayerState = (patch: Partial<PlayerState>) => usePlayerStore.setState(patch);

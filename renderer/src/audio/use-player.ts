import { useShallow } from 'zustand/react/shallow';
import { usePlayerStore, type PlayerState } from './player-store';

/**
 * The player's whole state, position included: for the player bar and the playing row only, which
 * show the position. Anything else selects the one fact it shows (useClipSounding).
 */
export function usePlayer(): PlayerState {
  return usePlayerStore(
    useShallow((state) => ({
      clipId: state.clipId,
      src: state.src,
      title: state.title,
      status: state.status,
      position: state.position,
      duration: state.duration,
      rate: state.rate,
      volume: state.volume,
      error: state.error,
      loop: state.loop,
      looping: state.looping,
    })),
  );
}

/**
 * Whether this clip is the one sounding (or loading). A card or button showing play/stop needs
 * only this boolean: it then re-renders when its clip starts or stops, not on every position tick.
 */
export function useClipSounding(clipId: string): boolean {
  return usePlayerStore((state) => state.clipId === clipId && (state.status === 'playing' || state.status === 'loading'));
}

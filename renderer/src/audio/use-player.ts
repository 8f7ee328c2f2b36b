import { useShallow } from 'zustand/react/shallow';
import { usePlayerStore, type PlayerState } from './player-store';

/** The player's state for a component; re-renders only when a field changes. */
export function usePlayer(): PlayerState {
  return usePlayerStore(
    useShallow((state) => ({
      clipId: state.clipId,
      title: state.title,
      status: state.status,
      position: state.position,
      duration: state.duration,
      rate: state.rate,
      volume: state.volume,
      error: state.error,
    })),
  );
}

import { player, type Clip } from './player';
import { usePlayerStore } from './player-store';

/**
 * A/B listening: plays `to` from where the clip `fromId` is now, so the same words are heard in
 * both takes. From a clip that is not the other of the pair, it starts at the beginning.
 */
export function switchClip(to: Clip, fromId: string): void {
  const { clipId, position } = usePlayerStore.getState();
  const at = clipId === fromId ? position : 0;
  player.play(to);
  if (at > 0) player.seek(at);
}

// The app's one audio player. Features import from here only.
export { player, playerRates, resetPlayer, type Clip } from './player';
export { usePlayerStore, type PlayerStatus, type PlayerState } from './player-store';
export { usePlayer, useClipSounding } from './use-player';
export { PlayerBar } from './PlayerBar';
export { formatClipLength, formatClock } from './time';
export { switchClip } from './switch-clip';

// What other features may use of subtitles.
export { pieceSubtitles } from './piece-subtitles';

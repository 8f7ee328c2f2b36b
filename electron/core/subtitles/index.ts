// What other features may use of subtitles.
export { pieceCues, pieceSubtitles, subtitleText, type SubtitleFormat } from './piece-subtitles';
export { fitCues, type Cue, type CueGrouping, type WrittenAudio } from './subtitle-cues';

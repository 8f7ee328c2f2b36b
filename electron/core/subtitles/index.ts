// What other features may use of subtitles.
export { pieceCues, subtitleText, type SubtitleFormat } from './piece-subtitles';
export { cuesOf, fitCues, type Cue, type CueGrouping, type RenderedPart, type WrittenAudio } from './subtitle-cues';

// What other features may use of subtitles.
export { subtitleText, type SubtitleFormat } from './subtitle-writers';
export { cuesOf, fitCues, type Cue, type CueGrouping, type RenderedPart, type WrittenAudio } from './subtitle-cues';

// Pause markers as every editor shows them (the Script editor, a project's blocks): painted in the
// text where they stand, listed in words, and the caps on their silence named where they are typed.
export { PauseHighlight } from './PauseHighlight';
export { PauseMarkers } from './PauseMarkers';
export { silenceText } from './silence-text';
export { pausesAr, pausesEn } from './strings';

// Read-as as every editor shows it (the Script editor today, the project editor's blocks): the
// spoken text with each changed span a button that explains itself, and the choice of reading for
// a span. The editors keep the settings; these components only show them and report choices.
export { ReadAsChoices } from './ReadAsChoices';
export { ReadAsPreview } from './ReadAsPreview';
export { reasonText } from './reasons';
export { readAsAr, readAsEn } from './strings';

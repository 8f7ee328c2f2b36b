// Lexicons as every editor needs them (the Script editor today, the project editor next): the
// entries in effect for the preview and generation, and "Add to lexicon". The Lexicons screen is
// its own feature (features/lexicons). Features import from here only.
export { AddToLexiconButton } from './AddToLexiconButton';
export { getLexicon, loadLexiconsInEffect, requestReadAs, watchLexiconsInEffect, withLexicons } from './lexicon-actions';
export { initialLexiconSlice, type LexiconInEffect, type LexiconSlice } from './lexicon-slice';
export { problemText } from './problem-text';
export { lexiconEn, lexiconAr } from './strings';

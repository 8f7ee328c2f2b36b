export { withActiveLexicons } from './active-lexicons';
export { lexiconReadAs, lexiconReadAsNow, LEXICON_CHANGED_KEY } from './generation-lexicons';
export { lexiconStoreOf, LexiconStore, type LexiconStoreOptions, type NewLexicon } from './lexicon-store';
export { lexiconsFolderOf } from './lexicon-files';
export { importLexicon, type ImportRequest } from './lexicon-import';
export { lexiconsInEffect, upsertEntries, summaryOf } from './lexicon-entries';

export { CacheDatabase, openCacheDatabase, type OpenedCache } from './database';
export { AudioStore } from './audio-store';
export type { Migration } from './migrations/migration';
export { audioHashColumns, audioReferenceChecker, referencedAudioHashes, referencedAudioHashesByShard } from './audio-references';
export { stringsFromJsonColumn } from './json-columns';
export { forgetEntryReferences } from './entry-references';

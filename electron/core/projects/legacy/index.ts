// What the Script screen (before issue 30) left in a profile, read so an upgrade loses nothing:
// drafts become projects (../draft-migration.ts), History names a take of a draft.
export { draftsStoreOf, type DraftsStore } from './drafts-store';
export { withActiveDrafts } from './active-drafts';
export { pieceOfDraft } from './pieces-store';
export { listTakes } from './takes-store';

export { DraftsStore, draftsStoreOf, previewOf, type DraftWrite, type DraftsHome, type DraftsStoreOptions } from './drafts-store';
export { withActiveDrafts } from './active-drafts';
export { DraftsJournal, draftsFolderOf, isDraftId, UNREADABLE_DRAFT_KEY, type UnreadableDraft } from './drafts-journal';
export { migrateDraftsFromCache, journalIdOf, type CacheReader } from './drafts-migration';
export { createPiece, getPiece, listPieces, pieceOfDraft, savePieceParts } from './pieces-store';
export { generatePiece, regeneratePart, type PartRun } from './piece-generation';
export { chooseTake, listTakes, recordTake } from './takes-store';
export { registerPieceAudio, joinedPieceFile } from './piece-audio';
export { getPieceParts } from './pieces-store';

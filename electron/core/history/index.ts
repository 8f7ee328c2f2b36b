// What other features may use of history: the library's rows, generated clips arriving, owned clips.
// Inside, sync/ fills the library from the service and query/ reads it (list, search, facets).
export {
  getHistoryRow,
  historyRowParams,
  keepWrittenText,
  findHistoryRowByScript,
  recordHistoryEntry,
  upsertHistoryRows,
  type CachedHistoryRow,
} from './history-store';
export { receiveGeneratedClip, type ReceivedClip } from './receive-generated';
export { registerHistoryAudio } from './history-audio';
export { resolveOwnedClip, type OwnedClip } from './owned-clip';

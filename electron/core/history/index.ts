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
export { resolveOwnedClip } from './owned-clip';
export { baseNameOf, checkDestination, writeClipAs } from './export-files';
export { removeDragFolder, removeStaleDragFolders } from './export-files';

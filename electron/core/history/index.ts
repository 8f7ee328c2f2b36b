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

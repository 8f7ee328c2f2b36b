export { getHistoryRow, historyRowParams, recordHistoryEntry, upsertHistoryRows, type CachedHistoryRow } from './history-store';
export { registerHistoryAudio } from './history-audio';
export { resolveOwnedClip } from './owned-clip';
export { baseNameOf, writeClipAs } from './export-files';
export { numberedName } from './file-name-template';
export { removeDragFolder, removeStaleDragFolders } from './export-files';

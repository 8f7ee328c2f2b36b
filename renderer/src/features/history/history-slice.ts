/**
 * The history feature's state in the one bound store (store/studio-store.ts mounts it as
 * `history`). Plain data only; actions live beside it as module-level functions calling setState.
 */
export interface HistorySlice {}

export const initialHistorySlice = (): HistorySlice => ({});

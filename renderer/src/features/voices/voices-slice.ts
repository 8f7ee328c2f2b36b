/**
 * The voices feature's state in the one bound store (store/studio-store.ts mounts it as
 * `voices`). Plain data only; actions live beside it as module-level functions calling setState.
 */
export interface VoicesSlice {}

export const initialVoicesSlice = (): VoicesSlice => ({});

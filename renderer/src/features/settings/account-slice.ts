/**
 * The account feature's state in the one bound store (store/studio-store.ts mounts it as
 * `account`). Plain data only; actions live beside it as module-level functions calling setState.
 */
export interface AccountSlice {}

export const initialAccountSlice = (): AccountSlice => ({});

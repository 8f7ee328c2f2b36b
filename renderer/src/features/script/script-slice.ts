/**
 * The script feature's state in the one bound store (store/studio-store.ts mounts it as
 * `script`). Plain data only; actions live beside it as module-level functions calling setState.
 */
export interface ScriptSlice {}

export const initialScriptSlice = (): ScriptSlice => ({});

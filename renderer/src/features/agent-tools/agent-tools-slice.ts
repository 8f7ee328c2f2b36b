/**
 * The agentTools feature's state in the one bound store (store/studio-store.ts mounts it as
 * `agentTools`). Plain data only; actions live beside it as module-level functions calling setState.
 */
export interface AgentToolsSlice {}

export const initialAgentToolsSlice = (): AgentToolsSlice => ({});

/** Operations agents.*, webTools.*, knowledgeBase.* (voice agents' tools and knowledge). Spread into shared/contract/operations.ts. */
export const agentsOperations = {} as const;

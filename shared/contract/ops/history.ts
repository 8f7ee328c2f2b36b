/** Operations history.*, cache.* (sync, list, search, delete, export, cache management). Spread into shared/contract/operations.ts. */
export const historyOperations = {} as const;

/** Operations voices.*, dialects.* (catalogue, favourites, defaults, samples). Spread into shared/contract/operations.ts. */
export const voicesOperations = {} as const;

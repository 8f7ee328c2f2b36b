/** Operations tts.*, drafts.*, dictionaries.* (editor, drafts, generation). Spread into shared/contract/operations.ts. */
export const scriptOperations = {} as const;

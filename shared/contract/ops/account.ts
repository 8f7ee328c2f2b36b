/** Operations secrets.*, settings.*, profiles.*, account.* (the key, settings, profiles, first run). Spread into shared/contract/operations.ts. */
export const accountOperations = {} as const;

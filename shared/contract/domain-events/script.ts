/** Events about generation progress, drafts. Spread into shared/contract/events.ts. */
export const scriptEvents = {} as const;

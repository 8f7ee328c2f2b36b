/** Events about profile and key changes. Spread into shared/contract/events.ts. */
export const accountEvents = {} as const;

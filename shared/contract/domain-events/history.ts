/** Events about sync progress and changes. Spread into shared/contract/events.ts. */
export const historyEvents = {} as const;

/** Events about catalogue refreshes. Spread into shared/contract/events.ts. */
export const voicesEvents = {} as const;

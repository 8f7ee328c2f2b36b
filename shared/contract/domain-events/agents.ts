/** Events about agent item changes. Spread into shared/contract/events.ts. */
export const agentsEvents = {} as const;

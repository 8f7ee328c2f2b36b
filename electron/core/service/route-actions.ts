import type { RouteName } from './api-table';

/**
 * What each route does, in words people read in an error message ("Could not load the voice: …").
 * Kept beside the route table's names so a new route without a description is a type error.
 */
export const routeActions: Record<RouteName, string> = {
  webToolGet: 'load the web tool',
  webToolList: 'list web tools',
  webToolListV2: 'list web tools',
  webToolDelete: 'delete the web tool',
  webToolToggle: 'change whether the web tool is active',
  knowledgeBaseList: 'list knowledge-base items',
  knowledgeBaseGet: 'load the knowledge-base item',
  knowledgeBaseToggle: 'change whether the knowledge-base item is active',
  voiceList: 'list voices',
  voiceGet: 'load the voice',
  voiceDefault: 'load the default voice',
  voiceDelete: 'delete the voice',
  voiceFavourite: 'change whether the voice is a favourite',
  dialectList: 'list dialects',
  historyCreate: 'generate speech',
  historyList: 'list the generation history',
  historyGet: 'load the history entry',
  historyDelete: 'delete the history entry',
  projectByApiKey: 'look up the project of this API key',
  voiceAgentList: 'list voice agents',
  dictionaryList: 'list voice dictionaries',
};

/** The resource a route's `{id}` names, for "not found" messages. */
export const routeSubjects: Partial<Record<RouteName, string>> = {
  webToolGet: 'web tool',
  webToolDelete: 'web tool',
  webToolToggle: 'web tool',
  knowledgeBaseGet: 'knowledge-base item',
  knowledgeBaseToggle: 'knowledge-base item',
  voiceGet: 'voice',
  voiceDefault: 'default voice',
  voiceDelete: 'voice',
  voiceFavourite: 'voice',
  historyGet: 'history entry',
  historyDelete: 'history entry',
};

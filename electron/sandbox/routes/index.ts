import type { RouteHandlers } from './context';
import { historyHandlers } from './histories';
import { knowledgeBaseHandlers } from './knowledge-base';
import { voiceAgentHandlers } from './voice-agents';
import { voiceHandlers } from './voices';
import { webToolHandlers } from './web-tools';

/** One handler per route of http/route-table.ts; the type makes a missing one a compile error. */
export const routeHandlers: RouteHandlers = {
  ...voiceHandlers,
  ...historyHandlers,
  ...webToolHandlers,
  ...knowledgeBaseHandlers,
  ...voiceAgentHandlers,
};

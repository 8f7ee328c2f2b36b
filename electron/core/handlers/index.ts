import type { Handlers } from '../contract/dispatch';
import type { CoreContext } from '../core-context';
import { accountHandlers } from './account';
import { agentsHandlers } from './agents';
import { audioExportHandlers } from '../audio-export/handlers';
import { appHandlers } from './app';
import { historyHandlers } from './history';
import { scriptHandlers } from './script';
import { voicesHandlers } from './voices';

/**
 * Every declared operation's handler, one domain per file. `satisfies Handlers` makes a declared
 * operation without a handler (or a handler for an undeclared one) a type error.
 */
export function createHandlers(core: CoreContext): Handlers {
  return {
    ...appHandlers(core),
    ...accountHandlers(core),
    ...voicesHandlers(core),
    ...scriptHandlers(core),
    ...historyHandlers(core),
    ...agentsHandlers(core),
    ...audioExportHandlers(core),
  } satisfies Handlers;
}

import type { Handlers } from './dispatch';
import type { CoreContext } from '../core-context';
import { accountHandlers } from '../account/handlers';
import { agentsHandlers } from '../agents/handlers';
import { audioHandlers } from '../audio/handlers';
import { audioExportHandlers } from '../audio-export/handlers';
import { deliverablesHandlers } from '../deliverables/handlers';
import { appHandlers } from '../app/handlers';
import { historyHandlers } from '../history/handlers';
import { projectsHandlers } from '../projects/handlers';
import { lexiconsHandlers } from '../lexicons/handlers';
import { speechHandlers } from '../speech/handlers';
import { voicesHandlers } from '../voices/handlers';
import { webhooksHandlers } from '../webhooks/handlers';

/**
 * Every declared operation's handler; each domain's handlers live beside its use-cases
 * (`electron/core/<domain>/handlers.ts`). `satisfies Handlers` makes a declared
 * operation without a handler (or a handler for an undeclared one) a type error.
 */
export function createHandlers(core: CoreContext): Handlers {
  return {
    ...appHandlers(core),
    ...accountHandlers(core),
    ...voicesHandlers(core),
    ...speechHandlers(core),
    ...projectsHandlers(core),
    ...deliverablesHandlers(core),
    ...historyHandlers(core),
    ...agentsHandlers(core),
    ...audioExportHandlers(core),
    ...audioHandlers(core),
    ...webhooksHandlers(core),
    ...lexiconsHandlers(core),
  } satisfies Handlers;
}

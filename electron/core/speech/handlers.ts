import type { speechOperations } from '../../../shared/contract/ops/speech';
import type { Handlers } from '../dispatch/dispatch';
import type { CoreContext } from '../core-context';
import { listDictionaries } from './dictionaries';

/** Handlers of every operation declared in shared/contract/ops/speech.ts. */
export function speechHandlers(core: CoreContext): Pick<Handlers, keyof typeof speechOperations> {
  return {
    'dictionaries.list': (input, ctx) => core.sessions.use((session) => listDictionaries(session, input.search, ctx.signal)),
  };
}

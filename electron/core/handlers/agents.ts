import type { Handlers } from '../contract/dispatch';
import type { CoreContext } from '../core-context';
import type { agentsOperations } from '../../../shared/contract/ops/agents';

/** Handlers of every operation declared in shared/contract/ops/agents.ts. */
export function agentsHandlers(_core: CoreContext): Pick<Handlers, keyof typeof agentsOperations> {
  return {};
}

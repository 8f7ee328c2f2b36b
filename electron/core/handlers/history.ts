import type { Handlers } from '../contract/dispatch';
import type { CoreContext } from '../core-context';
import type { historyOperations } from '../../../shared/contract/ops/history';

/** Handlers of every operation declared in shared/contract/ops/history.ts. */
export function historyHandlers(_core: CoreContext): Pick<Handlers, keyof typeof historyOperations> {
  return {};
}

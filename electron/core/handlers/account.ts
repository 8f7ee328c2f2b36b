import type { Handlers } from '../contract/dispatch';
import type { CoreContext } from '../core-context';
import type { accountOperations } from '../../../shared/contract/ops/account';

/** Handlers of every operation declared in shared/contract/ops/account.ts. */
export function accountHandlers(_core: CoreContext): Pick<Handlers, keyof typeof accountOperations> {
  return {};
}

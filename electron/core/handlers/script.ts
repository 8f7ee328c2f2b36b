import type { Handlers } from '../contract/dispatch';
import type { CoreContext } from '../core-context';
import type { scriptOperations } from '../../../shared/contract/ops/script';

/** Handlers of every operation declared in shared/contract/ops/script.ts. */
export function scriptHandlers(_core: CoreContext): Pick<Handlers, keyof typeof scriptOperations> {
  return {};
}

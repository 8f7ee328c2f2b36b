import type { Handlers } from '../contract/dispatch';
import type { CoreContext } from '../core-context';
import type { voicesOperations } from '../../../shared/contract/ops/voices';

/** Handlers of every operation declared in shared/contract/ops/voices.ts. */
export function voicesHandlers(_core: CoreContext): Pick<Handlers, keyof typeof voicesOperations> {
  return {};
}

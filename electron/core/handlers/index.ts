import type { Handlers } from '../contract/dispatch';
import type { CoreContext } from '../core-context';
import { appHandlers } from './app';

/**
 * Every declared operation's handler, one domain per file. `satisfies Handlers` makes a declared
 * operation without a handler (or a handler for an undeclared one) a type error.
 */
export function createHandlers(core: CoreContext): Handlers {
  return {
    ...appHandlers(core),
  } satisfies Handlers;
}

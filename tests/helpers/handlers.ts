import { fail, operationNames } from '../../shared/contract';
import type { Handlers } from '../../electron/core/dispatch/dispatch';

/**
 * A full `Handlers` for transport tests: the given handlers, and for every other declared
 * operation one that answers INTERNAL "not under test". Keeps transport tests independent of
 * how many operations the features declare.
 */
export function completeHandlers(given: Partial<Handlers>): Handlers {
  const all: Record<string, unknown> = {};
  for (const name of operationNames) all[name] = given[name] ?? (async () => fail('INTERNAL', `${name} is not under test`));
  return all as unknown as Handlers;
}

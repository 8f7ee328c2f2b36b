import { operationNames } from '../../../shared/contract';
import type { KeyRedactor } from '../profiles/api-key-access';
import type { Handlers } from './dispatch';

/**
 * Every handler's answer passes through the redactor before a transport sees it, so no feature's
 * result (nor a service's success body echoed into one) can carry a key to the renderer.
 */
export function redactResults(handlers: Handlers, redactor: KeyRedactor): Handlers {
  const wrapped: Record<string, unknown> = {};
  for (const name of operationNames) {
    const handler = handlers[name] as (input: unknown, ctx: unknown) => Promise<unknown>;
    wrapped[name] = async (input: unknown, ctx: unknown) => redactor.redact(await handler(input, ctx));
  }
  return wrapped as Handlers;
}

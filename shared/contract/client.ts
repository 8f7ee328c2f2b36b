import type { Result } from './errors';
import type { OperationName } from './operations';
import type { EventName } from './events';
import { isEventName, operationNames } from './names';
import type { StudioApi } from './types';

export type Invoke = (name: OperationName, input: unknown) => Promise<Result<unknown>>;
export type Subscribe = (name: EventName, listener: (payload: unknown) => void) => () => void;

/**
 * Builds `studio.<domain>.<verb>` from the declared operation names over a transport's two
 * primitives. Used by the preload (over IPC) and by the renderer's web transport (over HTTP), so
 * both expose exactly the contract and nothing else.
 */
export function buildStudioApi(invoke: Invoke, subscribe: Subscribe): StudioApi {
  const api: Record<string, Record<string, unknown>> = {};
  for (const name of operationNames) {
    const dot = name.indexOf('.');
    const domain = name.slice(0, dot);
    const verb = name.slice(dot + 1);
    (api[domain] ??= {})[verb] = (input?: unknown) => invoke(name, input ?? {});
  }
  api.events = {
    on(name: EventName, listener: (payload: unknown) => void) {
      if (!isEventName(name)) throw new Error(`Unknown event "${String(name)}"`);
      return subscribe(name, listener);
    },
  };
  return api as unknown as StudioApi;
}

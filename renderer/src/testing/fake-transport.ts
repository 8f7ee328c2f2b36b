import {
  buildStudioApi,
  fail,
  ok,
  type EventName,
  type OperationName,
  type PayloadOf,
  type Result,
} from '../../../shared/contract';
import type { AppInfo, TransportKind } from '../../../shared/model/app';
import type { Transport } from '../transport';

export const fakeAppInfo: AppInfo = {
  name: 'Sawt Studio',
  version: '9.8.7',
  transport: 'web',
  dataDir: '/home/test/.config/sawt-studio',
  platform: 'linux',
};

type Handler = (input: unknown) => Promise<Result<unknown>> | Result<unknown>;

/**
 * An in-memory StudioApi built through the real `buildStudioApi`, so tests exercise exactly the
 * contract's surface. Handlers can be replaced per test; events are pushed with `emit`.
 */
export function createFakeTransport(kind: TransportKind = 'web') {
  const calls: Array<{ name: OperationName; input: unknown }> = [];
  const handlers = new Map<OperationName, Handler>([
    ['app.info', () => ok({ ...fakeAppInfo, transport: kind })],
    ['app.ping', (input) => ok({ message: (input as { message: string }).message, serverTime: 1, transport: kind })],
  ]);
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>();

  const studio = buildStudioApi(
    async (name, input) => {
      calls.push({ name, input });
      const handler = handlers.get(name);
      // Like a real transport, never throw: an operation the test did not stub answers with an
      // error result (and is visible in `calls`), so screens behave as they would on a failure.
      if (!handler) return fail('INTERNAL', `fake transport: no handler for ${name}`);
      return handler(input);
    },
    (name, listener) => {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      set.add(listener);
      return () => set.delete(listener);
    },
  );

  const transport: Transport = { kind, studio };
  return {
    transport,
    calls,
    handle(name: OperationName, handler: Handler) {
      handlers.set(name, handler);
    },
    emit<E extends EventName>(name: E, payload: PayloadOf<E>) {
      for (const listener of listeners.get(name) ?? []) listener(payload);
    },
    listenerCount(name: EventName) {
      return listeners.get(name)?.size ?? 0;
    },
  };
}

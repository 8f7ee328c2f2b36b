import {
  buildStudioApi,
  fail,
  ok,
  type EventName,
  type InputOf,
  type OperationName,
  type PayloadOf,
  type Result,
  type ValueOf,
} from '../../../shared/contract';
import { emptyLexiconDigest } from '../../../shared/lexicon';
import type { AppInfo, TransportKind } from '../../../shared/model/app';
import type { Transport } from '../transport';

export const fakeAppInfo: AppInfo = {
  name: 'Sawt Studio',
  version: '9.8.7',
  transport: 'web',
  dataDir: '/home/test/.config/sawt-studio',
  platform: 'linux',
};

/** What a fake handler receives: the caller's input as sent (optional inputs may be absent). */
type HandlerInput<N extends OperationName> = {} extends InputOf<N> ? InputOf<N> | undefined : InputOf<N>;

/**
 * A stand-in for one operation, typed by the shared contract: a handler whose input or answer no
 * longer matches the contract fails to compile, so the fake cannot drift from the real core.
 */
export type FakeHandler<N extends OperationName> = (input: HandlerInput<N>) => Promise<Result<ValueOf<N>>> | Result<ValueOf<N>>;

type AnyHandler = (input: unknown) => Promise<Result<unknown>> | Result<unknown>;

/**
 * An in-memory StudioApi built through the real `buildStudioApi`, so tests exercise exactly the
 * contract's surface. Handlers can be replaced per test; events are pushed with `emit`.
 */
export function createFakeTransport(kind: TransportKind = 'web') {
  const calls: Array<{ name: OperationName; input: unknown }> = [];
  // Stored loosely (a map cannot key each entry's type by its name); `handle` is where types hold.
  const handlers = new Map<OperationName, AnyHandler>();
  function handle<N extends OperationName>(name: N, handler: FakeHandler<N>): void {
    handlers.set(name, handler as AnyHandler);
  }
  handle('app.info', () => ok({ ...fakeAppInfo, transport: kind }));
  handle('app.ping', (input) => ok({ message: input.message, serverTime: 1, transport: kind }));
  // A profile with no lexicons, as a new studio has (a test about lexicons replaces it).
  handle('lexicons.inEffect', (input) => ok({ projectId: input.projectId, digest: emptyLexiconDigest, entries: [] }));
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
    handle,
    emit<E extends EventName>(name: E, payload: PayloadOf<E>) {
      for (const listener of listeners.get(name) ?? []) listener(payload);
    },
    listenerCount(name: EventName) {
      return listeners.get(name)?.size ?? 0;
    },
  };
}

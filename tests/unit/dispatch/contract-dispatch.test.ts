import { describe, expect, it } from 'vitest';
import { buildStudioApi, errorCodes, fail, ok, operationNames, operations, type Result } from '../../../shared/contract';
import { dispatch, type Handlers } from '../../../electron/core/dispatch/dispatch';
import { completeHandlers } from '../../helpers/handlers';

function handlersWith(overrides: Partial<Handlers> = {}): Handlers {
  return completeHandlers({
    'app.info': async () => ok({ name: 'Sawt Studio', version: '0', transport: 'web', dataDir: '/tmp/x', platform: 'linux' }),
    'app.ping': async (input) => ok({ message: input.message, serverTime: 1, transport: 'web' }),
    ...overrides,
  });
}

describe('dispatch: the one road into the core', () => {
  it('runs the handler with the parsed input and returns its ok envelope', async () => {
    const result = await dispatch(handlersWith(), 'app.ping', { message: 'marhaba' }, { transport: 'web' });
    expect(result).toEqual({ ok: true, value: { message: 'marhaba', serverTime: 1, transport: 'web' } });
  });

  it('rejects input that does not match the schema, naming the field, without calling the handler', async () => {
    let called = false;
    const handlers = handlersWith({
      'app.ping': async () => {
        called = true;
        return ok({ message: '', serverTime: 0, transport: 'web' });
      },
    });
    const result = await dispatch(handlers, 'app.ping', { message: 42 }, { transport: 'web' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('VALIDATION');
      expect(result.error.field).toBe('message');
      expect(result.error.message).toMatch(/^message: /);
    }
    expect(called).toBe(false);
  });

  it('rejects unknown extra fields (schemas are strict) and non-object input', async () => {
    const extra = await dispatch(handlersWith(), 'app.ping', { message: 'x', sneaky: 1 }, { transport: 'web' });
    expect(extra.ok).toBe(false);
    const notObject = await dispatch(handlersWith(), 'app.info', 'hello', { transport: 'web' });
    expect(notObject.ok).toBe(false);
  });

  it('answers NOT_FOUND for an undeclared operation, including prototype names', async () => {
    for (const name of ['app.shutdown', '__proto__', 'constructor', 'toString', 42, null]) {
      const result = await dispatch(handlersWith(), name, {}, { transport: 'ipc' });
      expect(result).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    }
  });

  it('turns a handler that throws into INTERNAL without leaking the thrown message', async () => {
    const handlers = handlersWith({
      'app.info': async () => {
        throw new Error('secret detail /home/user/key');
      },
    });
    const original = console.error;
    console.error = () => {};
    try {
      const result = await dispatch(handlers, 'app.info', {}, { transport: 'ipc' });
      expect(result).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
      expect(JSON.stringify(result)).not.toContain('secret detail');
    } finally {
      console.error = original;
    }
  });

  it('passes a handler error result through unchanged', async () => {
    const handlers = handlersWith({ 'app.info': async () => fail('OFFLINE', 'The service cannot be reached') });
    const result = await dispatch(handlers, 'app.info', {}, { transport: 'ipc' });
    expect(result).toEqual({ ok: false, error: { code: 'OFFLINE', message: 'The service cannot be reached' } });
  });
});

describe('the contract declaration', () => {
  it('names every operation domain.verbNoun with a doc line', () => {
    for (const name of operationNames) {
      expect(name).toMatch(/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*$/);
      expect(operations[name].doc.length).toBeGreaterThan(10);
    }
  });

  it('has a closed list of error codes without duplicates', () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
  });

  it('builds a client with exactly the declared operations and no generic invoke', async () => {
    const calls: string[] = [];
    const api = buildStudioApi(
      async (name) => {
        calls.push(name);
        return ok(null) as Result<unknown>;
      },
      () => () => {},
    );
    const exposed = Object.entries(api).flatMap(([domain, verbs]) =>
      domain === 'events' ? [] : Object.keys(verbs as object).map((verb) => `${domain}.${verb}`),
    );
    expect(exposed.sort()).toEqual([...operationNames].sort());
    expect(Object.keys(api.events)).toEqual(['on']);
    expect('invoke' in api).toBe(false);
    await api.app.ping({ message: 'x' });
    expect(calls).toEqual(['app.ping']);
    expect(() => api.events.on('app.nope' as never, () => {})).toThrow(/Unknown event/);
  });
});

// Compile-time guarantee (checked by `npm run typecheck`): leaving out a declared operation's
// handler is a type error.
// @ts-expect-error 'app.ping' is missing
const _incomplete: Handlers = { 'app.info': handlersWith()['app.info'] };

import { describe, expect, it } from 'vitest';
import { sessionExpiredMessage } from './http-failure';
import type { EventSourceLike, FetchLike } from './types';
import { createWebTransport } from './web-transport';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A recording stand-in for EventSource: one instance per `new`, events pushed by the test. */
function fakeEventSourceClass() {
  const instances: FakeEventSource[] = [];
  class FakeEventSource implements EventSourceLike {
    readonly listeners = new Map<string, Set<(event: MessageEvent) => void>>();
    closed = false;
    constructor(readonly url: string) {
      instances.push(this);
    }
    addEventListener(type: string, listener: (event: MessageEvent) => void) {
      const set = this.listeners.get(type) ?? new Set();
      this.listeners.set(type, set);
      set.add(listener);
    }
    removeEventListener(type: string, listener: (event: MessageEvent) => void) {
      this.listeners.get(type)?.delete(listener);
    }
    close() {
      this.closed = true;
    }
    push(type: string, data: string) {
      for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
    }
  }
  return { FakeEventSource, instances };
}

function transportWith(fetch: FetchLike) {
  const { FakeEventSource, instances } = fakeEventSourceClass();
  return { ...createWebTransport({ fetch, EventSource: FakeEventSource }), sources: instances };
}

describe('web transport: operations', () => {
  it('posts the input as JSON to /api/ops/<name> and returns the Result body', async () => {
    const requests: Array<{ url: string; init: RequestInit }> = [];
    const { studio, kind } = transportWith(async (url, init) => {
      requests.push({ url, init });
      return jsonResponse({ ok: true, value: { message: 'hi', serverTime: 5, transport: 'web' } });
    });
    const result = await studio.app.ping({ message: 'hi' });
    expect(kind).toBe('web');
    expect(result).toEqual({ ok: true, value: { message: 'hi', serverTime: 5, transport: 'web' } });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/api/ops/app.ping');
    expect(requests[0]?.init.method).toBe('POST');
    expect(new Headers(requests[0]?.init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(requests[0]?.init.body))).toEqual({ message: 'hi' });
  });

  it('sends {} for an operation called without input', async () => {
    let body: unknown;
    const { studio } = transportWith(async (_url, init) => {
      body = JSON.parse(String(init.body));
      return jsonResponse({ ok: true, value: {} });
    });
    await studio.app.info();
    expect(body).toEqual({});
  });

  it('passes an error Result through unchanged, with its extra fields', async () => {
    const error = { code: 'VALIDATION', message: 'message: too long', field: 'message' };
    const { studio } = transportWith(async () => jsonResponse({ ok: false, error }));
    expect(await studio.app.ping({ message: 'x' })).toEqual({ ok: false, error });
  });

  it('maps 401 to UNAUTHORIZED with the "session expired" message', async () => {
    const { studio } = transportWith(async () => new Response('', { status: 401 }));
    expect(await studio.app.info()).toEqual({
      ok: false,
      error: { code: 'UNAUTHORIZED', message: sessionExpiredMessage, status: 401 },
    });
  });

  it.each([
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [415, 'INTERNAL'],
    [429, 'RATE_LIMITED'],
    [500, 'SERVER'],
    [502, 'SERVER'],
  ])('maps HTTP %i to %s and keeps the status', async (status, code) => {
    const { studio } = transportWith(async () => new Response('nope', { status }));
    const result = await studio.app.info();
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.status).toBe(status);
    }
  });

  it('maps a failed fetch (server gone) to NETWORK', async () => {
    const { studio } = transportWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await studio.app.info();
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('NETWORK');
      expect(result.error.message).toContain('Failed to fetch');
    }
  });

  it('maps an aborted fetch to CANCELLED', async () => {
    const { studio } = transportWith(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const result = await studio.app.info();
    expect(!result.ok && result.error.code).toBe('CANCELLED');
  });

  it('maps a body that is not JSON to BAD_RESPONSE', async () => {
    const { studio } = transportWith(async () => new Response('<html>proxy login</html>', { status: 200 }));
    const result = await studio.app.info();
    expect(!result.ok && result.error.code).toBe('BAD_RESPONSE');
  });

  it('maps JSON that is not a Result envelope to BAD_RESPONSE', async () => {
    for (const body of [{ version: '1' }, { ok: false, error: { code: 'NOT_A_CODE', message: 'x' } }, null, []]) {
      const { studio } = transportWith(async () => jsonResponse(body));
      const result = await studio.app.info();
      expect(!result.ok && result.error.code).toBe('BAD_RESPONSE');
    }
  });
});

describe('web transport: events', () => {
  it('opens one EventSource on /api/events and delivers parsed payloads by event name', async () => {
    const transport = transportWith(async () => jsonResponse({ ok: true, value: {} }));
    expect(transport.sources).toHaveLength(0); // Nothing opened until someone listens.
    const received: unknown[] = [];
    transport.studio.events.on('app.connectivityChanged', (payload) => received.push(payload));
    transport.studio.events.on('app.connectivityChanged', (payload) => received.push(payload));
    expect(transport.sources).toHaveLength(1);
    const source = transport.sources[0]!;
    expect(source.url).toBe('/api/events');
    source.push('app.connectivityChanged', JSON.stringify({ online: false, reason: 'NETWORK' }));
    expect(received).toEqual([
      { online: false, reason: 'NETWORK' },
      { online: false, reason: 'NETWORK' },
    ]);
  });

  it('drops a malformed frame instead of delivering it', () => {
    const transport = transportWith(async () => jsonResponse({ ok: true, value: {} }));
    const received: unknown[] = [];
    transport.studio.events.on('app.connectivityChanged', (payload) => received.push(payload));
    transport.sources[0]!.push('app.connectivityChanged', '{not json');
    expect(received).toEqual([]);
  });

  it('stops delivering after unsubscribe and closes the stream after the last one', () => {
    const transport = transportWith(async () => jsonResponse({ ok: true, value: {} }));
    const received: unknown[] = [];
    const stopA = transport.studio.events.on('app.connectivityChanged', (p) => received.push(['a', p]));
    const stopB = transport.studio.events.on('app.connectivityChanged', (p) => received.push(['b', p]));
    const source = transport.sources[0]!;
    stopA();
    stopA(); // Idempotent: a second call must not close the stream under B.
    expect(source.closed).toBe(false);
    source.push('app.connectivityChanged', '{"online":true}');
    expect(received).toEqual([['b', { online: true }]]);
    stopB();
    expect(source.closed).toBe(true);
    // A later subscription opens a fresh stream.
    transport.studio.events.on('app.connectivityChanged', () => undefined);
    expect(transport.sources).toHaveLength(2);
  });

  it('refuses an event name the contract does not declare', () => {
    const transport = transportWith(async () => jsonResponse({ ok: true, value: {} }));
    const on = transport.studio.events.on as (name: string, listener: () => void) => () => void;
    expect(() => on('secrets.leaked', () => undefined)).toThrow(/Unknown event/);
    expect(transport.sources).toHaveLength(0);
  });
});

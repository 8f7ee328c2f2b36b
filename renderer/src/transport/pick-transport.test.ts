import { describe, expect, it } from 'vitest';
import { buildStudioApi, ok } from '../../../shared/contract';
import { pickTransport, type TransportHost } from './pick-transport';
import type { EventSourceLike } from './types';

class UnusedEventSource implements EventSourceLike {
  addEventListener() {}
  removeEventListener() {}
  close() {}
}

function host(overrides: Partial<TransportHost> = {}): TransportHost & { fetched: string[] } {
  const fetched: string[] = [];
  return {
    fetched,
    fetch: async (url) => {
      fetched.push(url);
      return new Response(JSON.stringify({ ok: true, value: { version: 'web' } }));
    },
    EventSource: UnusedEventSource,
    ...overrides,
  };
}

describe('pickTransport', () => {
  it('uses the preload API over IPC when window.studio exists, and never fetches', async () => {
    const studio = buildStudioApi(
      async () => ok({ version: 'ipc' }),
      () => () => undefined,
    );
    const page = host({ studio });
    const transport = pickTransport(page);
    expect(transport.kind).toBe('ipc');
    expect(transport.studio).toBe(studio);
    await transport.studio.app.info();
    expect(page.fetched).toEqual([]);
  });

  it('falls back to web mode over same-origin HTTP without window.studio', async () => {
    const page = host();
    const transport = pickTransport(page);
    expect(transport.kind).toBe('web');
    expect(await transport.studio.app.info()).toEqual({ ok: true, value: { version: 'web' } });
    expect(page.fetched).toEqual(['/api/ops/app.info']);
  });

  it('calls fetch with the host as `this` (window.fetch throws "Illegal invocation" otherwise)', async () => {
    const page = {
      EventSource: UnusedEventSource,
      fetch(this: unknown) {
        if (this !== page) throw new TypeError('Illegal invocation');
        return Promise.resolve(new Response(JSON.stringify({ ok: true, value: {} })));
      },
    };
    const result = await pickTransport(page).studio.app.info();
    expect(result.ok).toBe(true);
  });
});

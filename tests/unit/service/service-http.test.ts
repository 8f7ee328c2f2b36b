import { describe, expect, it } from 'vitest';
import { ServiceClient, type ServiceClientOptions } from '../../../electron/core/service/client';

/** A fetch that answers from a script, recording what it was asked; no network at all. */
type Step = Response | Error | ((init: RequestInit) => Promise<Response>);
function scripted(steps: Step[]) {
  const calls: Array<{ url: string; method: string; headers: Record<string, string>; body?: string }> = [];
  const fakeFetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    calls.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      ...(typeof init.body === 'string' ? { body: init.body } : {}),
    });
    const step = steps.length > 1 ? steps.shift() : steps[0];
    if (step === undefined) throw new Error('script exhausted');
    if (step instanceof Error) throw step;
    if (typeof step === 'function') return step(init);
    return step.clone();
  }) as typeof globalThis.fetch;
  return { fetch: fakeFetch, calls };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const dialects = json(200, {
  success: true,
  message: 'ok',
  messageKey: 'OPERATION_SUCCESSFUL',
  data: [{ id: 'd1', name: 'Egyptian', language: 'ar', languageCode: 'egy' }],
});
const networkError = (code: string) => Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(code), { code }) });

function client(fetch: typeof globalThis.fetch, extra: Partial<ServiceClientOptions> = {}) {
  const sleeps: number[] = [];
  const instance = new ServiceClient({
    baseUrl: 'http://service.test/',
    getApiKey: async () => 'k-123',
    getProjectId: () => 'p-1',
    fetch,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    retry: { maxAttempts: 4, baseDelayMs: 100, maxDelayMs: 1_000 },
    ...extra,
  });
  return { client: instance, sleeps };
}

describe('request basics', () => {
  it('sends the key as "Authorization: Token <key>" and projectId on v2 routes only', async () => {
    const script = scripted([dialects, json(200, { data: { total: 0, filtered: 0, voiceAgents: [] } })]);
    const { client: c } = client(script.fetch);
    expect((await c.listDialects()).ok).toBe(true);
    expect((await c.listVoiceAgents({ page: 2, pageSize: 5 })).ok).toBe(true);
    expect(script.calls[0]).toMatchObject({ url: 'http://service.test/v2/tts/dialects?projectId=p-1', method: 'GET' });
    expect(script.calls[0]!.headers.authorization).toBe('Token k-123');
    expect(script.calls[1]!.url).toBe('http://service.test/v1/voice-agents?skip=2&take=5');
  });

  it('spells query names from the table: repeated keys for arrays, "true"/"false" for booleans', async () => {
    const script = scripted([json(200, { data: { total: 0, filtered: 0, items: [] } })]);
    const { client: c } = client(script.fetch);
    await c.listKnowledgeBase({
      voiceAgentId: 'a',
      used: false,
      isActive: true,
      types: ['TEXT', 'URL'],
      statuses: ['FAILED'],
      extensions: ['pdf', 'txt'],
      sortBy: 'words',
      sortOrder: 'desc',
      search: 'سلام',
      page: 1,
      pageSize: 10,
    });
    const url = new URL(script.calls[0]!.url);
    expect(url.pathname).toBe('/v1/voice-agents/knowledge-base/list');
    expect(url.searchParams.getAll('type')).toEqual(['TEXT', 'URL']);
    expect(url.searchParams.getAll('extension')).toEqual(['pdf', 'txt']);
    expect(Object.fromEntries([...url.searchParams].filter(([k]) => k !== 'type' && k !== 'extension'))).toEqual({
      voiceAgentId: 'a',
      isActive: 'true',
      used: 'false',
      skip: '1',
      take: '10',
      search: 'سلام',
      status: 'FAILED',
      sortBy: 'words',
      sortOrder: 'desc',
    });
  });

  it('treats a v1 body with success:false on HTTP 200 as success', async () => {
    const script = scripted([json(200, { success: false, message: 'Web tool deleted: FUNCTION', data: null })]);
    const result = await client(script.fetch).client.deleteWebTool('w1');
    expect(result).toEqual({ ok: true, value: { message: 'Web tool deleted: FUNCTION' } });
  });

  it('accepts an empty 204 for a call without data', async () => {
    const script = scripted([new Response(null, { status: 204 })]);
    expect(await client(script.fetch).client.setVoiceFavourite('v1', true)).toEqual({ ok: true, value: {} });
    expect(JSON.parse(script.calls[0]!.body!)).toEqual({ isFavourite: true });
  });

  it('reports a 200 that is not JSON as BAD_RESPONSE', async () => {
    const script = scripted([new Response('<html>oops</html>', { status: 200 })]);
    const result = await client(script.fetch).client.listDialects();
    expect(result).toMatchObject({ ok: false, error: { code: 'BAD_RESPONSE' } });
  });

  it('names the wrong field of a bad 200 body', async () => {
    // A wrong list item is left out (service-schemas.test.ts); a wrong page field fails the call.
    const script = scripted([json(200, { data: { ttsHistories: [], totalPages: 'many', page: 1, totalCount: 1 } })]);
    const result = await client(script.fetch).client.listHistory();
    expect(result).toMatchObject({ ok: false, error: { code: 'BAD_RESPONSE', field: 'data.totalPages' } });
    if (!result.ok) expect(result.error.message).toContain('data.totalPages');
  });
});

describe('no key, bad key', () => {
  it('returns NO_API_KEY without a request', async () => {
    const script = scripted([dialects]);
    const result = await client(script.fetch, { getApiKey: async () => null }).client.listDialects();
    expect(result).toMatchObject({ ok: false, error: { code: 'NO_API_KEY' } });
    expect(script.calls).toHaveLength(0);
  });

  it('returns KEYCHAIN_UNAVAILABLE when reading the key fails', async () => {
    const script = scripted([dialects]);
    const result = await client(script.fetch, { getApiKey: () => Promise.reject(new Error('locked')) }).client.listDialects();
    expect(result).toMatchObject({ ok: false, error: { code: 'KEYCHAIN_UNAVAILABLE' } });
    expect(script.calls).toHaveLength(0);
  });

  it('refuses a key that cannot be a header value, without sending it', async () => {
    const script = scripted([dialects]);
    const result = await client(script.fetch, { getApiKey: async () => 'abc\ndef' }).client.listDialects();
    expect(result).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
    expect(script.calls).toHaveLength(0);
  });
});

describe('retries', () => {
  it('retries a GET on 503, 503 then succeeds: three calls', async () => {
    const script = scripted([json(503, { code: 500 }), json(503, { code: 500 }), dialects]);
    const { client: c, sleeps } = client(script.fetch);
    expect((await c.listDialects()).ok).toBe(true);
    expect(script.calls).toHaveLength(3);
    expect(sleeps).toEqual([50, 100]); // full jitter at r = 0.5 of 100 and 200
  });

  it('waits at least Retry-After before retrying a 429', async () => {
    const script = scripted([json(429, {}, { 'retry-after': '2' }), dialects]);
    const { client: c, sleeps } = client(script.fetch);
    expect((await c.listDialects()).ok).toBe(true);
    expect(sleeps).toEqual([2_000]);
  });

  it('gives up after maxAttempts with the last error', async () => {
    const script = scripted([json(502, 'bad gateway')]);
    const result = await client(script.fetch).client.listDialects();
    expect(result).toMatchObject({ ok: false, error: { code: 'SERVER', status: 502 } });
    expect(script.calls).toHaveLength(4);
  });

  it.each([400, 401, 403, 404])('never retries HTTP %i', async (status) => {
    const script = scripted([json(status, { code: status, message: 'no' }), dialects]);
    const result = await client(script.fetch).client.listDialects();
    expect(result.ok).toBe(false);
    expect(script.calls).toHaveLength(1);
  });

  it('retries a GET after a reset connection', async () => {
    const script = scripted([networkError('ECONNRESET'), dialects]);
    expect((await client(script.fetch).client.listDialects()).ok).toBe(true);
    expect(script.calls).toHaveLength(2);
  });

  it('does not resend a POST after a 503 or a lost response', async () => {
    for (const failure of [json(503, { code: 500 }), networkError('UND_ERR_SOCKET')]) {
      const script = scripted([failure, json(200, { data: null })]);
      const result = await client(script.fetch).client.setWebToolActive({ voiceAgentId: 'a', webToolId: 'w', isActive: true });
      expect(result.ok).toBe(false);
      expect(script.calls).toHaveLength(1);
    }
  });

  it('resends a POST whose connection was refused before anything was sent', async () => {
    const script = scripted([networkError('ECONNREFUSED'), json(200, { data: null })]);
    const result = await client(script.fetch).client.setWebToolActive({ voiceAgentId: 'a', webToolId: 'w', isActive: false });
    expect(result.ok).toBe(true);
    expect(script.calls).toHaveLength(2);
  });
});

describe('deadline and cancellation', () => {
  const hang = (init: RequestInit) =>
    new Promise<Response>((_, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    });

  it('ends with TIMEOUT at the deadline', async () => {
    const script = scripted([hang]);
    const started = Date.now();
    const result = await client(script.fetch).client.listDialects({ timeoutMs: 50 });
    expect(result).toMatchObject({ ok: false, error: { code: 'TIMEOUT' } });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(script.calls).toHaveLength(1);
  });

  it('ends with CANCELLED when the caller aborts', async () => {
    const script = scripted([hang]);
    const controller = new AbortController();
    const answer = client(script.fetch).client.listDialects({ signal: controller.signal });
    await expect.poll(() => script.calls).toHaveLength(1);
    controller.abort();
    const result = await answer;
    expect(result).toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
  });

  it('does not even start when the signal is already aborted', async () => {
    const script = scripted([dialects]);
    const result = await client(script.fetch).client.listDialects({ signal: AbortSignal.abort() });
    expect(result).toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
    expect(script.calls).toHaveLength(0);
  });

  it('stops waiting to retry when the caller aborts', async () => {
    const script = scripted([json(503, {}), dialects]);
    const controller = new AbortController();
    const { client: c } = client(script.fetch, {
      sleep: (_ms, signal) =>
        new Promise((_, reject) => {
          signal?.addEventListener('abort', () => reject(new Error('aborted')));
          controller.abort();
        }),
    });
    const result = await c.listDialects({ signal: controller.signal });
    expect(result).toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
    expect(script.calls).toHaveLength(1);
  });
});

describe('connectivity hook', () => {
  it('reports offline once on NETWORK/TIMEOUT, and online again on the next answer', async () => {
    const events: Array<[boolean, string | undefined]> = [];
    const script = scripted([
      networkError('ECONNREFUSED'),
      networkError('ECONNREFUSED'),
      networkError('ECONNREFUSED'),
      networkError('ECONNREFUSED'),
      networkError('ECONNREFUSED'),
      networkError('ECONNREFUSED'),
      networkError('ECONNREFUSED'),
      networkError('ECONNREFUSED'),
      json(404, {}),
      dialects,
    ]);
    const { client: c } = client(script.fetch, { onConnectivity: (online, reason) => events.push([online, reason]) });
    expect((await c.listDialects()).ok).toBe(false);
    expect((await c.listDialects()).ok).toBe(false);
    expect((await c.getVoice('x')).ok).toBe(false);
    expect((await c.listDialects()).ok).toBe(true);
    expect(events.map(([online]) => online)).toEqual([false, true]);
    expect(events[0]![1]).toContain('connection refused');
  });
});

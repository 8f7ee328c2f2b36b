import { describe, expect, it } from 'vitest';
import { ServiceClient, type ServiceClientOptions } from '../../../electron/core/service/client';
import type { HistoryEntry } from '../../../shared/model/service';

/** A fake service routed by method + path, recording every call; no network. */
type Handler = (call: { method: string; url: URL; body: unknown; headers: Record<string, string> }) => Response;
function fakeService(handler: Handler) {
  const calls: Array<{ method: string; url: URL; body: unknown; headers: Record<string, string> }> = [];
  const fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const call = {
      method: init.method ?? 'GET',
      url: new URL(String(input)),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: { ...(init.headers as Record<string, string>) },
    };
    calls.push(call);
    return handler(call);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const voiceId = '11111111-1111-4111-8111-111111111111';
const t0 = Date.parse('2026-03-01T12:00:00.000Z');

function entry(id: string, script: string, createdAtMs: number, voiceName = 'Layla'): HistoryEntry {
  return {
    id,
    audio: `http://service.test/files/audio/${id}.wav?sig=1`,
    downloadUrl: `http://service.test/files/audio/${id}.wav?sig=1&download=1`,
    script,
    createdAt: new Date(createdAtMs).toISOString(),
    ttsVoice: { name: voiceName, dialect: { languageCode: 'egy', language: 'ar' } },
  };
}
const page = (entries: HistoryEntry[]) =>
  json(200, { data: { ttsHistories: entries, totalPages: 1, page: 1, totalCount: entries.length } });
const voice = () => json(200, { data: { id: voiceId, name: 'Layla', tags: [], isFavourite: false } });

function clientFor(fetch: typeof globalThis.fetch, extra: Partial<ServiceClientOptions> = {}) {
  const sleeps: number[] = [];
  const client = new ServiceClient({
    baseUrl: 'http://service.test',
    getApiKey: () => 'key-1',
    fetch,
    now: () => t0,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...extra,
  });
  return { client, sleeps };
}

describe('generation request', () => {
  it('posts the documented field names, the key as apiKey by default', async () => {
    const service = fakeService(() => json(200, { data: [entry('h1', 'Hello', t0)] }));
    const { client } = clientFor(service.fetch);
    const result = await client.generate({
      voiceId,
      script: 'Hello',
      config: { speed: 1.2, expressiveness: 0.4 },
      voiceDictionaryIds: ['d1'],
    });
    expect(result).toMatchObject({ ok: true, value: { foundIn: 'response', entry: { id: 'h1' } } });
    expect(service.calls).toHaveLength(1);
    expect(service.calls[0]!.body).toEqual({
      ttsVoiceId: voiceId,
      script: 'Hello',
      apiKey: 'key-1',
      config: { speed: 1.2, expressiveness: 0.4 },
      voiceDictionaryIds: ['d1'],
    });
  });

  it('sends the key identifier from settings, or the one given per call', async () => {
    const service = fakeService(() => json(200, { data: [entry('h1', 'Hi', t0)] }));
    const { client } = clientFor(service.fetch, { getApiKeyId: () => 'id-from-settings' });
    await client.generate({ voiceId, script: 'Hi' });
    await client.generate({ voiceId, script: 'Hi', apiKeyId: 'id-per-call' });
    expect(service.calls.map((c) => (c.body as { apiKey: string }).apiKey)).toEqual(['id-from-settings', 'id-per-call']);
  });

  it.each([
    [{ script: '' }, 'script'],
    [{ script: '   ' }, 'script'],
    [{ script: 'a'.repeat(3_001) }, 'script'],
    [{ script: 'ok', voiceDictionaryIds: [] }, 'voiceDictionaryIds'],
    [{ script: 'ok', voiceDictionaryIds: Array.from({ length: 11 }, (_, i) => `d${i}`) }, 'voiceDictionaryIds'],
    [{ script: 'ok', voiceId: ' ' }, 'ttsVoiceId'],
  ])('refuses %j before sending anything', async (input, field) => {
    const service = fakeService(() => json(200, { data: [] }));
    const result = await clientFor(service.fetch).client.generate({ voiceId, ...input });
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION', field } });
    expect(service.calls).toHaveLength(0);
  });

  it('says how long a too-long script is', async () => {
    const result = await clientFor(fakeService(() => json(200, {})).fetch).client.generate({ voiceId, script: 'a'.repeat(3_001) });
    expect(!result.ok && result.error.message).toBe('The script is 3,001 characters; the limit is 3,000.');
  });
});

describe('finding the new entry', () => {
  it('takes the entry from the POST answer when it is there', async () => {
    const service = fakeService(() => json(200, { data: entry('h9', 'Hello', t0) }));
    const result = await clientFor(service.fetch).client.generate({ voiceId, script: 'Hello' });
    expect(result).toMatchObject({ ok: true, value: { foundIn: 'response', entry: { id: 'h9' } } });
  });

  it('reads history page 1 when the POST answers [] and takes the newest match', async () => {
    const service = fakeService(({ method, url }) => {
      if (method === 'POST') return json(200, { success: true, data: [] });
      if (url.pathname === `/v2/tts/voices/${voiceId}`) return voice();
      return page([
        entry('other-script', 'Bye', t0 + 50),
        entry('new', 'Hello', t0 + 40),
        entry('older-same', 'Hello', t0 + 10),
        entry('before', 'Hello', t0 - 60_000),
      ]);
    });
    const result = await clientFor(service.fetch).client.generate({ voiceId, script: 'Hello' });
    expect(result).toMatchObject({ ok: true, value: { foundIn: 'history', entry: { id: 'new' } } });
    const listCall = service.calls.find((c) => c.url.pathname === '/v2/tts/histories' && c.method === 'GET')!;
    expect(listCall.url.searchParams.get('page')).toBe('1');
  });

  it('skips an entry of another voice with the same script (matched by name)', async () => {
    const service = fakeService(({ method, url }) => {
      if (method === 'POST') return json(200, { data: [] });
      if (url.pathname.startsWith('/v2/tts/voices/')) return voice();
      return page([entry('wrong-voice', 'Hello', t0 + 40, 'Omar'), entry('right', 'Hello', t0 + 20, 'Layla')]);
    });
    const result = await clientFor(service.fetch).client.generate({ voiceId, script: 'Hello' });
    expect(result).toMatchObject({ ok: true, value: { entry: { id: 'right' } } });
  });

  it('uses the voice name the caller gave, without looking the voice up', async () => {
    const service = fakeService(({ method }) => (method === 'POST' ? json(200, { data: [] }) : page([entry('x', 'Hello', t0, 'Layla')])));
    await clientFor(service.fetch).client.generate({ voiceId, script: 'Hello', voiceName: 'Layla' });
    expect(service.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['POST /v2/tts/histories', 'GET /v2/tts/histories']);
  });

  it('allows the service clock to run a little behind ours, but not an old entry', async () => {
    const service = fakeService(({ method }) =>
      method === 'POST' ? json(200, { data: [] }) : page([entry('skewed', 'Hello', t0 - 3_000), entry('old', 'Hello', t0 - 3_600_000)]),
    );
    const result = await clientFor(service.fetch).client.generate({ voiceId, script: 'Hello', voiceName: 'Layla' });
    expect(result).toMatchObject({ ok: true, value: { entry: { id: 'skewed' } } });
  });

  it('corrects by the Date header when the service clock is far off', async () => {
    const serverAhead = 10 * 60_000;
    const service = fakeService(({ method }) =>
      method === 'POST'
        ? new Response('{"data":[]}', { status: 200, headers: { date: new Date(t0 + serverAhead).toUTCString() } })
        : page([entry('stale-by-our-clock', 'Hello', t0 + 1_000), entry('fresh', 'Hello', t0 + serverAhead + 200)].reverse()),
    );
    const result = await clientFor(service.fetch).client.generate({ voiceId, script: 'Hello', voiceName: 'Layla' });
    expect(result).toMatchObject({ ok: true, value: { entry: { id: 'fresh' } } });
  });

  it('polls with short growing pauses until the entry shows up', async () => {
    let reads = 0;
    const service = fakeService(({ method }) => {
      if (method === 'POST') return json(200, { data: [] });
      reads += 1;
      return page(reads < 3 ? [] : [entry('late', 'Hello', t0 + 5)]);
    });
    const { client, sleeps } = clientFor(service.fetch);
    const result = await client.generate({ voiceId, script: 'Hello', voiceName: 'Layla' });
    expect(result).toMatchObject({ ok: true, value: { entry: { id: 'late' } } });
    expect(sleeps).toEqual([100, 200]);
  });

  it('gives up after a bounded number of reads with a clear error', async () => {
    const service = fakeService(({ method }) => (method === 'POST' ? json(200, { data: [] }) : page([])));
    const { client, sleeps } = clientFor(service.fetch);
    const result = await client.generate({ voiceId, script: 'Hello', voiceName: 'Layla' });
    expect(result).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(!result.ok && result.error.message).toMatch(/accepted the generation, but the new entry could not be found/);
    expect(service.calls.filter((c) => c.method === 'GET')).toHaveLength(6);
    expect(sleeps).toEqual([100, 200, 400, 800, 1_000]);
  });

  it('reports CANCELLED (and that the generation was accepted) when cancelled while polling', async () => {
    const controller = new AbortController();
    const service = fakeService(({ method }) => (method === 'POST' ? json(200, { data: [] }) : page([])));
    const { client } = clientFor(service.fetch, {
      sleep: async () => {
        controller.abort();
      },
    });
    const result = await client.generate({ voiceId, script: 'Hello', voiceName: 'Layla' }, { signal: controller.signal });
    expect(result).toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
    expect(!result.ok && result.error.message).toContain('already accepted');
  });

  it('never resends the POST when it fails, and says what became of the clip', async () => {
    const service = fakeService(() => json(503, { success: false, code: 500, message: 'Internal server error' }));
    const result = await clientFor(service.fetch).client.generate({ voiceId, script: 'Hello' });
    // A 5xx may come after the entry was written: the history is read (here it fails too), never the POST resent.
    expect(result).toMatchObject({ ok: false, error: { code: 'SERVER', outcome: 'maybeMade' } });
    expect(service.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});

describe('downloading audio', () => {
  const wav = () => new Response(new Uint8Array([82, 73, 70, 70]), { status: 200, headers: { 'content-type': 'audio/wav' } });

  it('downloads by entry, sending the key only to the service origin', async () => {
    const service = fakeService(() => wav());
    const { client } = clientFor(service.fetch);
    const same = await client.downloadAudio(entry('h1', 's', t0));
    expect(same).toMatchObject({ ok: true, value: { entryId: 'h1', contentType: 'audio/wav', refreshed: false } });
    expect(same.ok && [...same.value.bytes]).toEqual([82, 73, 70, 70]);
    expect(service.calls[0]!.headers.authorization).toBe('Token key-1');

    await client.downloadAudio({ ...entry('h2', 's', t0), audio: 'https://storage.example.net/h2.wav?X-Amz-Signature=x' });
    expect(service.calls[1]!.url.host).toBe('storage.example.net');
    expect(service.calls[1]!.headers.authorization).toBeUndefined();
  });

  it('downloads by id: reads the entry first', async () => {
    const service = fakeService(({ url }) => (url.pathname === '/v2/tts/histories/h1' ? json(200, { data: entry('h1', 's', t0) }) : wav()));
    const result = await clientFor(service.fetch).client.downloadAudio('h1');
    expect(result.ok).toBe(true);
    expect(service.calls.map((c) => c.url.pathname)).toEqual(['/v2/tts/histories/h1', '/files/audio/h1.wav']);
  });

  it('refreshes an expired URL once via GET /v2/tts/histories/{id}', async () => {
    const service = fakeService(({ url }) => {
      if (url.pathname === '/v2/tts/histories/h1')
        return json(200, { data: { ...entry('h1', 's', t0), audio: 'http://service.test/files/audio/h1.wav?sig=fresh' } });
      return url.searchParams.get('sig') === 'fresh' ? wav() : json(403, { message: 'Signature expired' });
    });
    const result = await clientFor(service.fetch).client.downloadAudio(entry('h1', 's', t0));
    expect(result).toMatchObject({ ok: true, value: { refreshed: true } });
    expect(service.calls.map((c) => `${c.url.pathname}?${c.url.search}`)).toHaveLength(3);
  });

  it('refreshes only once: a second refusal is FORBIDDEN', async () => {
    const service = fakeService(({ url }) => (url.pathname.startsWith('/v2/') ? json(200, { data: entry('h1', 's', t0) }) : json(403, {})));
    const result = await clientFor(service.fetch).client.downloadAudio(entry('h1', 's', t0));
    expect(result).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(service.calls).toHaveLength(3);
  });

  it('refuses an audio address that is not http(s)', async () => {
    const service = fakeService(() => wav());
    const result = await clientFor(service.fetch).client.downloadAudio({ ...entry('h1', 's', t0), audio: 'file:///etc/passwd' });
    expect(result).toMatchObject({ ok: false, error: { code: 'BAD_RESPONSE', field: 'audio' } });
    expect(service.calls).toHaveLength(0);
  });
});

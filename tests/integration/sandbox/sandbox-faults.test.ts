import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../helpers/test-sandbox';

let sandbox: TestSandbox;
let voiceId: string;

beforeAll(async () => {
  sandbox = await startTestSandbox({ enableControlRoute: true });
  voiceId = (await sandbox.api('/v2/tts/voices')).body.data.voices[0].id;
});
afterEach(() => sandbox.faults.reset());
afterAll(() => sandbox.dispose());

const generate = () =>
  sandbox.api('/v2/tts/histories', { method: 'POST', body: { ttsVoiceId: voiceId, script: 'Fault test.', apiKey: sandbox.apiKeyId } });
const historyCount = async () => (await sandbox.api('/v2/tts/histories')).body.data.totalCount as number;

describe('sandbox faults', () => {
  it('answers a status rule the given number of times, then recovers', async () => {
    sandbox.faults.set({ rules: [{ route: 'dialectList', kind: 'status', status: 503, times: 2 }] });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await sandbox.api('/v2/tts/dialects')).status);
    expect(statuses).toEqual([503, 503, 200]);
    expect((await sandbox.api('/v2/tts/voices')).status).toBe(200);
  });

  it('uses the service error body for the status, or an explicit body', async () => {
    sandbox.faults.set({
      rules: [
        { route: 'voiceList', kind: 'status', status: 500, times: 1 },
        { route: 'voiceAgentList', kind: 'status', status: 500, times: 1 },
        { route: 'dialectList', kind: 'status', status: 418, body: { odd: true } },
      ],
    });
    expect((await sandbox.api('/v2/tts/voices')).body).toEqual({ success: false, code: 500, message: 'Internal server error' });
    expect((await sandbox.api('/v1/voice-agents')).body).toEqual({ code: 500, message: 'Internal server error' });
    const custom = await sandbox.api('/v2/tts/dialects');
    expect(custom.status).toBe(418);
    expect(custom.body).toEqual({ odd: true });
  });

  it('applies the first matching unspent rule, in order', async () => {
    sandbox.faults.set({
      rules: [
        { route: 'dialectList', kind: 'status', status: 502, times: 1 },
        { kind: 'status', status: 504, times: 1 },
      ],
    });
    expect((await sandbox.api('/v2/tts/dialects')).status).toBe(502);
    expect((await sandbox.api('/v2/tts/dialects')).status).toBe(504);
    expect((await sandbox.api('/v2/tts/dialects')).status).toBe(200);
  });

  it('answers malformed with a 200 whose body is not JSON', async () => {
    sandbox.faults.set({ rules: [{ route: 'historyList', kind: 'malformed', times: 1 }] });
    const response = await sandbox.api('/v2/tts/histories');
    expect(response.status).toBe(200);
    expect(() => JSON.parse(response.text) as unknown).toThrow();
  });

  it('drops the connection without responding, and does no work', async () => {
    const before = await historyCount();
    sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'drop', times: 1 }] });
    await expect(generate()).rejects.toThrow();
    expect(await historyCount()).toBe(before);
    expect(sandbox.requests.count('historyCreate')).toBeGreaterThanOrEqual(1);
  });

  it('rate-limits with 429 and Retry-After', async () => {
    sandbox.faults.set({ rules: [{ route: 'voiceList', kind: 'rateLimit', retryAfterSeconds: 7, times: 1 }] });
    const response = await sandbox.api('/v2/tts/voices');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('7');
    expect(response.body).toEqual({ success: false, code: 429, message: 'Too many requests' });
  });

  it('loses the response after fully processing the request', async () => {
    const before = await historyCount();
    sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'responseLost', times: 1 }] });
    await expect(generate()).rejects.toThrow();
    expect(await historyCount()).toBe(before + 1);
  });

  it('delays by rule and by config-level latency', async () => {
    sandbox.faults.set({ rules: [{ route: 'dialectList', kind: 'latency', latencyMs: 150 }] });
    let started = Date.now();
    expect((await sandbox.api('/v2/tts/dialects')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    sandbox.faults.set({ latencyMs: 120 });
    started = Date.now();
    await sandbox.api('/v1/voice-agents');
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('combines a latency rule with a failure rule behind it', async () => {
    sandbox.faults.set({
      rules: [
        { kind: 'latency', latencyMs: 100, times: 1 },
        { route: 'dialectList', kind: 'status', status: 503, times: 1 },
      ],
    });
    const started = Date.now();
    expect((await sandbox.api('/v2/tts/dialects')).status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });

  it('refuses an invalid fault config', () => {
    expect(() => sandbox.faults.set({ rules: [{ kind: 'explode' as never }] })).toThrow(/kind/);
    expect(() => sandbox.faults.set({ rules: [{ kind: 'status' }] })).toThrow(/status/);
  });
});

describe('sandbox control routes (enabled)', () => {
  it('sets and clears faults over HTTP, and is never itself faulted or logged', async () => {
    const set = await sandbox.api('/__sandbox/faults', { method: 'POST', auth: false, body: { rules: [{ kind: 'status', status: 500 }] } });
    expect(set.body).toEqual({ ok: true });
    expect((await sandbox.api('/v2/tts/dialects')).status).toBe(500);
    expect((await sandbox.api('/__sandbox/faults', { method: 'DELETE', auth: false })).status).toBe(200);
    expect((await sandbox.api('/v2/tts/dialects')).status).toBe(200);
  });

  it('refuses a bad fault config with 400', async () => {
    const response = await sandbox.api('/__sandbox/faults', { method: 'POST', auth: false, body: { rules: 'all' } });
    expect(response.status).toBe(400);
    expect(response.body.ok).toBe(false);
  });

  it('reports and clears the request log, and tells the identity', async () => {
    await sandbox.api('/__sandbox/requests', { method: 'DELETE', auth: false });
    await sandbox.api('/v2/tts/voices?q=a&q=b');
    const log = (await sandbox.api('/__sandbox/requests', { auth: false })).body.requests;
    expect(log).toEqual([
      expect.objectContaining({
        method: 'GET',
        route: 'voiceList',
        path: '/v2/tts/voices',
        query: { q: ['a', 'b'] },
        at: expect.any(Number),
      }),
    ]);
    const info = (await sandbox.api('/__sandbox/info', { auth: false })).body;
    expect(info).toMatchObject({ apiKey: sandbox.apiKey, apiKeyId: sandbox.apiKeyId, projectId: sandbox.projectId });
  });
});

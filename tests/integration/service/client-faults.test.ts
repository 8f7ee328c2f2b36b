import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ServiceClient, type ServiceClientOptions } from '../../../electron/core/service/client';
import { startTestSandbox, type TestSandbox } from '../../helpers/test-sandbox';
import type { SandboxOptions } from '../../../electron/sandbox/server';
import type { Result } from '../../../shared/contract/errors';

/**
 * The fault matrix of ARCHITECTURE.md, "Quality bars" ("Retries only where safe; a generation is never sent twice
 * by the client"; "Every request has a timeout and can be cancelled; a cancelled generation leaves
 * no row or file behind") against the real sandbox's fault switches, in real time.
 */

function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
}

function clientFor(sandbox: TestSandbox, extra: Partial<ServiceClientOptions> = {}): ServiceClient {
  return new ServiceClient({
    baseUrl: sandbox.url,
    getApiKey: async () => sandbox.apiKey,
    getProjectId: () => sandbox.projectId,
    getApiKeyId: () => sandbox.apiKeyId,
    retry: { maxAttempts: 4, baseDelayMs: 20, maxDelayMs: 100 },
    ...extra,
  });
}

const audioFiles = (sandbox: TestSandbox) => readdirSync(join(sandbox.dataDir, 'audio')).filter((f) => f.endsWith('.wav'));
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withSandbox(options: Partial<SandboxOptions>, body: (sandbox: TestSandbox) => Promise<void>): Promise<void> {
  const sandbox = await startTestSandbox({ speech: 'synthetic', ...options });
  try {
    await body(sandbox);
  } finally {
    await sandbox.dispose();
  }
}

describe('fault matrix', () => {
  let sandbox: TestSandbox;
  let client: ServiceClient;
  let voiceId: string;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ speech: 'synthetic' });
    client = clientFor(sandbox);
    voiceId = value(await client.getDefaultVoice()).id;
  });
  afterAll(() => sandbox.dispose());
  beforeEach(() => {
    sandbox.faults.reset();
    sandbox.requests.clear();
  });

  it('503, 503, 200 → exactly three calls and success', async () => {
    sandbox.faults.set({ rules: [{ route: 'dialectList', kind: 'status', status: 503, times: 2 }] });
    const result = await client.listDialects();
    expect(result.ok).toBe(true);
    expect(sandbox.requests.count('dialectList')).toBe(3);
  });

  it('429 with Retry-After: 2 → the retry waits at least 2 s', async () => {
    sandbox.faults.set({ rules: [{ route: 'dialectList', kind: 'rateLimit', retryAfterSeconds: 2, times: 1 }] });
    const started = Date.now();
    const result = await client.listDialects();
    expect(result.ok).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    const [first, second] = sandbox.requests.all();
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(2_000);
    expect(sandbox.requests.count('dialectList')).toBe(2);
  });

  it('429 with a Retry-After too long to wait → RATE_LIMITED with retryAfterMs, one call', async () => {
    sandbox.faults.set({ rules: [{ route: 'dialectList', kind: 'rateLimit', retryAfterSeconds: 120, times: 1 }] });
    const result = await client.listDialects();
    expect(result).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED', retryAfterMs: 120_000, status: 429 } });
    expect(sandbox.requests.count('dialectList')).toBe(1);
  });

  it('401 → exactly one call', async () => {
    sandbox.faults.set({ rules: [{ route: 'voiceList', kind: 'status', status: 401 }] });
    expect(await client.listVoices()).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
    expect(sandbox.requests.count('voiceList')).toBe(1);
  });

  it('a dropped connection on a GET is retried', async () => {
    sandbox.faults.set({ rules: [{ route: 'historyList', kind: 'drop', times: 1 }] });
    expect((await client.listHistory()).ok).toBe(true);
    expect(sandbox.requests.count('historyList')).toBe(2);
  });

  it('a 200 that is not JSON → BAD_RESPONSE, not retried', async () => {
    sandbox.faults.set({ rules: [{ route: 'dialectList', kind: 'malformed' }] });
    expect(await client.listDialects()).toMatchObject({ ok: false, error: { code: 'BAD_RESPONSE' } });
    expect(sandbox.requests.count('dialectList')).toBe(1);
  });

  it('a POST on 503 is not resent', async () => {
    sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'status', status: 503 }] });
    expect(await client.generate({ voiceId, script: 'Never twice.' })).toMatchObject({ ok: false, error: { code: 'SERVER' } });
    expect(sandbox.requests.count('historyCreate')).toBe(1);
  });

  it('response lost after the POST was processed → exactly one POST, and the clip found in the history', async () => {
    const before = value(await client.listHistory()).totalCount;
    sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'responseLost' }] });
    const result = await client.generate({ voiceId, script: 'The answer to this one is lost.' });
    expect(result).toMatchObject({ ok: true, value: { foundIn: 'history', entry: { script: 'The answer to this one is lost.' } } });
    expect(sandbox.requests.count('historyCreate')).toBe(1);
    // The service did the work: exactly one entry, not two.
    sandbox.faults.reset();
    expect(value(await client.listHistory()).totalCount).toBe(before + 1);
  });

  it('a deadline passing after the POST was received → exactly one POST and TIMEOUT', async () => {
    sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'latency', latencyMs: 1_500 }] });
    const started = Date.now();
    const result = await client.generate({ voiceId, script: 'This one takes too long.' }, { timeoutMs: 300 });
    expect(result).toMatchObject({ ok: false, error: { code: 'TIMEOUT', message: expect.stringContaining('may still be making it') } });
    expect(Date.now() - started).toBeLessThan(1_400);
    expect(sandbox.requests.count('historyCreate')).toBe(1);
  });

  it('a GET past its deadline → TIMEOUT', async () => {
    sandbox.faults.set({ rules: [{ route: 'dialectList', kind: 'latency', latencyMs: 1_000 }] });
    expect(await client.listDialects({ timeoutMs: 150 })).toMatchObject({ ok: false, error: { code: 'TIMEOUT' } });
  });

  it('cancelling a GET during the service latency → CANCELLED at once', async () => {
    sandbox.faults.set({ latencyMs: 2_000 });
    const controller = new AbortController();
    const started = Date.now();
    const answer = client.listVoices({}, { signal: controller.signal });
    // During the latency: the sandbox has the request and holds it.
    await expect.poll(() => sandbox.requests.count('voiceList')).toBe(1);
    controller.abort();
    expect(await answer).toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('cancelling a generation mid-request → CANCELLED, and no history row or audio file afterwards', async () => {
    const rowsBefore = value(await client.listHistory()).totalCount;
    const filesBefore = audioFiles(sandbox).length;
    sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'latency', latencyMs: 600 }] });
    const controller = new AbortController();
    const answer = client.generate({ voiceId, script: 'Cancelled before it was made.' }, { signal: controller.signal });
    await expect.poll(() => sandbox.requests.count('historyCreate')).toBe(1);
    controller.abort();
    const result = await answer;
    expect(result).toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
    await delay(900); // past the sandbox's latency: whatever it would do, it has done
    sandbox.faults.reset();
    expect(value(await client.listHistory()).totalCount).toBe(rowsBefore);
    expect(audioFiles(sandbox)).toHaveLength(filesBefore);
  });
});

describe('finding the generated entry', () => {
  it('when the POST answers [] (documented): reads history page 1', async () => {
    await withSandbox({}, async (sandbox) => {
      const client = clientFor(sandbox);
      const voice = value(await client.getDefaultVoice());
      const generated = value(await client.generate({ voiceId: voice.id, script: 'Found in the history list.' }));
      expect(generated.foundIn).toBe('history');
      expect(value(await client.getHistoryEntry(generated.entry.id)).script).toBe('Found in the history list.');
    });
  });

  it('with returnCreatedEntry: takes it from the answer, no list read', async () => {
    await withSandbox({ returnCreatedEntry: true }, async (sandbox) => {
      const client = clientFor(sandbox);
      const voice = value(await client.getDefaultVoice());
      sandbox.requests.clear();
      const generated = value(await client.generate({ voiceId: voice.id, script: 'Returned directly.' }));
      expect(generated.foundIn).toBe('response');
      expect(sandbox.requests.count('historyList')).toBe(0);
    });
  });

  it('with a visibility delay: polls until the entry appears', async () => {
    await withSandbox({ historyVisibilityDelayMs: 500 }, async (sandbox) => {
      const client = clientFor(sandbox);
      const voice = value(await client.getDefaultVoice());
      sandbox.requests.clear();
      const generated = value(await client.generate({ voiceId: voice.id, script: 'Shows up a little later.' }));
      expect(generated.entry.script).toBe('Shows up a little later.');
      expect(sandbox.requests.count('historyList')).toBeGreaterThan(1);
      expect(sandbox.requests.count('historyCreate')).toBe(1);
    });
  });

  it('picks the right voice when two voices speak the same script', async () => {
    await withSandbox({}, async (sandbox) => {
      const client = clientFor(sandbox);
      const [a, b] = value(await client.listVoices({ perPage: 2 })).voices;
      const first = value(await client.generate({ voiceId: a!.id, script: 'Same words, two voices.' }));
      const second = value(await client.generate({ voiceId: b!.id, script: 'Same words, two voices.' }));
      expect(first.entry.ttsVoice?.name).toBe(a!.name);
      expect(second.entry.ttsVoice?.name).toBe(b!.name);
      expect(second.entry.id).not.toBe(first.entry.id);
    });
  });
});

describe('expired audio URL', () => {
  it('is refreshed once via the history entry, then downloads', async () => {
    await withSandbox({ audioUrlLifetimeMs: 300 }, async (sandbox) => {
      const client = clientFor(sandbox);
      const voice = value(await client.getDefaultVoice());
      const { entry } = value(await client.generate({ voiceId: voice.id, script: 'Short-lived address.' }));
      await expect.poll(() => Date.now()).toBeGreaterThan(Number(new URL(entry.audio).searchParams.get('expires')));
      sandbox.requests.clear();
      const audio = value(await client.downloadAudio(entry));
      expect(audio.refreshed).toBe(true);
      expect(Buffer.from(audio.bytes.subarray(0, 4)).toString('latin1')).toBe('RIFF');
      expect(sandbox.requests.count('historyGet')).toBe(1);
      expect(sandbox.requests.all().filter((r) => r.route === null)).toHaveLength(2); // expired, then fresh
    });
  });
});

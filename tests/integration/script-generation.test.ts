import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OperationName, Result } from '../../shared/contract';
import type { GeneratedClip, GenerationProgress, ScriptPiece } from '../../shared/model/script';
import { dispatch } from '../../electron/core/contract/dispatch';
import { createCore, type Core } from '../../electron/core/core';
import { startTestSandbox, type TestSandbox } from '../../electron/sandbox/test-support';
import { InMemorySecretStore } from '../../electron/core/secrets';
import { readWav } from '../../electron/core/script';
import { existingSandbox, type ProfileSession } from '../../electron/core/session';

let dir: string;
let sandbox: TestSandbox;
let core: Core;
let session: ProfileSession;
let arabicVoice: { id: string; name: string };
let englishVoice: { id: string; name: string };
const progress: GenerationProgress[] = [];

const call = <T>(name: OperationName, input: unknown, signal?: AbortSignal) =>
  dispatch(core.handlers, name, input, { transport: 'web', ...(signal ? { signal } : {}) }) as Promise<Result<T>>;
const generate = (input: Record<string, unknown>) => call<GeneratedClip>('tts.generate', { requestId: randomUUID(), ...input });
const historyRows = () => (session.cache.db.prepare('SELECT COUNT(*) AS n FROM history_entries').get() as { n: number }).n;
const audioBytes = () => session.audioStore.totalBytes();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sawt-script-'));
  sandbox = await startTestSandbox();
  core = await createCore({ dataDir: dir, version: 'test', secrets: new InMemorySecretStore(), sandbox: existingSandbox(sandbox) });
  core.events.subscribe((name, payload) => {
    if (name === 'tts.generationProgress') progress.push(payload as GenerationProgress);
  });
  const opened = await core.context.sessions.current();
  if (!opened.ok) throw new Error(opened.error.message);
  session = opened.value;
  const voices = await session.client.listVoices({ page: 1, perPage: 100 });
  if (!voices.ok) throw new Error(voices.error.message);
  const ar = voices.value.voices.find((v) => v.language === 'ar')!;
  const en = voices.value.voices.find((v) => v.language === 'en')!;
  arabicVoice = { id: ar.id, name: ar.name };
  englishVoice = { id: en.id, name: en.name };
});

afterEach(() => sandbox.faults.reset());

afterAll(async () => {
  await core.close();
  await sandbox.dispose();
  rmSync(dir, { recursive: true, force: true });
});

async function expectServedWav(kind: 'history' | 'piece', id: string): Promise<Uint8Array> {
  const file = await core.audio.resolve(kind, id);
  if (!file.ok) throw new Error(file.error.message);
  const bytes = new Uint8Array(readFileSync(file.value.path));
  expect(Buffer.from(bytes.subarray(0, 4)).toString('latin1')).toBe('RIFF');
  return bytes;
}

describe('tts.generate against the sandbox', () => {
  it('generates Arabic speech: row and file in the cache, audio served, stages reported', async () => {
    const requestId = randomUUID();
    const result = await call<GeneratedClip>('tts.generate', {
      requestId,
      voiceId: arabicVoice.id,
      voiceName: arabicVoice.name,
      script: 'مرحبا بكم في استوديو صوت.',
      config: { speed: 1.2, expressiveness: 0.4 },
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.audioUrl).toBe(`/api/audio/history/${encodeURIComponent(result.value.id)}`);
    expect(result.value.voiceName).toBe(arabicVoice.name);
    expect(session.cache.db.prepare('SELECT audio_hash FROM history_entries WHERE id = ?').get(result.value.id)).toBeTruthy();
    await expectServedWav('history', result.value.id);
    const stages = progress.filter((p) => p.requestId === requestId).map((p) => p.stage);
    expect(stages).toEqual(['validating', 'sending', 'locating', 'downloading', 'saving', 'done']);
  });

  it('generates English speech with pronunciation dictionaries', async () => {
    const dictionaries = await call<{ dictionaries: Array<{ id: string }> }>('dictionaries.list', {});
    if (!dictionaries.ok) throw new Error(dictionaries.error.message);
    const ids = dictionaries.value.dictionaries.slice(0, 2).map((d) => d.id);
    expect(ids.length).toBe(2);
    const result = await generate({ voiceId: englishVoice.id, script: 'Welcome to the studio.', dictionaryIds: ids });
    if (!result.ok) throw new Error(result.error.message);
    await expectServedWav('history', result.value.id);
  });

  it.each([
    ['an empty script', { script: '   ' }, 'script', 'ScriptEmpty'],
    ['a script of 3,001 characters', { script: 'ب'.repeat(3001) }, 'script', 'ScriptTooLong'],
    ['a script that is not Arabic or English', { script: 'Привет, как дела? Это тест.' }, 'script', 'ScriptNotArabicOrEnglish'],
    ['a script of digits and symbols', { script: '12345 !!! ### 678' }, 'script', 'ScriptNotArabicOrEnglish'],
    ['zero dictionaries', { script: 'Hello there.', dictionaryIds: [] }, 'dictionaryIds', 'DictionaryCount'],
    [
      'eleven dictionaries',
      { script: 'Hello there.', dictionaryIds: Array.from({ length: 11 }, () => randomUUID()) },
      'dictionaryIds',
      'DictionaryCount',
    ],
    ['no voice', { script: 'Hello there.', voiceId: '' }, 'voiceId', 'VoiceMissing'],
    ['a speed out of range', { script: 'Hello there.', config: { speed: 5, expressiveness: 0.5 } }, 'config.speed', 'ConfigOutOfRange'],
  ])('refuses %s with a VALIDATION error naming the field, sending nothing', async (_name, input, field, key) => {
    const before = sandbox.requests.count('historyCreate');
    const result = await generate({ voiceId: englishVoice.id, ...input });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 'VALIDATION', field, messageKey: key });
    expect(sandbox.requests.count('historyCreate')).toBe(before);
  });

  it('counts exactly 3,000 characters as within the limit', async () => {
    const script = 'كلمة '.repeat(600).slice(0, 3000);
    const result = await generate({ voiceId: arabicVoice.id, script });
    expect(result.ok).toBe(true);
  });

  it('cancels mid-generation: CANCELLED, no row, no file', async () => {
    sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'latency', latencyMs: 3_000 }] });
    const rows = historyRows();
    const bytes = audioBytes();
    const requestId = randomUUID();
    const sent = sandbox.requests.count('historyCreate');
    const pending = call<GeneratedClip>('tts.generate', { requestId, voiceId: arabicVoice.id, script: 'نص سيلغى قبل أن يكتمل.' });
    // Mid-generation: the POST has reached the sandbox, which holds it for the latency.
    await expect.poll(() => sandbox.requests.count('historyCreate')).toBe(sent + 1);
    expect(await call('tts.cancel', { requestId })).toEqual({ ok: true, value: { cancelled: true } });
    const result = await pending;
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('CANCELLED');
    expect(historyRows()).toBe(rows);
    expect(audioBytes()).toBe(bytes);
    expect(progress.filter((p) => p.requestId === requestId).at(-1)?.stage).toBe('failed');
  });

  it('a caller that goes away (web mode signal) cancels too', async () => {
    sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'latency', latencyMs: 3_000 }] });
    const controller = new AbortController();
    const sent = sandbox.requests.count('historyCreate');
    const pending = call<GeneratedClip>(
      'tts.generate',
      { requestId: randomUUID(), voiceId: englishVoice.id, script: 'Going away.' },
      controller.signal,
    );
    await expect.poll(() => sandbox.requests.count('historyCreate')).toBe(sent + 1);
    controller.abort();
    const result = await pending;
    expect(!result.ok && result.error.code).toBe('CANCELLED');
  });

  it('reports a 500 as SERVER', async () => {
    sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'status', status: 500, times: 1 }] });
    const result = await generate({ voiceId: englishVoice.id, script: 'Server trouble.' });
    expect(!result.ok && result.error.code).toBe('SERVER');
  });

  it('reports 429 as RATE_LIMITED with when to retry, without resending', async () => {
    const before = sandbox.requests.count('historyCreate');
    sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'rateLimit', retryAfterSeconds: 7, times: 1 }] });
    const result = await generate({ voiceId: englishVoice.id, script: 'Slow down.' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'RATE_LIMITED', retryAfterMs: 7_000 });
    expect(sandbox.requests.count('historyCreate')).toBe(before + 1);
  });

  it('never sends a generation twice when the response is lost after the POST, and finds the clip it made', async () => {
    const before = sandbox.requests.count('historyCreate');
    const rows = historyRows();
    sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'responseLost', times: 1 }] });
    const result = await generate({ voiceId: englishVoice.id, script: 'Lost on the way back.' });
    expect(result.ok).toBe(true);
    expect(sandbox.requests.count('historyCreate') - before).toBe(1);
    // The one clip the service made, cached once, not twice.
    expect(historyRows()).toBe(rows + 1);
  });
});

describe('long scripts as pieces', () => {
  it('generates the parts in order and serves them joined as one WAV', async () => {
    const created = await call<ScriptPiece>('tts.createPiece', {
      name: 'Long one',
      voiceId: englishVoice.id,
      voiceName: englishVoice.name,
      parts: ['The first part of the story. ', 'And the second part.'],
    });
    if (!created.ok) throw new Error(created.error.message);
    expect(created.value.audioUrl).toBeNull();
    const requestId = randomUUID();
    const done = await call<ScriptPiece>('tts.generatePiece', { requestId, pieceId: created.value.id });
    if (!done.ok) throw new Error(done.error.message);
    expect(done.value.parts.every((p) => p.historyId !== null)).toBe(true);
    expect(done.value.audioUrl).toBe(`/api/audio/piece/${created.value.id}`);
    const parts = progress.filter((p) => p.requestId === requestId && p.stage === 'saving').map((p) => p.part?.index);
    expect(parts).toEqual([0, 1]);

    const joined = await expectServedWav('piece', created.value.id);
    const first = await expectServedWav('history', done.value.parts[0]!.historyId!);
    const second = await expectServedWav('history', done.value.parts[1]!.historyId!);
    // The joined samples are the parts' samples, back to back, in order.
    const [j, a, b] = [readWav(joined)!, readWav(first)!, readWav(second)!];
    expect(j.data.byteLength).toBe(a.data.byteLength + b.data.byteLength);
    expect(Buffer.from(j.data.subarray(0, a.data.byteLength)).equals(Buffer.from(a.data))).toBe(true);
    expect(Buffer.from(j.format).equals(Buffer.from(a.format))).toBe(true);
  });

  it('resumes after a failed part and regenerates only edited parts', async () => {
    const created = await call<ScriptPiece>('tts.createPiece', {
      name: 'Resumable',
      voiceId: englishVoice.id,
      parts: ['One part here.', 'Two parts here.'],
    });
    if (!created.ok) throw new Error(created.error.message);
    sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'status', status: 500, times: 1 }] });
    // First POST fails: nothing recorded.
    const failed = await call<ScriptPiece>('tts.generatePiece', { requestId: randomUUID(), pieceId: created.value.id });
    expect(!failed.ok && failed.error).toMatchObject({ code: 'SERVER', field: 'parts.0' });
    const done = await call<ScriptPiece>('tts.generatePiece', { requestId: randomUUID(), pieceId: created.value.id });
    if (!done.ok) throw new Error(done.error.message);
    const firstId = done.value.parts[0]!.historyId;
    const edited = await call<ScriptPiece>('tts.savePieceParts', {
      pieceId: created.value.id,
      parts: ['One part here.', 'Two parts, edited.'],
    });
    if (!edited.ok) throw new Error(edited.error.message);
    expect(edited.value.parts.map((p) => p.historyId === null)).toEqual([false, true]);
    expect(edited.value.audioUrl).toBeNull();
    const again = await call<ScriptPiece>('tts.generatePiece', { requestId: randomUUID(), pieceId: created.value.id });
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.parts[0]!.historyId).toBe(firstId);
    await expectServedWav('piece', created.value.id);
  });

  it('validates every remaining part before sending any', async () => {
    const before = sandbox.requests.count('historyCreate');
    const created = await call<ScriptPiece>('tts.createPiece', {
      name: 'Bad',
      voiceId: englishVoice.id,
      parts: ['Fine text.', '!!! ### 123'],
    });
    if (!created.ok) throw new Error(created.error.message);
    const result = await call<ScriptPiece>('tts.generatePiece', { requestId: randomUUID(), pieceId: created.value.id });
    expect(!result.ok && result.error).toMatchObject({ code: 'VALIDATION', field: 'parts.1' });
    expect(sandbox.requests.count('historyCreate')).toBe(before);
  });

  it('joins a piece whose part audio the cache evicted, by fetching that part again', async () => {
    const created = await call<ScriptPiece>('tts.createPiece', {
      name: 'Evicted',
      voiceId: englishVoice.id,
      parts: ['Kept part.', 'Evicted part.'],
    });
    if (!created.ok) throw new Error(created.error.message);
    const done = await call<ScriptPiece>('tts.generatePiece', { requestId: randomUUID(), pieceId: created.value.id });
    if (!done.ok) throw new Error(done.error.message);
    // What the size limit does to a clip: the row stays, its audio goes.
    session.cache.db
      .prepare('UPDATE history_entries SET audio_hash = NULL, audio_bytes = NULL, evicted = 1 WHERE id = ?')
      .run(done.value.parts[1]!.historyId!);
    // As if the join had never been made (it is built on the first request, then kept).
    rmSync(join(session.directory, 'pieces'), { recursive: true, force: true });
    const evicted = done.value.parts[1]!.historyId!;
    const hashOf = (id: string) =>
      (session.cache.db.prepare('SELECT audio_hash AS hash FROM history_entries WHERE id = ?').get(id) as { hash: string | null }).hash;
    await expectServedWav('piece', created.value.id);
    // The part was downloaded again and is cached once more.
    expect(hashOf(evicted)).not.toBeNull();
  });

  it('never serves a joined file through a link planted in the profile folder', async () => {
    const created = await call<ScriptPiece>('tts.createPiece', {
      name: 'Linked',
      voiceId: englishVoice.id,
      parts: ['First part.', 'Second part.'],
    });
    if (!created.ok) throw new Error(created.error.message);
    const done = await call<ScriptPiece>('tts.generatePiece', { requestId: randomUUID(), pieceId: created.value.id });
    if (!done.ok) throw new Error(done.error.message);
    const joined = await core.audio.resolve('piece', created.value.id);
    if (!joined.ok) throw new Error(joined.error.message);
    // The joined file replaced by a link to a file outside the data folder.
    const outside = mkdtempSync(join(tmpdir(), 'sawt-outside-'));
    try {
      writeFileSync(join(outside, 'secret.wav'), "not the studio's");
      rmSync(joined.value.path);
      symlinkSync(join(outside, 'secret.wav'), joined.value.path);
      expect(await core.audio.resolve('piece', created.value.id)).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
      // The whole folder replaced by a link: refused too, nothing written outside.
      rmSync(join(session.directory, 'pieces'), { recursive: true, force: true });
      symlinkSync(outside, join(session.directory, 'pieces'));
      expect((await core.audio.resolve('piece', created.value.id)).ok).toBe(false);
      expect(readdirSync(outside)).toEqual(['secret.wav']);
    } finally {
      rmSync(join(session.directory, 'pieces'), { force: true });
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('refuses piece ids that try to name a path', async () => {
    for (const id of ['../cache.db', '..%2Fx', 'a/b']) expect((await core.audio.resolve('piece', id)).ok).toBe(false);
  });
});

describe('dictionaries.list', () => {
  it('lists the service dictionaries and keeps a copy for offline viewing', async () => {
    const online = await call<{ dictionaries: unknown[]; stale: boolean }>('dictionaries.list', {});
    if (!online.ok) throw new Error(online.error.message);
    expect(online.value.dictionaries.length).toBe(4);
    expect(online.value.stale).toBe(false);
    sandbox.faults.set({ rules: [{ route: 'dictionaryList', kind: 'status', status: 503 }] });
    const offline = await call<{ dictionaries: unknown[]; stale: boolean }>('dictionaries.list', {});
    if (!offline.ok) throw new Error(offline.error.message);
    expect(offline.value).toMatchObject({ stale: true });
    expect(offline.value.dictionaries.length).toBe(4);
  });
});

import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../helpers/test-sandbox';

let sandbox: TestSandbox;
let arabicVoiceId: string;
let englishVoiceId: string;
let dictionaryId: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const voices = (await sandbox.api('/v2/tts/voices?perPage=100')).body.data.voices as Array<{ id: string; language: string }>;
  arabicVoiceId = voices.find((v) => v.language === 'ar')!.id;
  englishVoiceId = voices.find((v) => v.language === 'en')!.id;
  dictionaryId = (await sandbox.api('/v1/voice-agents/voice-dictionaries/list')).body.data.dictionaries[0].id;
});
afterAll(() => sandbox.dispose());

function generate(body: Record<string, unknown>, target: TestSandbox = sandbox) {
  return target.api('/v2/tts/histories', {
    method: 'POST',
    body: { ttsVoiceId: arabicVoiceId, script: 'مرحبا بكم', apiKey: target.apiKeyId, ...body },
  });
}

describe('sandbox generation validation (9400)', () => {
  it.each([
    ['empty script', { script: '' }, 'ScriptIsEmpty'],
    ['blank script', { script: '   ' }, 'ScriptIsEmpty'],
    ['missing script', { script: undefined }, 'FieldIsRequired'],
    ['script not a string', { script: 42 }, 'FieldMustBeString'],
    ['3,001 characters', { script: 'a'.repeat(3001) }, 'ScriptTooLong'],
    ['Cyrillic script', { script: 'Привет, как дела?' }, 'ScriptLanguageNotSupported'],
    ['digits and symbols', { script: '1234 5678 !!!' }, 'ScriptLanguageNotSupported'],
    ['voice id empty', { ttsVoiceId: '' }, 'FieldIsRequired'],
    ['voice id a number', { ttsVoiceId: 7 }, 'FieldMustBeString'],
    ['apiKey missing', { apiKey: undefined }, 'FieldIsRequired'],
    ["apiKey not this project's key or key id", { apiKey: 'secret' }, 'InvalidApiKey'],
    ['apiKey of another project', { apiKey: '11111111-1111-4111-8111-111111111111' }, 'InvalidApiKey'],
    ['no dictionary ids', { voiceDictionaryIds: [] }, 'ArrayMinSize'],
    ['11 dictionary ids', { voiceDictionaryIds: Array.from({ length: 11 }, () => '11111111-1111-4111-8111-111111111111') }, 'ArrayMaxSize'],
    ['dictionary ids not an array', { voiceDictionaryIds: 'abc' }, 'FieldMustBeArray'],
    ['speed a string', { config: { speed: 'fast' } }, 'FieldMustBeNumber'],
    ['speed out of range', { config: { speed: 10 } }, 'FieldOutOfRange'],
    ['config not an object', { config: 3 }, 'FieldMustBeObject'],
  ])('refuses %s', async (_label, body, messageKey) => {
    const response = await generate(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 9400, message: expect.any(String), messageKey });
  });

  it('refuses a body that is not an object', async () => {
    const response = await sandbox.api('/v2/tts/histories', { method: 'POST', body: '["a"]' });
    expect(response.body).toMatchObject({ code: 9400 });
  });

  it('answers 404 for an unknown voice or dictionary', async () => {
    expect((await generate({ ttsVoiceId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await generate({ voiceDictionaryIds: ['00000000-0000-4000-8000-000000000000'] })).status).toBe(404);
  });

  // §4.4 types these as strings, not uuids (unlike §4.1/§4.2's "string (uuid)" body fields): an id
  // in another format is an unknown id (the documented 404), never a 9400 the interface does not state.
  it('takes the voice and dictionary ids as plain strings: any other format is an unknown id, 404', async () => {
    const voice = await generate({ ttsVoiceId: 'voice-1' });
    expect(voice.status).toBe(404);
    expect(voice.body).toEqual({ success: false, code: 404, message: 'Resource not found' });
    expect((await generate({ voiceDictionaryIds: ['dictionary-1'] })).status).toBe(404);
  });

  it('accepts exactly 3,000 characters, the key itself, and 10 dictionary ids', async () => {
    expect((await generate({ script: 'ب'.repeat(3000) })).status).toBe(200);
    expect((await generate({ apiKey: sandbox.apiKey })).status).toBe(200);
    expect(
      (await generate({ voiceDictionaryIds: Array.from({ length: 10 }, () => dictionaryId), config: { speed: 1.5, expressiveness: 0.2 } }))
        .status,
    ).toBe(200);
  });
});

describe('sandbox history', () => {
  it('creates an entry, answering data [] as documented, findable in the list afterwards', async () => {
    const before = Date.now();
    const created = await generate({ script: 'Hello from the sandbox.', ttsVoiceId: englishVoiceId });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ success: true, message: expect.any(String), messageKey: 'OPERATION_SUCCESSFUL', data: [] });
    const list = (await sandbox.api(`/v2/tts/histories?page=1&perPage=5&projectId=${sandbox.projectId}`)).body.data;
    const entry = list.ttsHistories[0];
    expect(entry).toEqual({
      id: expect.any(String),
      audio: expect.stringMatching(/\.wav\?expires=\d+&sig=/),
      downloadUrl: expect.stringContaining('download=1'),
      script: 'Hello from the sandbox.',
      createdAt: expect.any(String),
      ttsVoice: { name: expect.any(String), dialect: { languageCode: 'en', language: 'en' } },
    });
    expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(before - 1);
    expect(list).toMatchObject({ page: 1, totalCount: 4, totalPages: 1 });
  });

  it('gets one entry with freshly signed URLs', async () => {
    const [entry] = (await sandbox.api('/v2/tts/histories')).body.data.ttsHistories;
    // The signature covers an expiry in milliseconds: a fresh one differs once the clock has moved.
    const signedBy = Date.now();
    await expect.poll(() => Date.now()).toBeGreaterThan(signedBy);
    const again = (await sandbox.api(`/v2/tts/histories/${entry.id}`)).body.data;
    expect(again.id).toBe(entry.id);
    expect(again.audio).not.toBe(entry.audio);
    expect((await sandbox.api('/v2/tts/histories/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('pages newest first: first, last, empty page and perPage 1', async () => {
    const all = (await sandbox.api('/v2/tts/histories?perPage=100')).body.data;
    const one = (await sandbox.api('/v2/tts/histories?page=2&perPage=1')).body.data;
    expect(one.ttsHistories).toEqual([expect.objectContaining({ id: all.ttsHistories[1].id })]);
    expect(one).toMatchObject({ page: 2, totalPages: all.totalCount, totalCount: all.totalCount });
    const last = (await sandbox.api(`/v2/tts/histories?page=2&perPage=3`)).body.data;
    expect(last.ttsHistories).toHaveLength(all.totalCount - 3);
    expect((await sandbox.api('/v2/tts/histories?page=9&perPage=3')).body.data.ttsHistories).toEqual([]);
    const times = all.ttsHistories.map((h: { createdAt: string }) => Date.parse(h.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('deletes an entry and its audio file', async () => {
    const [entry] = (await sandbox.api('/v2/tts/histories')).body.data.ttsHistories;
    const file = join(sandbox.dataDir, 'audio', `${entry.id}.wav`);
    expect(existsSync(file)).toBe(true);
    const removed = await sandbox.api(`/v2/tts/histories/${entry.id}?projectId=${sandbox.projectId}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, message: 'TTS History deleted successfully', messageKey: 'OPERATION_SUCCESSFUL' });
    expect(existsSync(file)).toBe(false);
    expect((await sandbox.api(`/v2/tts/histories/${entry.id}`)).status).toBe(404);
    expect((await sandbox.api(`/v2/tts/histories/${entry.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('returns the created entry when asked to, and hides new entries for the visibility delay', async () => {
    const other = await startTestSandbox({ returnCreatedEntry: true, historyVisibilityDelayMs: 300 });
    try {
      const created = await generate({ script: 'Visible later.', apiKey: other.apiKeyId }, other);
      expect(created.body.data).toEqual([expect.objectContaining({ script: 'Visible later.' })]);
      expect((await other.api('/v2/tts/histories')).body.data.totalCount).toBe(0);
      expect((await other.api(`/v2/tts/histories/${created.body.data[0].id}`)).status).toBe(404);
      await expect.poll(async () => (await other.api('/v2/tts/histories')).body.data.totalCount).toBe(1);
    } finally {
      await other.dispose();
    }
  });
});

describe('sandbox persistence', () => {
  it('keeps key, history, favourites and toggles across a restart', async () => {
    const first = await startTestSandbox();
    const voice = (await first.api('/v2/tts/voices')).body.data.voices[1];
    await first.api(`/v2/tts/voices/${voice.id}/favourite`, { method: 'POST', body: { isFavourite: !voice.isFavourite } });
    await generate({ script: 'Persist me.', apiKey: first.apiKey }, first);
    const [entry] = (await first.api('/v2/tts/histories')).body.data.ttsHistories;
    await first.dispose({ keepData: true });
    expect(readdirSync(first.dataDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    const second = await startTestSandbox({ dataDir: first.dataDir });
    try {
      expect(second.apiKey).toBe(first.apiKey);
      expect(second.projectId).toBe(first.projectId);
      expect((await second.api(`/v2/tts/voices/${voice.id}`)).body.data.isFavourite).toBe(!voice.isFavourite);
      const again = (await second.api(`/v2/tts/histories/${entry.id}`)).body.data;
      expect(again.script).toBe('Persist me.');
      const audio = await fetch(again.audio);
      expect(audio.status).toBe(200);
    } finally {
      await second.dispose();
    }
  });

  it('removes orphan audio files at start-up and reseeds after a corrupt state file', async () => {
    const first = await startTestSandbox();
    await first.dispose({ keepData: true });
    const orphan = join(first.dataDir, 'audio', 'orphan.wav');
    writeFileSync(orphan, 'RIFF');
    writeFileSync(join(first.dataDir, 'state.json'), '{"schemaVersion": 1, "apiK');
    const second = await startTestSandbox({ dataDir: first.dataDir });
    try {
      expect(existsSync(orphan)).toBe(false);
      expect(readdirSync(first.dataDir).some((f) => f.startsWith('state.json.corrupt-'))).toBe(true);
      expect(second.apiKey).not.toBe(first.apiKey);
      expect((await second.api('/v2/tts/dialects')).status).toBe(200);
    } finally {
      await second.dispose();
    }
  });

  it('uses a given demo key and keeps the same seed ids in every data dir', async () => {
    const key = '2b0c6a1e-9f1d-4f5e-8a55-0d6a2f1b3c4d';
    const a = await startTestSandbox({ apiKey: key });
    const b = await startTestSandbox();
    try {
      expect(a.apiKey).toBe(key);
      expect((await a.api('/v2/tts/dialects')).status).toBe(200);
      expect(b.apiKey).not.toBe(key);
      expect(a.projectId).toBe(b.projectId);
      const idsA = (await a.api('/v2/tts/voices?perPage=5')).body.data.voices.map((v: { id: string }) => v.id);
      const idsB = (await b.api('/v2/tts/voices?perPage=5')).body.data.voices.map((v: { id: string }) => v.id);
      expect(idsA).toEqual(idsB);
    } finally {
      await Promise.all([a.dispose(), b.dispose()]);
    }
  });
});

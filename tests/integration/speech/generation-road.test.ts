import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { useGenerationRig } from '../../helpers/generation-rig';

/**
 * The core's generation road (what a project's queue sends each block on) and dictionaries.list,
 * through the real core against the sandbox: the clip in the cache, refusals, cancelling, service failures.
 */
const g = useGenerationRig();

describe('the generation road against the sandbox', () => {
  it('generates Arabic speech: row and file in the cache, audio served, stages reported', async () => {
    const generating = g.start({
      voiceId: g.arabicVoice.id,
      voiceName: g.arabicVoice.name,
      script: 'مرحبا بكم في استوديو صوت.',
      config: { speed: 1.2, expressiveness: 0.4 },
    });
    const result = await generating.result;
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.audioUrl).toBe(`/api/audio/history/${encodeURIComponent(result.value.id)}`);
    expect(result.value.voiceName).toBe(g.arabicVoice.name);
    expect(g.session.cache.db.prepare('SELECT audio_hash FROM history_entries WHERE id = ?').get(result.value.id)).toBeTruthy();
    await g.expectServedWav('history', result.value.id);
    expect(generating.stages).toEqual(['validating', 'sending', 'locating', 'downloading', 'saving']);
  });

  it('generates English speech with pronunciation dictionaries', async () => {
    const dictionaries = await g.call<{ dictionaries: Array<{ id: string }> }>('dictionaries.list', {});
    if (!dictionaries.ok) throw new Error(dictionaries.error.message);
    const ids = dictionaries.value.dictionaries.slice(0, 2).map((d) => d.id);
    expect(ids.length).toBe(2);
    const result = await g.generate({ voiceId: g.englishVoice.id, script: 'Welcome to the studio.', dictionaryIds: ids });
    if (!result.ok) throw new Error(result.error.message);
    await g.expectServedWav('history', result.value.id);
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
    const before = g.rig.sandbox.requests.count('historyCreate');
    const result = await g.generate({ voiceId: g.englishVoice.id, ...input });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 'VALIDATION', field, messageKey: key });
    expect(g.rig.sandbox.requests.count('historyCreate')).toBe(before);
  });

  it('counts exactly 3,000 characters as within the limit', async () => {
    const script = 'كلمة '.repeat(600).slice(0, 3000);
    const result = await g.generate({ voiceId: g.arabicVoice.id, script });
    expect(result.ok).toBe(true);
  });

  it('cancels mid-generation: CANCELLED, no row, no file', async () => {
    g.rig.sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'latency', latencyMs: 3_000 }] });
    const rows = g.historyRows();
    const bytes = g.audioBytes();
    const sent = g.rig.sandbox.requests.count('historyCreate');
    const pending = g.start({ voiceId: g.arabicVoice.id, script: 'نص سيلغى قبل أن يكتمل.' });
    // Mid-generation: the POST has reached the sandbox, which holds it for the latency.
    await expect.poll(() => g.rig.sandbox.requests.count('historyCreate')).toBe(sent + 1);
    pending.cancel();
    const result = await pending.result;
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('CANCELLED');
    expect(g.historyRows()).toBe(rows);
    expect(g.audioBytes()).toBe(bytes);
    expect(pending.stages.at(-1)).toBe('sending');
  });

  it('reports a 500 as SERVER', async () => {
    g.rig.sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'status', status: 500, times: 1 }] });
    const result = await g.generate({ voiceId: g.englishVoice.id, script: 'Server trouble.' });
    expect(!result.ok && result.error.code).toBe('SERVER');
  });

  it('reports 429 as RATE_LIMITED with when to retry, without resending', async () => {
    const before = g.rig.sandbox.requests.count('historyCreate');
    g.rig.sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'rateLimit', retryAfterSeconds: 7, times: 1 }] });
    const result = await g.generate({ voiceId: g.englishVoice.id, script: 'Slow down.' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'RATE_LIMITED', retryAfterMs: 7_000 });
    expect(g.rig.sandbox.requests.count('historyCreate')).toBe(before + 1);
  });

  it('never sends a generation twice when the response is lost after the POST, and finds the clip it made', async () => {
    const before = g.rig.sandbox.requests.count('historyCreate');
    const rows = g.historyRows();
    g.rig.sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'responseLost', times: 1 }] });
    const result = await g.generate({ voiceId: g.englishVoice.id, script: 'Lost on the way back.' });
    expect(result.ok).toBe(true);
    expect(g.rig.sandbox.requests.count('historyCreate') - before).toBe(1);
    // The one clip the service made, cached once, not twice.
    expect(g.historyRows()).toBe(rows + 1);
  });
});

describe('dictionaries.list', () => {
  it('lists the service dictionaries and keeps a copy for offline viewing', async () => {
    const online = await g.call<{ dictionaries: unknown[]; stale: boolean }>('dictionaries.list', {});
    if (!online.ok) throw new Error(online.error.message);
    expect(online.value.dictionaries.length).toBe(4);
    expect(online.value.stale).toBe(false);
    g.rig.sandbox.faults.set({ rules: [{ route: 'dictionaryList', kind: 'status', status: 503 }] });
    const offline = await g.call<{ dictionaries: unknown[]; stale: boolean }>('dictionaries.list', {});
    if (!offline.ok) throw new Error(offline.error.message);
    expect(offline.value).toMatchObject({ stale: true });
    expect(offline.value.dictionaries.length).toBe(4);
  });
});

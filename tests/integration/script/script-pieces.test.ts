import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ScriptPiece } from '../../../shared/model/script';
import { readWavChunks } from '../../../electron/core/audio/wav-riff';
import { useGenerationRig } from '../../helpers/generation-rig';

/** Long scripts as pieces through the real core against the sandbox: parts generated, joined, served and kept inside the studio's folder. */
const g = useGenerationRig();

describe('long scripts as pieces', () => {
  it('generates the parts in order and serves them joined as one WAV', async () => {
    const created = await g.call<ScriptPiece>('tts.createPiece', {
      name: 'Long one',
      voiceId: g.englishVoice.id,
      voiceName: g.englishVoice.name,
      parts: ['The first part of the story. ', 'And the second part.'],
    });
    if (!created.ok) throw new Error(created.error.message);
    expect(created.value.audioUrl).toBeNull();
    const requestId = randomUUID();
    const done = await g.call<ScriptPiece>('tts.generatePiece', { requestId, pieceId: created.value.id });
    if (!done.ok) throw new Error(done.error.message);
    expect(done.value.parts.every((p) => p.historyId !== null)).toBe(true);
    expect(done.value.audioUrl).toBe(`/api/audio/piece/${created.value.id}`);
    const parts = g.progress.filter((p) => p.requestId === requestId && p.stage === 'saving').map((p) => p.part?.index);
    expect(parts).toEqual([0, 1]);

    const joined = await g.expectServedWav('piece', created.value.id);
    const first = await g.expectServedWav('history', done.value.parts[0]!.historyId!);
    const second = await g.expectServedWav('history', done.value.parts[1]!.historyId!);
    // The joined samples are the parts' samples, back to back, in order.
    const [j, a, b] = [readWavChunks(joined)!, readWavChunks(first)!, readWavChunks(second)!];
    expect(j.data.byteLength).toBe(a.data.byteLength + b.data.byteLength);
    expect(Buffer.from(j.data.subarray(0, a.data.byteLength)).equals(Buffer.from(a.data))).toBe(true);
    expect(Buffer.from(j.format).equals(Buffer.from(a.format))).toBe(true);
  });

  it('resumes after a failed part and regenerates only edited parts', async () => {
    const created = await g.call<ScriptPiece>('tts.createPiece', {
      name: 'Resumable',
      voiceId: g.englishVoice.id,
      parts: ['One part here.', 'Two parts here.'],
    });
    if (!created.ok) throw new Error(created.error.message);
    g.rig.sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'status', status: 500, times: 1 }] });
    // First POST fails: nothing recorded.
    const failed = await g.call<ScriptPiece>('tts.generatePiece', { requestId: randomUUID(), pieceId: created.value.id });
    expect(!failed.ok && failed.error).toMatchObject({ code: 'SERVER', field: 'parts.0' });
    const done = await g.call<ScriptPiece>('tts.generatePiece', { requestId: randomUUID(), pieceId: created.value.id });
    if (!done.ok) throw new Error(done.error.message);
    const firstId = done.value.parts[0]!.historyId;
    const edited = await g.call<ScriptPiece>('tts.savePieceParts', {
      pieceId: created.value.id,
      parts: ['One part here.', 'Two parts, edited.'],
    });
    if (!edited.ok) throw new Error(edited.error.message);
    expect(edited.value.parts.map((p) => p.historyId === null)).toEqual([false, true]);
    expect(edited.value.audioUrl).toBeNull();
    const again = await g.call<ScriptPiece>('tts.generatePiece', { requestId: randomUUID(), pieceId: created.value.id });
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.parts[0]!.historyId).toBe(firstId);
    await g.expectServedWav('piece', created.value.id);
  });

  it('validates every remaining part before sending any', async () => {
    const before = g.rig.sandbox.requests.count('historyCreate');
    const created = await g.call<ScriptPiece>('tts.createPiece', {
      name: 'Bad',
      voiceId: g.englishVoice.id,
      parts: ['Fine text.', '!!! ### 123'],
    });
    if (!created.ok) throw new Error(created.error.message);
    const result = await g.call<ScriptPiece>('tts.generatePiece', { requestId: randomUUID(), pieceId: created.value.id });
    expect(!result.ok && result.error).toMatchObject({ code: 'VALIDATION', field: 'parts.1' });
    expect(g.rig.sandbox.requests.count('historyCreate')).toBe(before);
  });

  it('refuses a render with more than an hour of pauses before sending any part (issue 33 item 16)', async () => {
    const before = g.rig.sandbox.requests.count('historyCreate');
    const created = await g.call<ScriptPiece>('tts.createPiece', {
      name: 'Mostly silence',
      voiceId: g.englishVoice.id,
      // 61 parts of a minute's silence each: 61 minutes, each part within its own cap.
      parts: Array.from({ length: 61 }, (_, i) => `Line ${i}.[pause 30s][pause 30s]`),
    });
    if (!created.ok) throw new Error(created.error.message);
    const result = await g.call<ScriptPiece>('tts.generatePiece', { requestId: randomUUID(), pieceId: created.value.id });
    expect(!result.ok && result.error).toMatchObject({ code: 'VALIDATION', field: 'script', messageKey: 'PausesTooLongInRender' });
    expect(g.rig.sandbox.requests.count('historyCreate')).toBe(before);
  });

  it('joins a piece whose part audio the cache evicted, by fetching that part again', async () => {
    const created = await g.call<ScriptPiece>('tts.createPiece', {
      name: 'Evicted',
      voiceId: g.englishVoice.id,
      parts: ['Kept part.', 'Evicted part.'],
    });
    if (!created.ok) throw new Error(created.error.message);
    const done = await g.call<ScriptPiece>('tts.generatePiece', { requestId: randomUUID(), pieceId: created.value.id });
    if (!done.ok) throw new Error(done.error.message);
    // What the size limit does to a clip: the row stays, its audio goes.
    g.session.cache.db
      .prepare('UPDATE history_entries SET audio_hash = NULL, audio_bytes = NULL, evicted = 1 WHERE id = ?')
      .run(done.value.parts[1]!.historyId!);
    // As if the join had never been made (it is built on the first request, then kept).
    rmSync(join(g.session.directory, 'pieces'), { recursive: true, force: true });
    const evicted = done.value.parts[1]!.historyId!;
    const hashOf = (id: string) =>
      (g.session.cache.db.prepare('SELECT audio_hash AS hash FROM history_entries WHERE id = ?').get(id) as { hash: string | null }).hash;
    await g.expectServedWav('piece', created.value.id);
    // The part was downloaded again and is cached once more.
    expect(hashOf(evicted)).not.toBeNull();
  });

  it('never serves a joined file through a link planted in the profile folder', async () => {
    const created = await g.call<ScriptPiece>('tts.createPiece', {
      name: 'Linked',
      voiceId: g.englishVoice.id,
      parts: ['First part.', 'Second part.'],
    });
    if (!created.ok) throw new Error(created.error.message);
    const done = await g.call<ScriptPiece>('tts.generatePiece', { requestId: randomUUID(), pieceId: created.value.id });
    if (!done.ok) throw new Error(done.error.message);
    const joined = await g.rig.core.audio.resolve('piece', created.value.id);
    if (!joined.ok) throw new Error(joined.error.message);
    // The joined file replaced by a link to a file outside the data folder.
    const outside = mkdtempSync(join(tmpdir(), 'sawt-outside-'));
    try {
      writeFileSync(join(outside, 'secret.wav'), "not the studio's");
      rmSync(joined.value.path);
      symlinkSync(join(outside, 'secret.wav'), joined.value.path);
      expect(await g.rig.core.audio.resolve('piece', created.value.id)).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
      // The whole folder replaced by a link: refused too, nothing written outside.
      rmSync(join(g.session.directory, 'pieces'), { recursive: true, force: true });
      symlinkSync(outside, join(g.session.directory, 'pieces'));
      expect((await g.rig.core.audio.resolve('piece', created.value.id)).ok).toBe(false);
      expect(readdirSync(outside)).toEqual(['secret.wav']);
    } finally {
      rmSync(join(g.session.directory, 'pieces'), { force: true });
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('refuses piece ids that try to name a path', async () => {
    for (const id of ['../cache.db', '..%2Fx', 'a/b']) expect((await g.rig.core.audio.resolve('piece', id)).ok).toBe(false);
  });
});

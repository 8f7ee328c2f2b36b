import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ScriptPiece } from '../../../shared/model/script';
import type { VoiceList } from '../../../shared/model/voices';
import { readWavChunks } from '../../../electron/core/audio/wav-riff';
import { unwrap, useCoreRig, type RigCore } from '../../helpers/core-rig';

// Long renders are kept (issue 15 item 4): a real core and SQLite file, real HTTP to the sandbox,
// and a second core on the same data folder standing in for a restart.
const rig = useCoreRig();

async function profileDir(account: RigCore): Promise<string> {
  return unwrap(await account.core.context.sessions.use(async (s) => ({ ok: true as const, value: s.directory })));
}

async function servedPiece(account: RigCore, pieceId: string): Promise<{ path: string; bytes: Uint8Array }> {
  const file = unwrap(await account.core.audio.resolve('piece', pieceId));
  return { path: file.path, bytes: new Uint8Array(readFileSync(file.path)) };
}

describe('long renders in the library', () => {
  it('stores the joined file with its parts, lists it after a restart and serves the same file', async () => {
    const first = await rig.startCore();
    let second: RigCore | undefined;
    try {
      unwrap(await first.call<VoiceList>('voices.list', { refresh: true }));
      // The refresh fills the voice list in the background.
      await expect.poll(async () => unwrap(await first.call<VoiceList>('voices.list', {})).total).toBeGreaterThan(0);
      const voice = unwrap(await first.call<VoiceList>('voices.list', {})).voices[0]!;
      const piece = unwrap(
        await first.call<ScriptPiece>('tts.createPiece', {
          name: 'Chapter one',
          voiceId: voice.id,
          parts: ['First part here.', 'Second part here.'],
        }),
      );
      // A piece never generated is a plan in the editor, not a render.
      expect(unwrap(await first.call<ScriptPiece[]>('tts.listPieces', {}))).toEqual([]);
      unwrap(await first.call<ScriptPiece>('tts.generatePiece', { requestId: randomUUID(), pieceId: piece.id }));

      // Stored as soon as the piece is whole, before anyone plays it.
      const dir = await profileDir(first);
      const stored = readdirSync(join(dir, 'pieces')).filter((name) => name.startsWith(piece.id));
      expect(stored).toHaveLength(1);
      const before = await servedPiece(first, piece.id);
      await first.close();

      second = await rig.startCore({ dataDir: first.dataDir });
      const listed = unwrap(await second.call<ScriptPiece[]>('tts.listPieces', {}));
      expect(listed).toHaveLength(1);
      expect(listed[0]).toMatchObject({ id: piece.id, name: 'Chapter one', audioUrl: `/api/audio/piece/${piece.id}` });
      expect(listed[0]!.parts.map((part) => part.text)).toEqual(['First part here.', 'Second part here.']);
      expect(listed[0]!.parts.every((part) => part.historyId !== null && part.audioUrl !== null)).toBe(true);

      // Replay and export read the stored join: the same file, the parts' samples back to back.
      const after = await servedPiece(second, piece.id);
      expect(after.path).toBe(before.path);
      expect(existsSync(join(dir, 'pieces', stored[0]!))).toBe(true);
      expect(Buffer.from(after.bytes).equals(Buffer.from(before.bytes))).toBe(true);
      let partSamples = 0;
      for (const part of listed[0]!.parts) {
        const clip = unwrap(await second.core.audio.resolve('history', part.historyId!));
        partSamples += readWavChunks(new Uint8Array(readFileSync(clip.path)))!.data.byteLength;
      }
      expect(readWavChunks(after.bytes)!.data.byteLength).toBe(partSamples);
    } finally {
      await second?.close();
    }
  });

  it('turns pause markers into exact silence in the join, never sending them to the service', async () => {
    const account = await rig.startCore();
    try {
      unwrap(await account.call<VoiceList>('voices.list', { refresh: true }));
      await expect.poll(async () => unwrap(await account.call<VoiceList>('voices.list', {})).total).toBeGreaterThan(0);
      const voice = unwrap(await account.call<VoiceList>('voices.list', {})).voices[0]!;
      const parts = ['[pause 0.5s]First part. [pause 1.5s]', ' Second part.[وقفة ٠٫٢٥ث]'];
      const piece = unwrap(await account.call<ScriptPiece>('tts.createPiece', { name: 'Pauses', voiceId: voice.id, parts }));
      const done = unwrap(await account.call<ScriptPiece>('tts.generatePiece', { requestId: randomUUID(), pieceId: piece.id }));

      const sent = await account.core.context.sessions.use(async (s) => ({
        ok: true as const,
        value: done.parts.map(
          (part) =>
            (s.cache.db.prepare('SELECT script FROM history_entries WHERE id = ?').get(part.historyId) as { script: string }).script,
        ),
      }));
      expect(unwrap(sent)).toEqual(['First part.', 'Second part.']);

      const clips = [];
      for (const part of done.parts)
        clips.push(readWavChunks(new Uint8Array(readFileSync(unwrap(await account.core.audio.resolve('history', part.historyId!)).path)))!);
      const joined = readWavChunks((await servedPiece(account, piece.id)).bytes)!;
      const fmt = new DataView(joined.format.buffer, joined.format.byteOffset, joined.format.byteLength);
      const rate = fmt.getUint32(4, true);
      const frame = fmt.getUint16(12, true);
      const frames = (ms: number) => Math.round((ms * rate) / 1000);
      const partFrames = clips.map((clip) => Math.floor(clip.data.byteLength / frame));
      // Exact sample counts: 0.5 s before part 1, 1.5 s after it, 0.25 s after part 2.
      expect(joined.data.byteLength / frame).toBe(frames(500) + partFrames[0]! + frames(1500) + partFrames[1]! + frames(250));
      const silentAt = (fromFrame: number, count: number) =>
        joined.data.subarray(fromFrame * frame, (fromFrame + count) * frame).every((b) => b === 0);
      expect(silentAt(0, frames(500))).toBe(true);
      expect(silentAt(frames(500) + partFrames[0]!, frames(1500))).toBe(true);
      expect(
        Buffer.from(joined.data.subarray(frames(500) * frame, (frames(500) + partFrames[0]!) * frame)).equals(
          Buffer.from(clips[0]!.data.subarray(0, partFrames[0]! * frame)),
        ),
      ).toBe(true);

      // A marker the studio cannot read stops generation with its own message, before anything is sent.
      const bad = unwrap(
        await account.call<ScriptPiece>('tts.createPiece', { name: 'Bad pause', voiceId: voice.id, parts: ['Fine. [pause 45s]'] }),
      );
      const refused = await account.call<ScriptPiece>('tts.generatePiece', { requestId: randomUUID(), pieceId: bad.id });
      expect(refused.ok ? null : refused.error.message).toBe(
        'Part 1 of 1: The pause "[pause 45s]" is 45 s; a pause is from 0.1 s to 30 s.',
      );
    } finally {
      await account.close();
    }
  });
});

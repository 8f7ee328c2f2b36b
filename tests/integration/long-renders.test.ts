import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScriptPiece } from '../../shared/model/script';
import type { VoiceList } from '../../shared/model/voices';
import { readWav } from '../../electron/core/script';
import { startTestSandbox, type TestSandbox } from '../../electron/sandbox/test-support';
import { removeDir, startAccountCore, value, type AccountCore } from './account-support';

// Long renders are kept (issue 15 item 4): a real core and SQLite file, real HTTP to the sandbox,
// and a second core on the same data folder standing in for a restart.
let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.dispose();
});

async function profileDir(account: AccountCore): Promise<string> {
  return value(await account.core.context.sessions.use(async (s) => ({ ok: true as const, value: s.directory })));
}

async function servedPiece(account: AccountCore, pieceId: string): Promise<{ path: string; bytes: Uint8Array }> {
  const file = value(await account.core.audio.resolve('piece', pieceId));
  return { path: file.path, bytes: new Uint8Array(readFileSync(file.path)) };
}

describe('long renders in the library', () => {
  it('stores the joined file with its parts, lists it after a restart and serves the same file', async () => {
    const first = await startAccountCore(sandbox);
    let second: AccountCore | undefined;
    try {
      value(await first.call<VoiceList>('voices.list', { refresh: true }));
      // The refresh fills the voice list in the background.
      await expect.poll(async () => value(await first.call<VoiceList>('voices.list', {})).total).toBeGreaterThan(0);
      const voice = value(await first.call<VoiceList>('voices.list', {})).voices[0]!;
      const piece = value(await first.call<ScriptPiece>('tts.createPiece', { name: 'Chapter one', voiceId: voice.id, parts: ['First part here.', 'Second part here.'] }));
      // A piece never generated is a plan in the editor, not a render.
      expect(value(await first.call<ScriptPiece[]>('tts.listPieces', {}))).toEqual([]);
      value(await first.call<ScriptPiece>('tts.generatePiece', { requestId: randomUUID(), pieceId: piece.id }));

      // Stored as soon as the piece is whole, before anyone plays it.
      const dir = await profileDir(first);
      const stored = readdirSync(join(dir, 'pieces')).filter((name) => name.startsWith(piece.id));
      expect(stored).toHaveLength(1);
      const before = await servedPiece(first, piece.id);
      await first.close();

      second = await startAccountCore(sandbox, { dataDir: first.dataDir });
      const listed = value(await second.call<ScriptPiece[]>('tts.listPieces', {}));
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
        const clip = value(await second.core.audio.resolve('history', part.historyId!));
        partSamples += readWav(new Uint8Array(readFileSync(clip.path)))!.data.byteLength;
      }
      expect(readWav(after.bytes)!.data.byteLength).toBe(partSamples);
    } finally {
      await second?.close();
      removeDir(first.dataDir);
    }
  });
});

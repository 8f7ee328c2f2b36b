import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CacheStatus } from '../../../shared/model/history';
import type { DialectSummary, VoiceList } from '../../../shared/model/voices';
import { cacheFileOf } from '../../../electron/core/session';
import { choicesFileName } from '../../../electron/core/session/user-choices';
import { unwrap, useCoreRig, type RigCore } from '../../helpers/core-rig';
import { legacyClock, writeLegacyPiece } from '../../helpers/legacy-profile';

// Nothing the user chose lives only in the rebuildable cache (issue 14 item 4): a real core, a real
// SQLite file deleted between runs as a rebuild would, real HTTP to the rig.sandbox.
const rig = useCoreRig();

async function profileDir(account: RigCore): Promise<string> {
  return unwrap(await account.core.context.sessions.use(async (s) => ({ ok: true as const, value: s.directory })));
}

describe('user choices outlive the cache', () => {
  it('keeps dialect defaults, the cache limit and long-script pieces (for the drafts still to migrate) through a rebuilt cache', async () => {
    const first = await rig.startCore();
    let second: RigCore | undefined;
    try {
      const voices = unwrap(await first.call<VoiceList>('voices.list', { refresh: true }));
      await expect.poll(async () => unwrap(await first.call<VoiceList>('voices.list', {})).total).toBeGreaterThan(0);
      const voice = (voices.voices[0] ?? unwrap(await first.call<VoiceList>('voices.list', {})).voices[0])!;
      unwrap(await first.call<DialectSummary>('voices.setDialectDefault', { dialectCode: voice.dialectCode, voiceId: voice.id }));
      unwrap(await first.call<CacheStatus>('history.setCacheLimit', { bytes: 123_456_789 }));
      // A long script as the Script section kept it, which draft migration still reads.
      const pieceId = writeLegacyPiece(await first.session(), {
        name: 'Chapter one',
        draftId: null,
        voiceId: voice.id,
        parts: [
          { text: 'الجزء الأول', historyId: null },
          { text: 'الجزء الثاني', historyId: null },
        ],
        createdAt: legacyClock()(),
      });
      const dir = await profileDir(first);
      await first.close();
      expect(JSON.parse(readFileSync(join(dir, choicesFileName), 'utf8'))).toMatchObject({ version: 1 });

      // The cache is gone (set aside as corrupt, or removed by hand); the choices are not.
      for (const suffix of ['', '-wal', '-shm']) rmSync(cacheFileOf(dir) + suffix, { force: true });
      second = await rig.startCore({ dataDir: first.dataDir });
      expect(unwrap(await second.call<CacheStatus>('history.cacheStatus', {})).limitBytes).toBe(123_456_789);
      const { db } = (await second.session()).cache;
      expect(db.prepare('SELECT name FROM script_pieces WHERE id = ?').get(pieceId)).toEqual({ name: 'Chapter one' });
      expect(db.prepare('SELECT text FROM script_piece_parts WHERE piece_id = ? ORDER BY position').all(pieceId)).toEqual([
        { text: 'الجزء الأول' },
        { text: 'الجزء الثاني' },
      ]);
      await expect
        .poll(
          async () =>
            unwrap(await second!.call<DialectSummary[]>('dialects.list', {})).find((d) => d.code === voice.dialectCode)?.defaultVoiceId,
        )
        .toBe(voice.id);
    } finally {
      await second?.close();
    }
  });

  it('seeds the choices file from a cache made before it existed', async () => {
    const account = await rig.startCore();
    try {
      unwrap(await account.call<CacheStatus>('history.setCacheLimit', { bytes: 5_000_000 }));
      const dir = await profileDir(account);
      await account.core.context.sessions.reset();
      rmSync(join(dir, choicesFileName));
      unwrap(await account.call<CacheStatus>('history.cacheStatus', {}));
      await account.core.context.sessions.reset();
      expect(existsSync(join(dir, choicesFileName))).toBe(true);
      expect(readFileSync(join(dir, choicesFileName), 'utf8')).toContain('5000000');
    } finally {
      await account.close();
    }
  });
});

import { createHash } from 'node:crypto';
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SyncSummary } from '../../../shared/model/history';
import type { HistoryEntry } from '../../../shared/model/service';
import { wavDurationMs } from '../../../electron/core/audio/wav-duration';
import { historyRowParams, upsertHistoryRows } from '../../../electron/core/history';
import { unwrap, useCoreRig } from '../../helpers/core-rig';
import { clipBytes } from '../../helpers/history-seed';

/**
 * A full sync (every page listed, deletions reconciled, every clip downloaded) leaves the cache
 * holding exactly what a brute-force reading of the sandbox says it should: one row per entry the
 * service lists, with its fields and the hash, size and duration of its own file, and nothing of
 * the entries the service no longer has. The sync keeps what it saw in a ledger in the cache
 * rather than in memory; this is the check that the rows came out the same.
 */
const size = 260; // three pages of 100
const rig = useCoreRig({ history: { entries: size }, sandbox: { enableControlRoute: true } });

beforeAll(() => {
  // Two entries share one clip (the store keeps it once; both rows name it).
  const audioDir = join(rig.sandbox.dataDir, 'audio');
  copyFileSync(join(audioDir, `${rig.ids[3]}.wav`), join(audioDir, `${rig.ids[4]}.wav`));
});

interface Row {
  id: string;
  script: string;
  voice_name: string;
  dialect_code: string | null;
  language: string | null;
  created_at: string;
  audio_hash: string | null;
  audio_bytes: number | null;
  duration_ms: number | null;
}

/** Every entry the sandbox lists, read page by page over HTTP, newest first. */
async function serviceEntries(): Promise<HistoryEntry[]> {
  const entries: HistoryEntry[] = [];
  for (let page = 1; ; page++) {
    const listed = await rig.sandbox.api(`/v2/tts/histories?page=${page}&perPage=100`);
    entries.push(...(listed.body.data.ttsHistories as HistoryEntry[]));
    if (page >= listed.body.data.totalPages) return entries;
  }
}

function expectedRow(entry: HistoryEntry): Row {
  const bytes = readFileSync(join(rig.sandbox.dataDir, 'audio', `${entry.id}.wav`));
  return {
    id: entry.id,
    script: entry.script,
    voice_name: entry.ttsVoice?.name ?? '',
    dialect_code: entry.ttsVoice?.dialect?.languageCode ?? null,
    language: entry.ttsVoice?.dialect?.language ?? null,
    created_at: entry.createdAt,
    audio_hash: createHash('sha256').update(bytes).digest('hex'),
    audio_bytes: bytes.byteLength,
    duration_ms: wavDurationMs(bytes),
  };
}

describe('a full sync of a seeded sandbox', () => {
  it('gives exactly the rows and files a brute-force reading of the service gives, deletions included', async () => {
    // The session's first sync is refused, so the rows seeded below are not listed over.
    rig.sandbox.faults.set({ rules: [{ route: 'historyList', kind: 'status', status: 503 }] });
    const session = await rig.session();
    await rig.call('history.sync');
    rig.sandbox.faults.reset();
    const listed = await serviceEntries();
    // The cache already holds: entries the service no longer has (with their own files), an
    // entry whose script changed on the service, and an entry already downloaded.
    const stale: HistoryEntry[] = [0, 1, 2].map((i) => ({ ...listed[i]!, id: `gone-${i}` }));
    const staleFile = unwrap(await session.audioStore.put(clipBytes(9_000)));
    upsertHistoryRows(session.cache, [
      ...stale.map((e) => historyRowParams(e, { ...staleFile, durationMs: 500 })),
      historyRowParams({ ...listed[7]!, script: 'an older wording' }, null),
    ]);
    const early = readFileSync(join(rig.sandbox.dataDir, 'audio', `${listed[9]!.id}.wav`));
    const earlyFile = unwrap(await session.audioStore.put(early));
    upsertHistoryRows(session.cache, [historyRowParams(listed[9]!, { ...earlyFile, durationMs: wavDurationMs(early) })]);

    const summary = unwrap(await rig.call<SyncSummary>('history.sync'));
    expect(summary).toMatchObject({
      added: size - 2,
      updated: 1,
      removed: 3,
      downloaded: size - 1,
      downloadFailures: 0,
      fullListing: true,
    });

    const rows = session.cache.db
      .prepare(
        `SELECT id, script, voice_name, dialect_code, language, created_at, audio_hash, audio_bytes, duration_ms
         FROM history_entries ORDER BY sort_key DESC`,
      )
      .all() as unknown as Row[];
    expect(rows.map((r) => ({ ...r }))).toEqual(listed.map(expectedRow));
    // Every row's file is in the store with the bytes it names.
    for (const row of rows) {
      const path = session.audioStore.pathOf(row.audio_hash!);
      expect(path).not.toBeNull();
      expect(createHash('sha256').update(readFileSync(path!)).digest('hex')).toBe(row.audio_hash);
    }
    expect(rows[3]!.audio_hash).toBe(rows[4]!.audio_hash);
    // The sync's ledger is emptied once it ends.
    expect(session.cache.db.prepare('SELECT COUNT(*) AS n FROM temp.sync_listed').get()).toEqual({ n: 0 });
    // The removed rows' file is an orphan now, collected (by the next session's clean-up) and nothing else.
    expect(session.audioStore.collectOrphans((hash) => rows.some((r) => r.audio_hash === hash))).toBe(1);
  });
});

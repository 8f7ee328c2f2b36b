import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openCacheDatabase, type CacheDatabase } from '../../../electron/core/cache';
import { migrations } from '../../../electron/core/cache/migrations';
import { historyRowParams, upsertHistoryRows } from '../../../electron/core/history';
import { deleteHistoryRows } from '../../../electron/core/history/sync/sync-listing';
import { historyFacets, listHistoryPage } from '../../../electron/core/history/query/history-query';
import { talliesOf, tallyOf } from '../../../electron/core/history/history-tallies';
import { insertLegacyHistoryRows } from '../../helpers/history-legacy';

// The tallies are kept by triggers; after any mix of writes the studio makes, they must equal
// what counting the table afresh gives.

const dirs: string[] = [];
const open: CacheDatabase[] = [];
afterEach(() => {
  for (const cache of open.splice(0)) cache.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function openAt(path: string, upTo = Infinity): CacheDatabase {
  const opened = openCacheDatabase(
    path,
    migrations.filter((m) => m.version <= upTo),
  );
  if (!opened.ok) throw new Error(opened.error.message);
  open.push(opened.value.database);
  return opened.value.database;
}
const freshPath = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sawt-tallies-'));
  dirs.push(dir);
  return join(dir, 'cache.db');
};

const voices = ['Layla', 'Omar', ''];
const dialects = ['egy', 'ksa', undefined];
function row(i: number, variant = 0, audio = false) {
  return historyRowParams(
    {
      id: `id-${i}`,
      audio: 'x',
      script: `نص ${i}`,
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 1000).toISOString(),
      ttsVoice: {
        name: voices[(i + variant) % 3]!,
        dialect: dialects[(i + variant) % 3] ? { languageCode: dialects[(i + variant) % 3]! } : undefined,
      },
    },
    audio ? { hash: `${(i % 10).toString(16)}`.repeat(64), size: 10, durationMs: 100 } : null,
  );
}

/** What the tallies should say, counted the slow way. */
function recount(cache: CacheDatabase) {
  const q = (sql: string) => cache.db.prepare(sql).all() as unknown as Array<{ key: string; count: number }>;
  return {
    all: (cache.db.prepare('SELECT COUNT(*) AS n FROM history_entries').get() as { n: number }).n,
    audio: (cache.db.prepare('SELECT COUNT(audio_hash) AS n FROM history_entries').get() as { n: number }).n,
    voice: q('SELECT voice_name AS key, COUNT(*) AS count FROM history_entries GROUP BY voice_name ORDER BY voice_name'),
    dialect: q(
      'SELECT dialect_code AS key, COUNT(*) AS count FROM history_entries WHERE dialect_code IS NOT NULL GROUP BY dialect_code ORDER BY dialect_code',
    ),
  };
}
const tallies = (cache: CacheDatabase) => ({
  all: tallyOf(cache, 'all'),
  audio: tallyOf(cache, 'audio'),
  voice: talliesOf(cache, 'voice'),
  dialect: talliesOf(cache, 'dialect'),
});

describe('the history tallies', () => {
  it('match a fresh count after inserts, upserts that change voice, dialect and audio, and deletes', () => {
    const cache = openAt(freshPath());
    upsertHistoryRows(
      cache,
      Array.from({ length: 60 }, (_, i) => row(i)),
    );
    expect(tallies(cache)).toEqual(recount(cache));
    // The same ids again, with other voices and dialects and now with audio: updates, not inserts.
    upsertHistoryRows(
      cache,
      Array.from({ length: 40 }, (_, i) => row(i, 1, i % 2 === 0)),
    );
    expect(tallies(cache)).toEqual(recount(cache));
    cache.db.prepare('UPDATE history_entries SET audio_hash = NULL, evicted = 1 WHERE rowid % 3 = 0').run();
    cache.db.prepare("UPDATE history_entries SET audio_hash = 'f' WHERE audio_hash IS NOT NULL").run();
    expect(tallies(cache)).toEqual(recount(cache));
    deleteHistoryRows(
      cache,
      Array.from({ length: 25 }, (_, i) => `id-${i * 2}`),
    );
    expect(tallies(cache)).toEqual(recount(cache));
    cache.db.exec('DELETE FROM history_entries');
    expect(tallies(cache)).toEqual({ all: 0, audio: 0, voice: [], dialect: [] });
  });

  it('are filled from the rows already cached when the migration runs on an older cache', () => {
    const path = freshPath();
    const older = openAt(path, 7);
    insertLegacyHistoryRows(
      older,
      Array.from({ length: 30 }, (_, i) => row(i, 0, i < 12)),
    );
    older.close();
    open.splice(open.indexOf(older), 1);
    const cache = openAt(path);
    expect(tallies(cache)).toEqual(recount(cache));
    expect(tallyOf(cache, 'audio')).toBe(12);
  });

  it('answer the unfiltered total and the facets that History opens with', () => {
    const cache = openAt(freshPath());
    upsertHistoryRows(
      cache,
      Array.from({ length: 30 }, (_, i) => row(i)),
    );
    expect(listHistoryPage(cache, { limit: 5, order: 'newest' }).total).toBe(30);
    const facets = historyFacets(cache);
    // The empty voice name is tallied but is no filter anyone can choose.
    expect(facets.voices).toEqual([
      { name: 'Layla', count: 10 },
      { name: 'Omar', count: 10 },
    ]);
    expect(facets.dialects.map(({ code, count }) => ({ code, count }))).toEqual([
      { code: 'egy', count: 10 },
      { code: 'ksa', count: 10 },
    ]);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openCacheDatabase, type CacheDatabase } from '../../../electron/core/cache';
import { migrations } from '../../../electron/core/cache/migrations';
import { historyRowParams, upsertHistoryRows } from '../../../electron/core/history';
import { listHistoryPage } from '../../../electron/core/history/query/history-query';
import type { HistoryEntry } from '../../../shared/model/service';
import { insertLegacyHistoryRows } from '../../helpers/history-legacy';

// Migration 013 on a real SQLite file made by 1–12 (issue 33 item 8): the text a take was written
// as becomes the clip's written text and is searched beside the spoken one; nothing is lost.
const dir = mkdtempSync(join(tmpdir(), 'sawt-history-written-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const entry = (id: string, script: string): HistoryEntry => ({
  id,
  audio: '',
  script,
  createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, Number(id.at(-1)))).toISOString(),
  ttsVoiceId: 'voice-a',
  ttsVoice: { name: 'Layla' },
});

const found = (cache: CacheDatabase, search: string) =>
  listHistoryPage(cache, { limit: 100, order: 'newest', search }).items.map((item) => item.id);

function open(path: string, upTo?: number): CacheDatabase {
  const opened = openCacheDatabase(path, upTo === undefined ? undefined : migrations.filter((m) => m.version <= upTo));
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value.database;
}

describe('migration 013 (the written text beside the spoken)', () => {
  it('keeps what takes were written as where read-as changed it, makes it searchable, and loses nothing', () => {
    const path = join(dir, 'cache.db');
    const older = open(path, 12);
    insertLegacyHistoryRows(older, [
      historyRowParams(entry('entry-1', 'السعر مئتين وخمسين ريالًا فقط'), null),
      historyRowParams(entry('entry-2', 'Hello there.'), null),
      historyRowParams(entry('entry-3', 'مقطع من مكان آخر'), null),
    ]);
    const take = older.db.prepare(
      "INSERT INTO script_takes (history_id, draft_id, part_index, text, created_at, voice_id) VALUES (?, 'draft-1', ?, ?, '2025-01-01', 'voice-a')",
    );
    take.run('entry-1', 0, 'السعر ٢٥٠ ريال فقط');
    take.run('entry-2', 1, 'Hello   there.');
    take.run('entry-9', 2, 'الجزء ٣ [pause 1s] انتهى');
    older.db.exec("INSERT INTO script_take_choices VALUES ('draft-1', 0, 'entry-1', '2025-01-01')");
    const before = older.db.prepare('SELECT * FROM history_entries ORDER BY id').all();
    older.close();

    const cache = open(path);
    // Only where the written text reads differently; a take whose clip is not cached yet keeps its text.
    expect(cache.db.prepare('SELECT history_id AS id, text FROM history_written ORDER BY history_id').all()).toEqual([
      { id: 'entry-1', text: 'السعر ٢٥٠ ريال فقط' },
      { id: 'entry-9', text: 'الجزء ٣ [pause 1s] انتهى' },
    ]);
    const after = cache.db.prepare('SELECT * FROM history_entries ORDER BY id').all();
    expect(after.map(({ script_search: _search, ...row }) => row)).toEqual(before.map(({ script_search: _search, ...row }) => row));
    expect(cache.db.prepare('SELECT COUNT(*) AS n FROM script_takes').get()).toEqual({ n: 3 });
    expect(cache.db.prepare('SELECT COUNT(*) AS n FROM script_take_choices').get()).toEqual({ n: 1 });

    for (const search of ['250', '٢٥٠ ريال', 'مئتين وخمسين', 'ريال']) expect(found(cache, search)).toEqual(['entry-1']);
    expect(found(cache, 'Hello')).toEqual(['entry-2']);
    const [clip] = listHistoryPage(cache, { limit: 1, order: 'newest', search: '250' }).items;
    expect(clip).toMatchObject({ script: 'السعر مئتين وخمسين ريالًا فقط', written: 'السعر ٢٥٠ ريال فقط' });
    expect(() => cache.db.exec("INSERT INTO history_fts (history_fts) VALUES ('integrity-check')")).not.toThrow();

    // The clip of the take the cache lacked arrives with a sync: its written text is searched at once.
    upsertHistoryRows(cache, [historyRowParams(entry('entry-9', 'الجزء ثلاثة انتهى'), null)]);
    expect(found(cache, 'pause')).toEqual(['entry-9']);
    expect(found(cache, 'ثلاثه')).toEqual(['entry-9']);
    cache.close();
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCacheDatabase, type CacheDatabase } from '../../../electron/core/cache';
import { migrations } from '../../../electron/core/cache/migrations';
import { historyRowParams, upsertHistoryRows } from '../../../electron/core/history';
import { listHistoryPage, rowsSql, type HistoryQuery } from '../../../electron/core/history/query/history-query';
import { fullRange, planQuery } from '../../../electron/core/history/query/history-plan';
import { normalizeForSearch } from '../../../shared/text';
import { corpusScripts, searchMix } from '../../helpers/history-corpus';
import { insertLegacyHistoryRows } from '../../helpers/history-legacy';

/**
 * The query plans against a brute-force scan of the same seeded corpus: for every query of the
 * realistic mix, with and without filters, in both orders, with small pages and a small scan
 * budget (so partly filled pages are walked too), the pages joined must be exactly the rows a
 * plain filter-and-sort of every script finds, in the same order.
 */

const size = 2_400;
const base = Date.UTC(2025, 0, 1);
const voices = ['Layla', 'Omar', 'Nour'];
const dialects = ['egy', 'ksa', 'msa', 'en'];
let dir: string;
let cache: CacheDatabase;
interface Seeded {
  id: string;
  arrival: number;
  folded: string;
  voice: string;
  dialect: string;
  createdMs: number;
}
const seeded: Seeded[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sawt-search-eq-'));
  const opened = openCacheDatabase(join(dir, 'cache.db'));
  if (!opened.ok) throw new Error(opened.error.message);
  cache = opened.value.database;
  const scripts = corpusScripts(size, 7);
  // Arrival order is shuffled against time, and every third second holds three entries: the
  // order within one millisecond is arrival, which the brute force models independently.
  const order = Array.from({ length: size }, (_, i) => (i * 7_919) % size);
  const rows = order.map((i, arrival) => {
    const createdMs = base + Math.floor(i / 3) * 1000;
    const entry = {
      id: `e-${String(i).padStart(5, '0')}`,
      audio: 'x',
      script: scripts[i]!,
      createdAt: new Date(createdMs).toISOString(),
      ttsVoice: { name: voices[i % voices.length]!, dialect: { languageCode: dialects[i % 5 === 0 ? 3 : i % 3]! } },
    };
    seeded.push({
      id: entry.id,
      arrival,
      folded: normalizeForSearch(entry.script),
      voice: entry.ttsVoice.name,
      dialect: entry.ttsVoice.dialect.languageCode,
      createdMs,
    });
    return historyRowParams(entry, null);
  });
  for (let at = 0; at < rows.length; at += 500) upsertHistoryRows(cache, rows.slice(at, at + 500));
});
afterAll(() => {
  cache.close();
  rmSync(dir, { recursive: true, force: true });
});

function bruteForce(query: Omit<HistoryQuery, 'limit'>): string[] {
  const words = normalizeForSearch(query.search ?? '')
    .split(' ')
    .filter(Boolean);
  return seeded
    .filter(
      (r) =>
        words.every((w) => r.folded.includes(w)) &&
        (query.voiceName === undefined || r.voice === query.voiceName) &&
        (query.dialectCode === undefined || r.dialect === query.dialectCode) &&
        (query.from === undefined || r.createdMs >= query.from) &&
        (query.to === undefined || r.createdMs <= query.to),
    )
    .sort((a, b) => (a.createdMs - b.createdMs || a.arrival - b.arrival) * (query.order === 'newest' ? -1 : 1))
    .map((r) => r.id);
}

function paged(query: HistoryQuery, budget: number): { ids: string[]; total: number | null; atLeast: boolean } {
  const first = listHistoryPage(cache, query, budget);
  const ids = first.items.map((i) => i.id);
  let cursor = first.nextCursor;
  for (let calls = 0; cursor; calls++) {
    if (calls > 5_000) throw new Error('paging did not end');
    const page = listHistoryPage(cache, { ...query, cursor }, budget);
    expect(page.total).toBeNull();
    ids.push(...page.items.map((i) => i.id));
    cursor = page.nextCursor;
  }
  return { ids, total: first.total, atLeast: first.totalAtLeast === true };
}

const mix = searchMix(size);
const middle = base + Math.floor(size / 6) * 1000;
const filters: Array<Partial<HistoryQuery>> = [
  {},
  { voiceName: 'Omar' },
  { dialectCode: 'en' },
  { voiceName: 'Nour', dialectCode: 'ksa' },
  { from: middle, to: middle + 300_000 },
];

describe('history search plans against a brute-force scan', () => {
  it.each(mix.map((search) => [search]))('finds exactly what a scan finds for %s, in every filter, order and page size', (search) => {
    for (const filter of filters) {
      for (const order of ['newest', 'oldest'] as const) {
        const query = { search, order, ...filter };
        const expected = bruteForce(query);
        for (const [limit, budget] of [
          [100, 6_000],
          [7, 40],
        ] as const) {
          const { ids, total, atLeast } = paged({ ...query, limit }, budget);
          expect(ids, JSON.stringify({ query, limit, budget })).toEqual(expected);
          if (atLeast) expect(total!).toBeLessThanOrEqual(expected.length);
          else expect(total, JSON.stringify({ query, limit, budget })).toBe(expected.length);
        }
      }
    }
  });

  it('folds seated hamza both ways: مسئول finds مسؤول and the reverse', () => {
    const standard = paged({ search: 'مسؤول', order: 'newest', limit: 100 }, 6_000).ids;
    expect(standard.length).toBeGreaterThan(10);
    expect(paged({ search: 'مسئول', order: 'newest', limit: 100 }, 6_000).ids).toEqual(standard);
    expect(paged({ search: 'مسءول', order: 'newest', limit: 100 }, 6_000).ids).toEqual(standard);
  });

  it('says "at least" past 1,000 matches instead of counting every one', () => {
    const first = listHistoryPage(cache, { search: 'رقم', order: 'newest', limit: 100 });
    expect(first).toMatchObject({ total: 1_000, totalAtLeast: true });
    expect(listHistoryPage(cache, { search: 'xylophone', order: 'newest', limit: 100 })).toMatchObject({ total: 0, items: [] });
  });
});

describe('the plans as SQLite runs them', () => {
  const details = (sql: string, params: Record<string, unknown>) =>
    (cache.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params as never) as Array<{ detail: string }>).map((r) => r.detail);

  it.each<[string, Partial<HistoryQuery>, RegExp]>([
    ['a long word walks the index in rowid order', { search: 'مسؤول' }, /^SCAN history_fts VIRTUAL TABLE INDEX/],
    ['no search walks the table in key order', {}, /^SEARCH history_entries USING INTEGER PRIMARY KEY \(rowid>\? AND rowid<\?\)$/],
    [
      'a voice walks its index in key order',
      { voiceName: 'Omar' },
      /^SEARCH history_entries USING COVERING INDEX history_by_voice \(voice_name=\? AND rowid>\? AND rowid<\?\)$/,
    ],
  ])('%s, without sorting', (_name, filter, first) => {
    const plan = planQuery(filter);
    for (const descending of [true, false]) {
      const rows = details(plan.source(descending), { ...plan.params, ...fullRange(), window: 101 });
      expect(rows[0]).toMatch(first);
      expect(rows.some((d) => d.includes('TEMP B-TREE'))).toBe(false);
    }
  });

  it('fetches a window of rows by one seek per key, and seeks per row for the catalogue, the written text and the take', () => {
    const rows = details(rowsSql(planQuery({ search: 'في مسؤول', voiceName: 'Omar' })), { keys: '[1]', short0: 'x', voiceName: 'x' });
    expect(rows[0]).toMatch(/^SCAN j VIRTUAL TABLE INDEX/);
    expect(rows).toContain('SEARCH h USING INTEGER PRIMARY KEY (rowid=?)');
    expect(rows.some((d) => /^SEARCH d USING INDEX .*\(id=\?\) LEFT-JOIN$/.test(d))).toBe(true);
    expect(rows.some((d) => /^SEARCH w USING INDEX .*\(history_id=\?\) LEFT-JOIN$/.test(d))).toBe(true);
    expect(rows.some((d) => /^SEARCH t USING INDEX .*\(history_id=\?\) LEFT-JOIN$/.test(d))).toBe(true);
    expect(rows.some((d) => /^SEARCH chosen USING INDEX .*\(draft_id=\? AND part_index=\?\) LEFT-JOIN$/.test(d))).toBe(true);
    // Nothing else is scanned: whether a take is of a long script's part is a few seeks too.
    expect(rows.filter((d) => d.startsWith('SCAN'))).toHaveLength(1);
  });
});

describe('migration 010 on an older cache', () => {
  it('keeps every row, orders ties by id, refolds the search text and rebuilds the index', () => {
    const path = join(dir, 'older.db');
    const older = openCacheDatabase(
      path,
      migrations.filter((m) => m.version < 10),
    );
    if (!older.ok) throw new Error(older.error.message);
    const legacy = ['مسؤول الصيانة', 'المسئول عن الملف', 'سؤال بسيط'].map((script, i) => ({
      ...historyRowParams({ id: `old-${2 - i}`, audio: 'x', script, createdAt: new Date(base).toISOString() }, null),
      // The old folding: ؤ to و, ئ to ي.
      scriptSearch: script.replace(/ؤ/g, 'و').replace(/ئ/g, 'ي'),
    }));
    insertLegacyHistoryRows(older.value.database, legacy);
    older.value.database.close();
    const opened = openCacheDatabase(path);
    if (!opened.ok) throw new Error(opened.error.message);
    const migrated = opened.value.database;
    const ids = (search?: string) => listHistoryPage(migrated, { search, order: 'newest', limit: 10 }).items.map((i) => i.id);
    expect(ids()).toEqual(['old-2', 'old-1', 'old-0']);
    expect(ids('مسؤول')).toEqual(['old-2', 'old-1']);
    expect(ids('مسئول')).toEqual(['old-2', 'old-1']);
    expect(migrated.appliedVersions()).toContain(10);
    migrated.close();
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openCacheDatabase, type CacheDatabase } from '../../../electron/core/cache';
import { historyRowParams, upsertHistoryRows } from '../../../electron/core/history';
import { historyFacets, listHistoryPage, type HistoryQuery } from '../../../electron/core/history/query/history-query';
import { replaceCatalogue } from '../../../electron/core/voices/catalogue-store';

let dir: string;
let cache: CacheDatabase;
const base = Date.UTC(2025, 0, 1);
/** 'xyz' is a code the studio has no Arabic name for; 'gone' is one the catalogue does not list. */
const codes = ['egy', 'pls', 'xyz', 'gone'];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sawt-dialect-names-'));
  const opened = openCacheDatabase(join(dir, 'cache.db'));
  if (!opened.ok) throw new Error(opened.error.message);
  cache = opened.value.database;
  const rows = Array.from({ length: 400 }, (_, i) =>
    historyRowParams(
      {
        id: `id-${String(i).padStart(4, '0')}`,
        audio: 'x',
        script: `نص رقم ${i} brown fox`,
        createdAt: new Date(base + i * 1000).toISOString(),
        // Every tenth entry has no dialect at all.
        ttsVoice: { name: 'Layla', ...(i % 10 ? { dialect: { languageCode: codes[i % 4]! } } : {}) },
      },
      null,
    ),
  );
  upsertHistoryRows(cache, rows);
});
afterAll(() => {
  cache.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = (query: Partial<HistoryQuery> = {}) => listHistoryPage(cache, { limit: 100, order: 'newest', ...query });

function loadCatalogue(dialects: Array<{ id: string; code: string; name: string }>): void {
  replaceCatalogue(
    cache,
    { dialects: dialects.map((d) => ({ id: d.id, name: d.name, languageCode: d.code })), voices: [], serviceDefaultId: null },
    `fingerprint-${dialects.length}`,
    new Date(base),
  );
}

describe('history rows and facets without a catalogue', () => {
  beforeEach(() => cache.db.exec('DELETE FROM catalogue_dialects'));

  it('carry the bare code and no names', () => {
    const { items, total } = page();
    expect(total).toBe(400);
    expect(items).toHaveLength(100);
    expect(items.every((i) => i.dialectName === null)).toBe(true);
    expect(items.filter((i) => i.dialectCode !== null).map((i) => i.dialectCode)).toContain('egy');
    const facets = historyFacets(cache);
    expect(facets.dialects.map((d) => d.code)).toEqual(['egy', 'gone', 'pls', 'xyz']);
    expect(facets.dialects.every((d) => d.name === null)).toBe(true);
  });
});

describe('history rows and facets with the catalogue loaded', () => {
  beforeAll(() =>
    loadCatalogue([
      { id: 'd-egy', code: 'egy', name: 'Egyptian' },
      { id: 'd-pls', code: 'pls', name: 'Palestinian' },
      { id: 'd-xyz', code: 'xyz', name: 'Xyzian' },
      { id: 'd-msa', code: 'msa', name: 'Modern Standard Arabic' },
    ]),
  );

  it('name each row in English and Arabic; a code the catalogue lacks keeps no names', () => {
    const byCode = new Map(page({ limit: 40 }).items.map((i) => [i.dialectCode, i.dialectName]));
    expect(byCode.get('egy')).toEqual({ en: 'Egyptian', ar: 'مصرية' });
    expect(byCode.get('pls')).toEqual({ en: 'Palestinian', ar: 'فلسطينية' });
    // No Arabic name known: the English one serves both languages.
    expect(byCode.get('xyz')).toEqual({ en: 'Xyzian', ar: 'Xyzian' });
    expect(byCode.get('gone')).toBeNull();
    expect(byCode.get(null)).toBeNull();
  });

  it('keep names through paging, search, filters and the oldest-first order', () => {
    const first = page();
    const second = page({ cursor: first.nextCursor! });
    const searched = page({ search: 'brown' });
    const filtered = page({ dialectCode: 'pls' });
    const oldest = page({ order: 'oldest', voiceName: 'Layla' });
    for (const result of [second, searched, filtered, oldest]) {
      expect(result.items).toHaveLength(100);
      for (const item of result.items) {
        expect(item.dialectName?.en ?? null).toBe(
          item.dialectCode === 'egy'
            ? 'Egyptian'
            : item.dialectCode === 'pls'
              ? 'Palestinian'
              : item.dialectCode === 'xyz'
                ? 'Xyzian'
                : null,
        );
      }
    }
    expect(filtered.total).toBe(100);
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(200);
  });

  it('give the facets the same names, with the counts of the codes', () => {
    expect(historyFacets(cache).dialects).toEqual([
      { code: 'egy', name: { en: 'Egyptian', ar: 'مصرية' }, count: 80 },
      { code: 'gone', name: null, count: 100 },
      { code: 'pls', name: { en: 'Palestinian', ar: 'فلسطينية' }, count: 100 },
      { code: 'xyz', name: { en: 'Xyzian', ar: 'Xyzian' }, count: 80 },
    ]);
  });

  it('never double a row when the catalogue lists one code twice', () => {
    cache.db.exec(
      `INSERT INTO catalogue_dialects (id, code, name, name_ar, language, position) VALUES ('d-egy-2', 'egy', 'Egyptian (again)', NULL, 'ar', 9)`,
    );
    try {
      const { items, total } = page({ limit: 100 });
      expect(items).toHaveLength(100);
      expect(new Set(items.map((i) => i.id)).size).toBe(100);
      expect(total).toBe(400);
      expect(historyFacets(cache).dialects.find((d) => d.code === 'egy')?.count).toBe(80);
    } finally {
      cache.db.exec(`DELETE FROM catalogue_dialects WHERE id = 'd-egy-2'`);
    }
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCacheDatabase, type CacheDatabase } from '../../../electron/core/cache';
import { historyRowParams, upsertHistoryRows } from '../../../electron/core/history';
import {
  decodeCursor,
  encodeCursor,
  listHistory,
  listHistoryPage,
  type HistoryQuery,
} from '../../../electron/core/history/query/history-query';

let dir: string;
let cache: CacheDatabase;
const base = Date.UTC(2025, 0, 1);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sawt-paging-'));
  const opened = openCacheDatabase(join(dir, 'cache.db'));
  if (!opened.ok) throw new Error(opened.error.message);
  cache = opened.value.database;
  // 250 entries; every 5 share one timestamp, so the id breaks ties.
  const rows = Array.from({ length: 250 }, (_, i) =>
    historyRowParams(
      {
        id: `id-${String(i).padStart(4, '0')}`,
        audio: 'x',
        script: i % 2 ? `نص رقم ${i}` : `script ${i}`,
        createdAt: new Date(base + Math.floor(i / 5) * 1000).toISOString(),
        ttsVoice: { name: i % 3 ? 'Layla' : 'Omar', dialect: { languageCode: 'egy' } },
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

function all(query: Partial<HistoryQuery>): string[] {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = listHistoryPage(cache, { limit: 100, order: 'newest', ...query, cursor });
    ids.push(...page.items.map((i) => i.id));
    if (!page.nextCursor) return ids;
    cursor = page.nextCursor;
  }
}

describe('keyset paging of the history cache', () => {
  it('visits every row once across pages, even where timestamps tie', () => {
    const ids = all({});
    expect(ids).toHaveLength(250);
    expect(new Set(ids).size).toBe(250);
    expect(ids[0]).toBe('id-0249');
    expect(all({ order: 'oldest' })).toEqual([...ids].reverse());
  });

  it('ends with a null cursor on an exactly full last page', () => {
    const first = listHistoryPage(cache, { limit: 50, order: 'newest' });
    let cursor = first.nextCursor;
    let pages = 1;
    while (cursor) {
      const page = listHistoryPage(cache, { limit: 50, order: 'newest', cursor });
      expect(page.items).toHaveLength(50);
      cursor = page.nextCursor;
      pages++;
    }
    expect(pages).toBe(5);
  });

  it('gives the total with the first page only', () => {
    const first = listHistoryPage(cache, { limit: 10, order: 'newest', voiceName: 'Omar' });
    expect(first.total).toBe(84);
    expect(listHistoryPage(cache, { limit: 10, order: 'newest', voiceName: 'Omar', cursor: first.nextCursor! }).total).toBeNull();
    expect(all({ voiceName: 'Omar' })).toHaveLength(84);
  });

  it('pages a search the same way', () => {
    expect(all({ search: 'نص رقم' })).toHaveLength(125);
  });

  it('counts what it pages, whichever way each mix of words and filters is counted', () => {
    // Long words alone (the index), long with short words (matches walked), and with a voice.
    for (const query of [
      { search: 'رقم' },
      { search: 'رقم 7' },
      { search: '1 رقم 2' },
      { search: 'رقم 7', voiceName: 'Omar' },
      { search: '7' },
    ]) {
      // Exact, or (rows tested one by one) "at least" what the first page found, never more than there are.
      const first = listHistoryPage(cache, { limit: 10, order: 'newest', ...query });
      if (first.totalAtLeast) expect(first.total!, JSON.stringify(query)).toBeLessThanOrEqual(all(query).length);
      else expect(first.total, JSON.stringify(query)).toBe(all(query).length);
    }
  });

  it('does not repeat rows when a newer row arrives between pages', () => {
    const first = listHistoryPage(cache, { limit: 100, order: 'newest' });
    upsertHistoryRows(cache, [
      historyRowParams({ id: 'id-new', audio: 'x', script: 'new', createdAt: new Date(base + 999_000).toISOString() }, null),
    ]);
    const second = listHistoryPage(cache, { limit: 100, order: 'newest', cursor: first.nextCursor! });
    expect(second.items.map((i) => i.id)).not.toContain('id-new');
    expect(second.items.some((i) => first.items.some((f) => f.id === i.id))).toBe(false);
  });

  it('starts from the top on an unreadable cursor', () => {
    expect(decodeCursor('garbage')).toBeNull();
    expect(decodeCursor('~x')).toBeNull();
    expect(decodeCursor('1735689600000~id-0001')).toBeNull();
    expect(decodeCursor(encodeCursor(1_777_000_000_000 * 1024 + 3))).toBe(1_777_000_000_000 * 1024 + 3);
    expect(listHistoryPage(cache, { limit: 5, order: 'newest', cursor: 'garbage' }).items[0]?.id).toBe('id-new');
  });

  it('answers a page from any position, in either order, the same rows as paging there', () => {
    for (const query of [{}, { voiceName: 'Omar' }, { search: 'script' }, { from: base + 10_000, to: base + 30_000 }] as Array<
      Partial<HistoryQuery>
    >) {
      for (const order of ['newest', 'oldest'] as const) {
        const ids = all({ ...query, order });
        for (const position of [0, 7, 99, 100, ids.length - 3, ids.length + 5]) {
          const page = listHistory(cache, { limit: 10, order, ...query, position });
          expect(page.ok && page.value.items.map((i) => i.id), `${JSON.stringify(query)} ${order} ${position}`).toEqual(
            ids.slice(position, position + 10),
          );
        }
      }
    }
  });

  it('refuses a position for filters it can only count "at least" (a short word, two filters)', () => {
    for (const query of [{ search: 'نص 1' }, { voiceName: 'Omar', dialectCode: 'egy' }]) {
      const page = listHistory(cache, { limit: 10, order: 'newest', position: 20, ...query });
      expect(page.ok ? null : page.error.code).toBe('VALIDATION');
    }
  });
});

import type { CacheDatabase } from '../electron/core/cache';
import { listHistoryPage } from '../electron/core/history/query/history-query';
import { searchWords } from '../electron/core/history/query/history-plan';
import { searchMix } from '../tests/helpers/history-corpus';
import { percentile } from './types';

/** In-process figures of one cache: what a history.list call costs inside the core, beside raw SQL. */
export interface CoreFigures {
  firstPage: number;
  firstPageFloor: number;
  lastPage: number;
  searchP95: number;
  searchWorst: number;
  worstQuery: string;
  ftsP95: number;
  ftsWorst: number;
}

const time = (run: () => unknown): number => {
  const t0 = performance.now();
  run();
  return performance.now() - t0;
};
const median = (samples: number[]) => percentile(samples, 50);
const repeat = (n: number, run: () => unknown) => median(Array.from({ length: n }, () => time(run)));

export function measureCore(cache: CacheDatabase, size: number): CoreFigures {
  const firstPage = repeat(15, () => listHistoryPage(cache, { limit: 100, order: 'newest' }));
  const raw = cache.db.prepare('SELECT * FROM history_entries ORDER BY sort_key DESC LIMIT 100');
  const firstPageFloor = repeat(15, () => raw.all());
  // The End key's core half: the last page asked for directly (oldest first), not walked to.
  const lastPage = repeat(15, () => listHistoryPage(cache, { limit: 100, order: 'oldest' }));

  const mix = searchMix(size);
  const perQuery = mix.map((search) => ({
    search,
    ms: median(Array.from({ length: 3 }, () => time(() => listHistoryPage(cache, { limit: 100, order: 'newest', search })))),
  }));
  if (process.env.SAWT_BENCH_VERBOSE) for (const q of perQuery) process.stderr.write(`  ${size}: ${q.ms.toFixed(2)} ms  ${q.search}\n`);
  const samples = perQuery.map((q) => q.ms);
  const worst = perQuery.reduce((a, b) => (b.ms > a.ms ? b : a));
  // The floor: the trigram index's first 101 rowids of each query's long words, nothing else
  // (no rows read, no count). Queries of only short words have no index floor and are left out.
  const fts = cache.db.prepare('SELECT rowid FROM history_fts WHERE history_fts MATCH ? ORDER BY rowid DESC LIMIT 101');
  const ftsSamples = mix
    .map((search) => searchWords(search).long)
    .filter((long) => long.length > 0)
    .map((long) => median(Array.from({ length: 3 }, () => time(() => fts.all(long.map((w) => `"${w}"`).join(' AND '))))));
  return {
    firstPage,
    firstPageFloor,
    lastPage,
    searchP95: percentile(samples, 95),
    searchWorst: worst.ms,
    worstQuery: worst.search,
    ftsP95: percentile(ftsSamples, 95),
    ftsWorst: Math.max(...ftsSamples),
  };
}

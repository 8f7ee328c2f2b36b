import type { CacheDatabase } from '../cache';

/**
 * Reads the running tallies the cache's triggers keep (migration 008), so the total, the count of
 * entries with audio and the facets cost the same at any history size.
 */

export type TallyFacet = 'all' | 'audio' | 'voice' | 'dialect';

/** One tally; 0 when nothing was ever counted under it. */
export function tallyOf(cache: CacheDatabase, facet: 'all' | 'audio'): number {
  const row = cache.db.prepare("SELECT count FROM history_tallies WHERE facet = ? AND key = ''").get(facet) as
    { count: number } | undefined;
  return row?.count ?? 0;
}

/** Every non-zero tally of a facet, by key (SQLite's binary order, as a GROUP BY would give). */
export function talliesOf(cache: CacheDatabase, facet: 'voice' | 'dialect'): Array<{ key: string; count: number }> {
  return cache.db
    .prepare('SELECT key, count FROM history_tallies WHERE facet = ? AND count > 0 ORDER BY key')
    .all(facet) as unknown as Array<{ key: string; count: number }>;
}

import type { SQLInputValue } from 'node:sqlite';
import type { HistoryFacets, HistoryListPage, HistoryOrder } from '../../../../shared/model/history';
import type { CacheDatabase } from '../../cache';
import { fail, ok, type Result } from '../../../../shared/contract';
import { planQuery, rangeAfter, sourceKeys, type HistoryFilter, type KeyRange, type QueryPlan } from './history-plan';
import { dialectColumns, dialectJoin, namesOf, rowColumns, rowJoins, toItem, type Row } from './history-rows';
import { talliesOf, tallyOf } from '../history-tallies';

export interface HistoryQuery extends HistoryFilter {
  cursor?: string | undefined;
  position?: number | undefined;
  limit: number;
  order: HistoryOrder;
}

/**
 * A cursor is the sort key (migration 010) of the last row the walk looked at; the next page
 * starts strictly after it, so paging is a seek whatever the depth (no OFFSET), and rows added or
 * removed meanwhile neither repeat nor vanish from the pages still to come.
 */
export const encodeCursor = (sortKey: number): string => String(sortKey);

export function decodeCursor(cursor: string): number | null {
  if (!/^-?\d{1,16}$/.test(cursor)) return null;
  const key = Number(cursor);
  return Number.isSafeInteger(key) ? key : null;
}

/**
 * Keys looked at per call, at most, when rows are tested one by one (a short word, a second
 * filter): a page of a rare short word is then returned partly filled, with a cursor to go on
 * from, rather than holding the core for a walk of the whole history. The budget keeps the search
 * mix's worst query (a short word in no row) within its goal; three times as many did not
 * (`npm run bench -- history-scale`, "search mix worst").
 */
export const scanBudget = 2_000;
/** Counting beyond this many matches says "at least" instead (the list does not need more). */
export const countCap = 1_000;

function residualParams(plan: QueryPlan, sql: string, keys: number[]): Record<string, SQLInputValue> {
  const params: Record<string, SQLInputValue> = { keys: JSON.stringify(keys) };
  for (const name of Object.keys(plan.params)) if (sql.includes(`:${name}`)) params[name] = plan.params[name]!;
  return params;
}

/** The SQL of the rows of a window of keys (exported so a test can check its query plan): the keys drive the join, one seek each. */
export const rowsSql = (
  plan: QueryPlan,
): string => `SELECT ${rowColumns} FROM json_each(:keys) j CROSS JOIN history_entries h ON h.sort_key = j.value
    ${rowJoins} ${plan.residual.length ? `WHERE ${plan.residual.join(' AND ')}` : ''}`;

/** The rows of these keys that pass the residual tests, in list order. */
function rowsOf(cache: CacheDatabase, plan: QueryPlan, keys: number[], descending: boolean): Row[] {
  if (keys.length === 0) return [];
  const sql = rowsSql(plan);
  const rows = cache.db.prepare(sql).all(residualParams(plan, sql, keys)) as unknown as Row[];
  return rows.sort((a, b) => (descending ? b.sortKey - a.sortKey : a.sortKey - b.sortKey));
}

function countOf(cache: CacheDatabase, plan: QueryPlan, keys: number[]): number {
  if (plan.residual.length === 0) return keys.length;
  const sql = `SELECT COUNT(*) AS n FROM json_each(:keys) j CROSS JOIN history_entries h ON h.sort_key = j.value
    WHERE ${plan.residual.join(' AND ')}`;
  return (cache.db.prepare(sql).get(residualParams(plan, sql, keys)) as { n: number }).n;
}

interface Walked {
  /** Rows (or, counting, nothing) found, at most `want`. */
  found: number;
  /** The last key looked at when the walk stopped early; null when the source ran out. */
  stoppedAt: number | null;
}

/**
 * Walks the plan's source window by window from `range`, handing each window's keys to `take`
 * (which says how many matched) until `want` matched, the source ran out, or `budget` keys were
 * looked at. Without residual tests every key matches, so the first window is the answer.
 */
function walk(
  cache: CacheDatabase,
  plan: QueryPlan,
  start: KeyRange,
  descending: boolean,
  want: number,
  budget: number,
  take: (keys: number[], room: number) => { matched: number; lastKey: number | null },
): Walked {
  const exact = plan.residual.length === 0;
  let range = start;
  let window = exact ? want : Math.min(budget, Math.max(want * 2, 256));
  let found = 0;
  let looked = 0;
  for (;;) {
    const keys = sourceKeys(cache, plan, range, descending, window);
    const { matched, lastKey } = take(keys, want - found);
    found += matched;
    looked += keys.length;
    if (found >= want) return { found, stoppedAt: lastKey };
    if (keys.length < window) return { found, stoppedAt: null };
    range = rangeAfter(range, keys[keys.length - 1]!, descending);
    if (looked >= budget) return { found, stoppedAt: keys[keys.length - 1]! };
    window = Math.min(window * 4, budget - looked);
  }
}

/**
 * One page of the cache, straight from SQLite. An unreadable cursor starts from the top. A page
 * can hold fewer than `limit` rows and still name a next cursor, when a short word or a second
 * filter is rare: the caller asks again from there (each call looks at most at `scanBudget` rows).
 */
export function listHistoryPage(cache: CacheDatabase, query: HistoryQuery, budget = scanBudget): HistoryListPage {
  const plan = planQuery(query);
  const descending = query.order === 'newest';
  const after = query.cursor !== undefined ? decodeCursor(query.cursor) : null;
  const start = after === null ? plan.range : rangeAfter(plan.range, after, descending);
  const rows: Row[] = [];
  const walked = walk(cache, plan, start, descending, query.limit + 1, budget, (keys, room) => {
    const found = rowsOf(cache, plan, keys, descending).slice(0, room);
    rows.push(...found);
    return { matched: found.length, lastKey: found[found.length - 1]?.sortKey ?? null };
  });
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const nextKey = more ? (last?.sortKey ?? null) : walked.stoppedAt;
  const counted =
    after === null ? countMatches(cache, plan, query, budget, page.length, more || walked.stoppedAt !== null ? null : page.length) : null;
  return {
    items: page.map(toItem),
    nextCursor: nextKey === null ? null : encodeCursor(nextKey),
    total: counted?.count ?? null,
    ...(counted?.atLeast ? { totalAtLeast: true } : {}),
  };
}

/** history.list: from a position when one is given without a cursor, else by keyset. */
export function listHistory(cache: CacheDatabase, query: HistoryQuery): Result<HistoryListPage> {
  if (query.position === undefined || query.cursor !== undefined) return ok(listHistoryPage(cache, query));
  return pageAtPosition(cache, planQuery(query), { ...query, position: query.position }, query.order === 'newest');
}

/**
 * The page starting at row `position`: the source's index is stepped over to it (OFFSET on the
 * keys alone; a windowed list asks from the nearer end, so at most half the rows are stepped).
 * Only an exact source has positions: with a short word or a second filter the rows before it
 * would have to be tested one by one, and the list of those is counted "at least" anyway.
 */
function pageAtPosition(
  cache: CacheDatabase,
  plan: QueryPlan,
  query: HistoryQuery & { position: number },
  descending: boolean,
): Result<HistoryListPage> {
  if (plan.residual.length > 0)
    return fail(
      'VALIDATION',
      'A position needs filters the cache can count exactly (no 1–2 letter word, at most one filter); page with the cursor instead.',
    );
  const keys = sourceKeys(cache, plan, plan.range, descending, query.limit + 1, query.position);
  const rows = rowsOf(cache, plan, keys.slice(0, query.limit), descending);
  const last = rows[rows.length - 1];
  return ok({ items: rows.map(toItem), nextCursor: keys.length > query.limit && last ? encodeCursor(last.sortKey) : null, total: null });
}

/**
 * How many entries the filters match, for a first page: exact from the trigger-kept tallies when
 * one filter or none applies; else counted by the same walk as the page, up to `countCap` (then
 * "at least"), never by a second scan of every row. `whole` is the page's size when it was all.
 */
function countMatches(
  cache: CacheDatabase,
  plan: QueryPlan,
  query: HistoryQuery,
  budget: number,
  found: number,
  whole: number | null,
): { count: number; atLeast: boolean } {
  if (whole !== null) return { count: whole, atLeast: false };
  const dated = query.from !== undefined || query.to !== undefined;
  if (plan.match === null && plan.residual.length === 0 && !dated) {
    if (plan.kind === 'table') return { count: tallyOf(cache, 'all'), atLeast: false };
    const key = plan.kind === 'voice' ? query.voiceName! : query.dialectCode!;
    const tally = talliesOf(cache, plan.kind === 'voice' ? 'voice' : 'dialect').find((t) => t.key === key);
    return { count: tally?.count ?? 0, atLeast: false };
  }
  // Rows tested one by one (a short word, a second filter): the page's walk is the only scan; the
  // count says "at least" what it found rather than walking the same rows a second time.
  if (plan.residual.length > 0) return { count: found, atLeast: true };
  const walked = walk(cache, plan, plan.range, true, countCap, budget, (keys, room) => {
    const matched = Math.min(room, countOf(cache, plan, keys));
    return { matched, lastKey: null };
  });
  return { count: walked.found, atLeast: walked.stoppedAt !== null || walked.found >= countCap };
}

export function historyFacets(cache: CacheDatabase): HistoryFacets {
  // From the trigger-kept tallies: one row per voice and per dialect, whatever the history's size.
  const voices = talliesOf(cache, 'voice')
    .filter(({ key }) => key !== '')
    .map(({ key, count }) => ({ name: key, count }));
  // Names are joined per distinct code, not per entry. The order here is by code; the interface
  // sorts by the name in its own language.
  const dialects = cache.db
    .prepare(
      `SELECT f.key AS code, f.count, ${dialectColumns}
       FROM history_tallies f ${dialectJoin('f.key')}
       WHERE f.facet = 'dialect' AND f.count > 0
       ORDER BY f.key`,
    )
    .all() as unknown as Array<{ code: string; count: number; dialectEn: string | null; dialectAr: string | null }>;
  return {
    voices,
    dialects: dialects.map(({ code, count, dialectEn, dialectAr }) => ({ code, name: namesOf(dialectEn, dialectAr), count })),
  };
}

import type { SQLInputValue } from 'node:sqlite';
import { normalizeForSearch } from '../../../../shared/text';
import type { CacheDatabase } from '../../cache';

/**
 * How a history query finds its rows, in list order (the sort key, migration 010), without ever
 * building a whole match set: a *source* yields sort keys in order, a window at a time, and
 * *residual* tests (a short word, a second filter) are applied to the rows of each window.
 *
 * - Words of 3+ characters: the trigram index's rowids, walked in order (a common word stops
 *   after one page of matches; a rare word costs its few matches; a word in no row costs nothing).
 * - Otherwise a voice or dialect filter: its index (voice, rowid), in order.
 * - Otherwise the table itself, in order.
 * Words of 1–2 characters cannot use the trigram index; they are tested by instr() on the folded
 * text of the rows the source yields, once (the count reuses the same walk, never a second scan).
 */

export interface HistoryFilter {
  search?: string | undefined;
  voiceName?: string | undefined;
  dialectCode?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/** Inclusive bounds of sort keys. */
export interface KeyRange {
  lo: number;
  hi: number;
}

export interface QueryPlan {
  /** SQL yielding `k` (sort keys) within :lo..:hi in the given direction, at most :window of them. */
  source(descending: boolean): string;
  /** Conditions on `h` applied to each window's rows; empty when the source is exact. */
  residual: string[];
  params: Record<string, SQLInputValue>;
  range: KeyRange;
  /** What kind of source, for the bench and the plan test. */
  kind: 'search' | 'voice' | 'dialect' | 'table';
  /** The FTS5 query of the long words, when there are any. */
  match: string | null;
}

/** The trigram index needs three characters. */
const trigram = 3;
/** Keys are created_ms * 1024 + n; times beyond this would leave JavaScript's exact integers. */
const maxMs = Math.floor(Number.MAX_SAFE_INTEGER / 1024) - 1;
export const keyOfMs = (ms: number): number => Math.max(0, Math.min(ms, maxMs)) * 1024;
export const fullRange = (): KeyRange => ({ lo: Number.MIN_SAFE_INTEGER, hi: Number.MAX_SAFE_INTEGER });

/** The folded words of a search: long ones for the index (as quoted phrases, so none reads as an operator), short ones for instr. */
export function searchWords(search: string | undefined): { long: string[]; short: string[] } {
  const words = normalizeForSearch(search ?? '')
    .split(' ')
    .filter(Boolean);
  return { long: words.filter((w) => [...w].length >= trigram), short: words.filter((w) => [...w].length < trigram) };
}

const order = (descending: boolean) => (descending ? 'DESC' : 'ASC');

export function planQuery(filter: HistoryFilter): QueryPlan {
  const params: Record<string, SQLInputValue> = {};
  const residual: string[] = [];
  const range: KeyRange = fullRange();
  if (filter.from !== undefined) range.lo = keyOfMs(filter.from);
  if (filter.to !== undefined) range.hi = keyOfMs(filter.to) + 1023;

  const { long, short } = searchWords(filter.search);
  short.forEach((word, i) => {
    params[`short${i}`] = word;
    residual.push(`instr(h.script_search, :short${i}) > 0`);
  });
  const match = long.length > 0 ? long.map((w) => `"${w.replace(/"/g, '""')}"`).join(' AND ') : null;

  let kind: QueryPlan['kind'] = 'table';
  let source = (d: boolean) =>
    `SELECT sort_key AS k FROM history_entries WHERE sort_key BETWEEN :lo AND :hi ORDER BY sort_key ${order(d)} LIMIT :window`;
  if (match !== null) {
    kind = 'search';
    params.match = match;
    source = (d) =>
      `SELECT rowid AS k FROM history_fts WHERE history_fts MATCH :match AND rowid BETWEEN :lo AND :hi ORDER BY rowid ${order(d)} LIMIT :window`;
  }
  if (filter.voiceName !== undefined) {
    params.voiceName = filter.voiceName;
    if (kind === 'table') {
      kind = 'voice';
      source = (d) =>
        `SELECT sort_key AS k FROM history_entries INDEXED BY history_by_voice WHERE voice_name = :voiceName AND sort_key BETWEEN :lo AND :hi ORDER BY sort_key ${order(d)} LIMIT :window`;
    } else residual.push('h.voice_name = :voiceName');
  }
  if (filter.dialectCode !== undefined) {
    params.dialectCode = filter.dialectCode;
    if (kind === 'table') {
      kind = 'dialect';
      source = (d) =>
        `SELECT sort_key AS k FROM history_entries INDEXED BY history_by_dialect WHERE dialect_code = :dialectCode AND sort_key BETWEEN :lo AND :hi ORDER BY sort_key ${order(d)} LIMIT :window`;
    } else residual.push('h.dialect_code = :dialectCode');
  }
  return { source, residual, params, range, kind, match };
}

/**
 * Keys the source yields next: at most `window`, strictly inside `range`, in list order, after
 * skipping `skip` of them (a position; the index is stepped over, no row is read).
 */
export function sourceKeys(
  cache: CacheDatabase,
  plan: QueryPlan,
  range: KeyRange,
  descending: boolean,
  window: number,
  skip = 0,
): number[] {
  const sql = skip > 0 ? `${plan.source(descending)} OFFSET :skip` : plan.source(descending);
  const params: Record<string, SQLInputValue> = { lo: range.lo, hi: range.hi, window, ...(skip > 0 ? { skip } : {}) };
  for (const name of Object.keys(plan.params)) if (sql.includes(`:${name}`)) params[name] = plan.params[name]!;
  return (cache.db.prepare(sql).all(params) as Array<{ k: number }>).map((r) => r.k);
}

/** The range left after `key` in the walk's direction. */
export function rangeAfter(range: KeyRange, key: number, descending: boolean): KeyRange {
  return descending ? { lo: range.lo, hi: Math.min(range.hi, key - 1) } : { lo: Math.max(range.lo, key + 1), hi: range.hi };
}

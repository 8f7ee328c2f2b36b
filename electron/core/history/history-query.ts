import type { SQLInputValue } from 'node:sqlite';
import type { DialectNames, HistoryFacets, HistoryItem, HistoryListPage, HistoryOrder } from '../../../shared/model/history';
import { normalizeForSearch } from '../../../shared/text';
import type { CacheDatabase } from '../cache';
import { talliesOf, tallyOf } from './history-tallies';

export interface HistoryQuery {
  cursor?: string | undefined;
  limit: number;
  search?: string | undefined;
  voiceName?: string | undefined;
  dialectCode?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
  order: HistoryOrder;
}

interface Row {
  id: string;
  script: string;
  voiceId: string | null;
  voiceName: string;
  dialectCode: string | null;
  language: string | null;
  createdAt: string;
  createdMs: number;
  durationMs: number | null;
  audioCached: number;
  dialectEn: string | null;
  dialectAr: string | null;
}

/** The trigram index needs three characters; shorter search words are matched by substring (instr). */
const trigram = 3;

/**
 * A cursor names the last row of a page by its sort key (created_ms, id); the next page starts
 * strictly after it, so paging is an index seek whatever the depth (no OFFSET), and rows added
 * or removed meanwhile neither repeat nor vanish from the pages still to come.
 */
export function encodeCursor(createdMs: number, id: string): string {
  return `${createdMs}~${id}`;
}

export function decodeCursor(cursor: string): { createdMs: number; id: string } | null {
  const at = cursor.indexOf('~');
  if (at <= 0) return null;
  const createdMs = Number(cursor.slice(0, at));
  const id = cursor.slice(at + 1);
  return Number.isSafeInteger(createdMs) && id.length > 0 ? { createdMs, id } : null;
}

const inMatchSet = '+h.rowid IN (SELECT rowid FROM history_fts WHERE history_fts MATCH :match)';

/** FTS5 query text: each folded word as a quoted phrase (so no word is read as an operator). */
function searchClauses(search: string, params: Record<string, SQLInputValue>): string[] {
  const words = normalizeForSearch(search).split(' ').filter(Boolean);
  const clauses: string[] = [];
  const long = words.filter((w) => [...w].length >= trigram);
  if (long.length > 0) {
    params.match = long.map((w) => `"${w.replace(/"/g, '""')}"`).join(' AND ');
    // The unary + keeps the planner walking the date index (and stopping at LIMIT) while it tests
    // membership in the match set, instead of fetching every match and sorting them all: a common
    // word matches thousands of rows and the page needs a hundred (measured 4–10 ms vs 25–65 ms).
    clauses.push(inMatchSet);
  }
  // instr() on the already folded text: a plain substring test, cheaper than LIKE's per-character
  // case folding over Arabic, and nothing to escape.
  words
    .filter((w) => [...w].length < trigram)
    .forEach((word, i) => {
      params[`short${i}`] = word;
      clauses.push(`instr(h.script_search, :short${i}) > 0`);
    });
  return clauses;
}

function filterClauses(query: HistoryQuery, params: Record<string, SQLInputValue>): string[] {
  const clauses = query.search ? searchClauses(query.search, params) : [];
  if (query.voiceName !== undefined) {
    params.voiceName = query.voiceName;
    clauses.push('h.voice_name = :voiceName');
  }
  if (query.dialectCode !== undefined) {
    params.dialectCode = query.dialectCode;
    clauses.push('h.dialect_code = :dialectCode');
  }
  if (query.from !== undefined) {
    params.fromMs = query.from;
    clauses.push('h.created_ms >= :fromMs');
  }
  if (query.to !== undefined) {
    params.toMs = query.to;
    clauses.push('h.created_ms <= :toMs');
  }
  return clauses;
}

/**
 * The catalogue's names of a dialect code, as columns dialectEn and dialectAr (NULL when the
 * catalogue lacks the code: not loaded yet, or a code it no longer lists). A LEFT JOIN keeps the
 * history table the outer loop, so the list stays a walk of its date index that stops at LIMIT,
 * with two seeks of the catalogue's small indexes per returned row (measured +0.06 ms a page).
 * The catalogue's code column is not unique, so the join goes through one dialect of the code:
 * a row is never doubled. (Ordering that subquery by position would sort per row, for a case the
 * service does not produce.)
 */
const dialectJoin = (code: string) => `LEFT JOIN catalogue_dialects d ON d.id =
  (SELECT c.id FROM catalogue_dialects c WHERE c.code = ${code} LIMIT 1)`;
const dialectColumns = 'd.name AS dialectEn, COALESCE(d.name_ar, d.name) AS dialectAr';

const namesOf = (en: string | null, ar: string | null): DialectNames | null => (en === null ? null : { en, ar: ar ?? en });

const columns = `h.id, h.script, h.voice_id AS voiceId, h.voice_name AS voiceName, h.dialect_code AS dialectCode,
  h.language, h.created_at AS createdAt, h.created_ms AS createdMs, h.duration_ms AS durationMs,
  (h.audio_hash IS NOT NULL) AS audioCached, ${dialectColumns}`;

const toItem = ({ createdMs: _createdMs, audioCached, dialectEn, dialectAr, ...row }: Row): HistoryItem => ({
  ...row,
  dialectName: namesOf(dialectEn, dialectAr),
  audioCached: audioCached === 1,
});

interface PageStatement {
  sql: string;
  params: Record<string, SQLInputValue>;
  /** The filter clauses alone (no cursor), for the count. */
  filters: string[];
  after: { createdMs: number; id: string } | null;
}

/** The SQL of one page (exported so a test can check its query plan). Fetches one row more than the limit, to tell whether another page follows. */
export function pageStatement(query: HistoryQuery): PageStatement {
  const params: Record<string, SQLInputValue> = {};
  const filters = filterClauses(query, params);
  const where = [...filters];
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const descending = query.order === 'newest';
  if (after) {
    params.cursorMs = after.createdMs;
    params.cursorId = after.id;
    where.push(`(h.created_ms, h.id) ${descending ? '<' : '>'} (:cursorMs, :cursorId)`);
  }
  params.limit = query.limit + 1;
  const direction = descending ? 'DESC' : 'ASC';
  const sql = `SELECT ${columns} FROM history_entries h ${dialectJoin('h.dialect_code')}
    ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
    ORDER BY h.created_ms ${direction}, h.id ${direction} LIMIT :limit`;
  return { sql, params, filters, after };
}

/** One page of the cache, straight from SQLite. An unreadable cursor starts from the top. */
export function listHistoryPage(cache: CacheDatabase, query: HistoryQuery): HistoryListPage {
  const { sql, params, filters, after } = pageStatement(query);
  const rows = cache.db.prepare(sql).all(params) as unknown as Row[];
  const more = rows.length > query.limit;
  const page = more ? rows.slice(0, query.limit) : rows;
  const last = page[page.length - 1];

  const total = after ? null : countMatches(cache, filters, params);
  return { items: page.map(toItem), nextCursor: more && last ? encodeCursor(last.createdMs, last.id) : null, total };
}

/** How many entries the filters match. Only a first page asks: later pages keep its total. */
function countMatches(cache: CacheDatabase, filters: string[], params: Record<string, SQLInputValue>): number {
  // Unfiltered, the trigger-kept tally answers without counting 50,000 rows on every open.
  if (filters.length === 0) return tallyOf(cache, 'all');
  const countParams = { ...params };
  delete countParams.limit;
  const rest = filters.filter((clause) => clause !== inMatchSet);
  let sql = `SELECT COUNT(*) AS n FROM history_entries h WHERE ${filters.join(' AND ')}`;
  if (params.match !== undefined && rest.length === 0) {
    // A search alone is counted in the index itself, without touching the table.
    sql = 'SELECT COUNT(*) AS n FROM history_fts WHERE history_fts MATCH :match';
  } else if (params.match !== undefined && rest.every((clause) => clause.startsWith('instr('))) {
    // Long and short words: walk the matches and test each row, rather than building the match set
    // and scanning the table against it (a common word over 50,000 scripts: 11 ms against 22).
    sql = `SELECT COUNT(*) AS n FROM history_fts JOIN history_entries h ON h.rowid = history_fts.rowid
      WHERE history_fts MATCH :match AND ${rest.join(' AND ')}`;
  }
  return (cache.db.prepare(sql).get(countParams) as { n: number }).n;
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
  return { voices, dialects: dialects.map(({ code, count, dialectEn, dialectAr }) => ({ code, name: namesOf(dialectEn, dialectAr), count })) };
}

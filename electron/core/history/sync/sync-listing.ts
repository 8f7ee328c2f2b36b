import { ok, type Result } from '../../../../shared/contract';
import type { HistoryEntry } from '../../../../shared/model/service';
import { forgetEntryReferences, type CacheDatabase } from '../../cache';
import type { ServiceClient } from '../../service/client';
import { historyRowParams, writeHistoryRows } from '../history-store';
import { tallyOf } from '../history-tallies';
import type { SyncLedger } from './sync-ledger';

/** The service's largest page (v2 perPage ≤ 100). */
export const syncPageSize = 100;

export interface ListingOutcome {
  added: number;
  updated: number;
  /** Distinct entries seen on the service (their ids and audio addresses are in the sync's ledger). */
  seen: number;
  /** True when every page was read (deletions on the service can then be reconciled). */
  fullListing: boolean;
  /** Every totalCount the pages reported: more than one means the list moved while we paged. */
  totalCounts: Set<number>;
  /**
   * Entries listed but unreadable (left out by the client). They count as unseen, so deletions
   * are then checked by id, and an unreadable entry is never taken for a deleted one.
   */
  dropped: number;
}

export interface ListingHooks {
  signal: AbortSignal;
  onPage(done: number, total: number): void;
  onRowsWritten(): void;
}

interface KnownRow {
  script: string;
  created_at: string;
  voice_name: string;
  dialect_code: string | null;
}

function changed(known: KnownRow, entry: HistoryEntry): boolean {
  return (
    known.script !== entry.script ||
    known.created_at !== entry.createdAt ||
    known.voice_name !== (entry.ttsVoice?.name ?? '') ||
    known.dialect_code !== (entry.ttsVoice?.dialect?.languageCode ?? null)
  );
}

/**
 * Reads the service's history pages in order (newest first) and writes new or changed rows, one
 * transaction per page, noting every listed entry in the sync's ledger in that same transaction;
 * nothing of a page stays in memory once it is written. Rows are written without audio; the audio columns are filled only once
 * the file is on disk (sync-audio.ts).
 *
 * The incremental rule: paging stops at the first page whose entries are all already cached and
 * unchanged, PROVIDED the cache then holds exactly as many rows as the service reports. New
 * generations appear at the top of the list, so an all-known page means nothing newer is below
 * it; a count that still differs means entries were deleted on the service (or an earlier sync
 * stopped half-way), and only a full listing can tell which, so paging goes on to the end.
 * The cache's count is the trigger-kept tally: COUNT(*) walked an index of every row, a cost that
 * grew with the history.
 */
export async function listServiceHistory(
  client: ServiceClient,
  cache: CacheDatabase,
  ledger: SyncLedger,
  hooks: ListingHooks,
): Promise<Result<ListingOutcome>> {
  const known = cache.db.prepare('SELECT script, created_at, voice_name, dialect_code FROM history_entries WHERE id = ?');
  const outcome: ListingOutcome = { added: 0, updated: 0, seen: 0, fullListing: true, totalCounts: new Set(), dropped: 0 };
  const list = (page: number) => client.listHistory({ page, perPage: syncPageSize }, { signal: hooks.signal });
  let totalPages = 1;
  let asked: ReturnType<typeof list> | null = null;
  for (let page = 1; page <= totalPages; page++) {
    if (hooks.signal.aborted) break;
    const listed = await (asked ?? list(page));
    asked = null;
    if (!listed.ok) return listed;
    const { ttsHistories, totalCount } = listed.value;
    totalPages = listed.value.totalPages;
    outcome.totalCounts.add(totalCount);
    outcome.dropped += listed.value.dropped ?? 0;

    const rows: Array<Record<string, string | number | null>> = [];
    let unchanged = 0;
    for (const entry of ttsHistories) {
      const row = known.get(entry.id) as KnownRow | undefined;
      if (!row) outcome.added++;
      else if (changed(row, entry)) outcome.updated++;
      else {
        unchanged++;
        continue;
      }
      rows.push(historyRowParams(entry, null));
    }
    // A page with anything new or changed is never where paging stops: the next one is asked for
    // now, so the service makes it while this one is written (a full listing's wall time was the
    // sum of the two). An all-known page may be the last one read, so nothing is asked ahead of it.
    if (unchanged < ttsHistories.length && page < totalPages) {
      asked = list(page + 1);
      // The write below holds the thread: the request goes out first (a turn of the loop).
      await new Promise((resolve) => setImmediate(resolve));
    }
    cache.transaction(() => {
      writeHistoryRows(cache, rows);
      ledger.note(ttsHistories);
    });
    if (rows.length > 0) hooks.onRowsWritten();
    hooks.onPage(page, totalPages);

    const allKnown = ttsHistories.length > 0 && unchanged === ttsHistories.length;
    if (allKnown && page < totalPages && tallyOf(cache, 'all') === totalCount) {
      outcome.fullListing = false;
      break;
    }
  }
  outcome.seen = ledger.seen();
  return ok(outcome);
}

/**
 * Cached ids the full listing did not show. When the service's count held still through the
 * whole listing and every entry was seen, they are gone; otherwise (the list moved under our
 * paging, so an entry may have slid between two pages) each is checked by id and only a 404
 * removes it.
 */
export async function reconcileDeletions(
  client: ServiceClient,
  cache: CacheDatabase,
  ledger: SyncLedger,
  listing: ListingOutcome,
  signal: AbortSignal,
): Promise<Result<number>> {
  const missing = ledger.unlisted();
  if (missing.length === 0) return ok(0);
  const [onlyCount] = [...listing.totalCounts];
  const stable = listing.totalCounts.size === 1 && onlyCount === listing.seen;
  let gone = missing;
  if (!stable) {
    gone = [];
    for (const id of missing) {
      if (signal.aborted) break;
      const read = await client.getHistoryEntry(id, { signal });
      if (!read.ok && read.error.code === 'NOT_FOUND') gone.push(id);
    }
  }
  deleteHistoryRows(cache, gone);
  return ok(gone.length);
}

/**
 * Removes rows of entries gone from the service in one transaction, and what other features kept
 * of them (takes); their files become orphans for the next collection.
 */
export function deleteHistoryRows(cache: CacheDatabase, ids: readonly string[]): void {
  if (ids.length === 0) return;
  const remove = cache.db.prepare('DELETE FROM history_entries WHERE id = ?');
  cache.transaction(() => {
    for (const id of ids) remove.run(id);
    forgetEntryReferences(cache, ids);
  });
}

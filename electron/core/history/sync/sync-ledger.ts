import type { HistoryEntry } from '../../../../shared/model/service';
import type { CacheDatabase } from '../../cache';
import type { AudioSource } from '../../service';

/** A row still waiting for its audio: the entry as this sync listed it, or only its id when it was not listed. */
export interface PendingClip {
  sortKey: number;
  target: AudioSource | string;
}

/**
 * What one sync has seen of the service's listing, kept in the cache connection's TEMP schema
 * (SQLite's temporary file, private to this connection and gone when it closes) instead of in
 * memory, where a full sync held every listed entry to the end and its peak grew with the history
 * (`npm run bench -- history-scale`, "full sync, peak RSS of the core's process"). A page's ids
 * and audio addresses are noted in the same transaction as its rows; deletions and downloads then
 * read them back a page at a time. The addresses are a loan for this sync only (they may be
 * signed and expire): the next sync empties the table first.
 */
export class SyncLedger {
  private readonly noteStatement;
  private readonly pendingStatement;

  private constructor(private readonly cache: CacheDatabase) {
    this.noteStatement = cache.db.prepare('INSERT OR REPLACE INTO temp.sync_listed (id, audio, download_url) VALUES (?, ?, ?)');
    this.pendingStatement = cache.db.prepare(
      `SELECT h.sort_key AS sortKey, h.id AS id, l.audio AS audio, l.download_url AS downloadUrl
       FROM main.history_entries h LEFT JOIN temp.sync_listed l ON l.id = h.id
       WHERE h.audio_hash IS NULL AND h.evicted = 0 AND h.sort_key < ? ORDER BY h.sort_key DESC LIMIT ?`,
    );
  }

  /** A ledger for a new sync: the table is made on first use and emptied of any earlier sync's notes. */
  static open(cache: CacheDatabase): SyncLedger {
    cache.db.exec(`CREATE TEMP TABLE IF NOT EXISTS sync_listed (id TEXT PRIMARY KEY, audio TEXT NOT NULL, download_url TEXT);
      DELETE FROM temp.sync_listed;`);
    return new SyncLedger(cache);
  }

  /** Notes a page's entries; call inside the transaction that writes the page's rows. */
  note(entries: readonly HistoryEntry[]): void {
    for (const entry of entries) this.noteStatement.run(entry.id, entry.audio, entry.downloadUrl ?? null);
  }

  /** How many distinct entries the listing showed. */
  seen(): number {
    return (this.cache.db.prepare('SELECT COUNT(*) AS n FROM temp.sync_listed').get() as { n: number }).n;
  }

  /** Cached ids the listing did not show. */
  unlisted(): string[] {
    const rows = this.cache.db
      .prepare('SELECT id FROM main.history_entries WHERE id NOT IN (SELECT id FROM temp.sync_listed)')
      .all() as Array<{ id: string }>;
    return rows.map((r) => r.id);
  }

  /** How many rows wait for their audio (an evicted clip is fetched on play only). */
  pendingCount(): number {
    return (
      this.cache.db.prepare('SELECT COUNT(*) AS n FROM main.history_entries WHERE audio_hash IS NULL AND evicted = 0').get() as {
        n: number;
      }
    ).n;
  }

  /** Up to `limit` rows waiting for audio, newest first, older than `beforeSortKey`. */
  pendingBefore(beforeSortKey: number, limit: number): PendingClip[] {
    const rows = this.pendingStatement.all(beforeSortKey, limit) as Array<{
      sortKey: number;
      id: string;
      audio: string | null;
      downloadUrl: string | null;
    }>;
    return rows.map(({ sortKey, id, audio, downloadUrl }) => ({
      sortKey,
      target: audio === null ? id : { id, audio, downloadUrl },
    }));
  }

  /** Frees the notes once the sync is over (the temporary file shrinks with them). */
  release(): void {
    this.cache.db.exec('DELETE FROM temp.sync_listed');
  }
}

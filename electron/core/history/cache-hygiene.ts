import { statSync } from 'node:fs';
import type { CacheStatus } from '../../../shared/model/history';
import { audioReferenceChecker, referencedAudioHashes, referencedAudioHashesByShard, type AudioStore, type CacheDatabase } from '../cache';
import { tallyOf } from './history-tallies';

/**
 * Keeping the cache honest and within bounds: orphan collection, the size limit with eviction,
 * status and clearing. A clip's file may be shared by several rows (content-addressed), so a
 * file is removed only when no row references it any more.
 */

const limitKey = 'audio_limit_bytes';

/** Whether any feature's row still names this file (history clips, voice samples and images, …). */
export function isAudioReferenced(cache: CacheDatabase): (hash: string) => boolean {
  return audioReferenceChecker(cache.db);
}

/** Deletes files no row references (a crash between file and row, deleted or evicted rows). */
export function collectAudioOrphans(cache: CacheDatabase, audioStore: AudioStore): number {
  const referenced = referencedAudioHashes(cache.db);
  return audioStore.collectOrphans((hash) => referenced.has(hash));
}

/**
 * As collectAudioOrphans, a shard at a time with the core free in between, and only files written
 * before `writtenBefore` (see AudioStore.collectOldOrphans): a session's routine clean-up, which
 * may run beside syncs and generations.
 */
export function collectOldAudioOrphans(
  cache: CacheDatabase,
  audioStore: AudioStore,
  options: { writtenBefore: number; signal?: AbortSignal },
): Promise<number> {
  return audioStore.collectOldOrphans(referencedAudioHashesByShard(cache.db), options);
}

/** Removes these files unless some row still references them. */
export function removeUnreferencedAudio(cache: CacheDatabase, audioStore: AudioStore, hashes: Iterable<string>): void {
  const referenced = isAudioReferenced(cache);
  for (const hash of new Set(hashes)) {
    if (!referenced(hash)) {
      try {
        audioStore.remove(hash);
      } catch {
        // Left for the next orphan collection.
      }
    }
  }
}

export function audioLimit(cache: CacheDatabase): number | null {
  const row = cache.db.prepare('SELECT value FROM history_meta WHERE key = ?').get(limitKey) as { value: string } | undefined;
  const bytes = row ? Number(row.value) : Number.NaN;
  return Number.isFinite(bytes) ? bytes : null;
}

export function setAudioLimit(cache: CacheDatabase, bytes: number | null): void {
  if (bytes === null) cache.db.prepare('DELETE FROM history_meta WHERE key = ?').run(limitKey);
  else
    cache.db
      .prepare('INSERT INTO history_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value')
      .run(limitKey, String(bytes));
}

export function markPlayed(cache: CacheDatabase, id: string, at = Date.now()): void {
  // Eviction order only: on a read-only folder nothing is evicted, and the clip still plays.
  if (cache.readOnly) return;
  cache.db.prepare('UPDATE history_entries SET played_ms = ? WHERE id = ?').run(at, id);
}

/** Bytes of distinct cached files, as the rows record them. */
function cachedAudioBytes(cache: CacheDatabase): number {
  const row = cache.db
    .prepare(
      'SELECT COALESCE(SUM(bytes), 0) AS total FROM (SELECT MAX(audio_bytes) AS bytes FROM history_entries WHERE audio_hash IS NOT NULL GROUP BY audio_hash)',
    )
    .get() as { total: number };
  return row.total;
}

/**
 * Brings the audio within the limit: clips never played go first, oldest first, then the least
 * recently played. Their rows stay (browsable, searchable); playing one fetches it again.
 * Returns how many rows lost their audio.
 */
export function evictBeyondLimit(cache: CacheDatabase, audioStore: AudioStore): number {
  const limit = audioLimit(cache);
  if (limit === null) return 0;
  let excess = cachedAudioBytes(cache) - limit;
  if (excess <= 0) return 0;
  const candidates = cache.db
    .prepare(
      `SELECT audio_hash AS hash, MAX(audio_bytes) AS bytes, MAX(COALESCE(played_ms, 0)) AS played, MAX(created_ms) AS created
       FROM history_entries WHERE audio_hash IS NOT NULL GROUP BY audio_hash ORDER BY played ASC, created ASC`,
    )
    .all() as Array<{ hash: string; bytes: number | null }>;
  const evict = cache.db.prepare('UPDATE history_entries SET audio_hash = NULL, audio_bytes = NULL, evicted = 1 WHERE audio_hash = ?');
  const hashes: string[] = [];
  let rows = 0;
  cache.transaction(() => {
    for (const candidate of candidates) {
      if (excess <= 0) break;
      rows += Number(evict.run(candidate.hash).changes);
      hashes.push(candidate.hash);
      excess -= candidate.bytes ?? 0;
    }
  });
  // Rows first, files second: a crash in between leaves orphans, never a row without its file.
  removeUnreferencedAudio(cache, audioStore, hashes);
  return rows;
}

function fileSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

export function cacheStatus(cache: CacheDatabase, audioStore: AudioStore): CacheStatus {
  return {
    databaseBytes: fileSize(cache.path) + fileSize(`${cache.path}-wal`),
    audioBytes: audioStore.totalBytes(),
    entries: tallyOf(cache, 'all'),
    entriesWithAudio: tallyOf(cache, 'audio'),
    limitBytes: audioLimit(cache),
  };
}

/** Empties the history cache: rows first, then every file they referenced. */
export function clearHistoryCache(cache: CacheDatabase, audioStore: AudioStore): void {
  cache.transaction(() => {
    cache.db.exec('DELETE FROM history_entries');
  });
  collectAudioOrphans(cache, audioStore);
  // Give the freed pages back to the file system; WAL mode needs a checkpoint for that.
  cache.db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
}

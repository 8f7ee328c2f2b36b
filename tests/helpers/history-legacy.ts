import type { CacheDatabase } from '../../electron/core/cache';

/**
 * Inserts rows as a cache before migration 010 held them (no sort key; the rowid assigned by
 * SQLite), from historyRowParams' parameters, so migration tests start from a real older cache.
 */
export function insertLegacyHistoryRows(cache: CacheDatabase, rows: Array<Record<string, string | number | null>>): void {
  const insert = cache.db.prepare(`INSERT INTO history_entries (id, script, script_search, voice_id, voice_name, dialect_code,
    language, created_at, created_ms, audio_hash, audio_bytes, duration_ms, synced_at)
    VALUES (:id, :script, :scriptSearch, :voiceId, :voiceName, :dialectCode, :language, :createdAt, :createdMs, :audioHash,
    :audioBytes, :durationMs, :syncedAt)`);
  cache.transaction(() => {
    for (const row of rows) insert.run(row);
  });
}

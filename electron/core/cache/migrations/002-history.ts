import type { Migration } from './migration';

/**
 * History entries as cached from the service, one row each. `script_search` holds the script
 * folded by normalizeForSearch, so search meets Arabic spelling variants. `audio_hash` names the
 * file in the AudioStore; it is NULL until the audio has been downloaded (file before row).
 */
export const historyMigration: Migration = {
  version: 2,
  name: 'history entries',
  up(db) {
    db.exec(`
      CREATE TABLE history_entries (
        id TEXT PRIMARY KEY,
        script TEXT NOT NULL,
        script_search TEXT NOT NULL,
        voice_id TEXT,
        voice_name TEXT NOT NULL,
        dialect_code TEXT,
        language TEXT,
        created_at TEXT NOT NULL,
        created_ms INTEGER NOT NULL,
        audio_hash TEXT,
        audio_bytes INTEGER,
        duration_ms INTEGER,
        synced_at TEXT NOT NULL
      );
      CREATE INDEX history_by_date ON history_entries (created_ms DESC, id DESC);
      CREATE INDEX history_by_audio ON history_entries (audio_hash);
    `);
  },
};

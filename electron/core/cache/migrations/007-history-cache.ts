import type { Migration } from './migration';

/**
 * What cache management needs: when a clip was last played (eviction takes the least recently
 * played, then the oldest, first), whether its audio was evicted on purpose (a sync does not
 * fetch it again; playing it does), and a small key/value table for history's own settings
 * (the size limit) so they stay with the profile's cache.
 */
export const historyCacheMigration: Migration = {
  version: 7,
  name: 'history cache management',
  up(db) {
    db.exec(`
      ALTER TABLE history_entries ADD COLUMN played_ms INTEGER;
      ALTER TABLE history_entries ADD COLUMN evicted INTEGER NOT NULL DEFAULT 0;
      CREATE TABLE history_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE INDEX history_pending_audio ON history_entries (created_ms DESC) WHERE audio_hash IS NULL AND evicted = 0;
    `);
  },
};

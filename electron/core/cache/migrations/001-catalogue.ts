import type { Migration } from './migration';

/**
 * The voice catalogue as last read from the service, so the browser and the script editor's
 * picker answer at once and offline. `catalogue_voices.name_search` holds the name folded by
 * normalizeForSearch. `catalogue_media` records the sample and avatar files downloaded into the
 * AudioStore (kept apart from the voice rows so a refresh never forgets them).
 * `dialect_defaults` is the user's own choice per dialect, never sent to the service.
 * `catalogue_meta` holds the last refresh time and the service's default voice id.
 */
export const catalogueMigration: Migration = {
  version: 1,
  name: 'voice catalogue',
  up(db) {
    db.exec(`
      CREATE TABLE catalogue_dialects (
        id TEXT PRIMARY KEY,
        code TEXT NOT NULL,
        name TEXT NOT NULL,
        name_ar TEXT,
        language TEXT NOT NULL,
        position INTEGER NOT NULL
      );
      CREATE INDEX catalogue_dialects_by_code ON catalogue_dialects (code);
      CREATE TABLE catalogue_voices (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        name_search TEXT NOT NULL,
        language TEXT NOT NULL,
        dialect_id TEXT,
        dialect_code TEXT,
        tags TEXT NOT NULL,
        is_favourite INTEGER NOT NULL,
        used_in_jobs INTEGER NOT NULL,
        used_in_agents INTEGER NOT NULL,
        sample_url TEXT,
        image_url TEXT,
        created_at TEXT
      );
      CREATE INDEX catalogue_voices_by_dialect ON catalogue_voices (dialect_code);
      CREATE TABLE catalogue_media (
        voice_id TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('sample', 'image')),
        source_path TEXT NOT NULL,
        hash TEXT NOT NULL,
        content_type TEXT NOT NULL,
        bytes INTEGER NOT NULL,
        PRIMARY KEY (voice_id, kind)
      );
      CREATE TABLE dialect_defaults (
        dialect_code TEXT PRIMARY KEY,
        voice_id TEXT NOT NULL,
        chosen_at TEXT NOT NULL
      );
      CREATE TABLE catalogue_meta (
        key TEXT PRIMARY KEY,
        value TEXT
      );
    `);
  },
};

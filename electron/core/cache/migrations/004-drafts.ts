import type { Migration } from './migration';

/**
 * The script editor's tables. `drafts` and `script_state` are legacy: drafts now live in their own
 * files beside the cache (script/drafts-journal.ts), because a cache found corrupt is rebuilt
 * empty; these two tables are only read once, to copy old drafts over. `script_pieces` and
 * their `script_piece_parts` keep a long script's parts linked to the history entries generated
 * for them. `voice_dictionaries` is the last list read from the service, for offline viewing.
 */
export const draftsMigration: Migration = {
  version: 4,
  name: 'drafts, script pieces and voice dictionaries',
  up(db) {
    db.exec(`
      CREATE TABLE drafts (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        text TEXT NOT NULL,
        voice_id TEXT,
        speed REAL NOT NULL,
        expressiveness REAL NOT NULL,
        dictionary_ids TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        updated_ms INTEGER NOT NULL
      );
      CREATE INDEX drafts_by_change ON drafts (updated_ms DESC);
      CREATE TABLE script_state (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE script_pieces (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        voice_id TEXT NOT NULL,
        voice_name TEXT,
        config TEXT,
        dictionary_ids TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE script_piece_parts (
        piece_id TEXT NOT NULL REFERENCES script_pieces (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        text TEXT NOT NULL,
        history_id TEXT,
        PRIMARY KEY (piece_id, position)
      );
      CREATE TABLE voice_dictionaries (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        words_count INTEGER,
        position INTEGER NOT NULL,
        refreshed_at TEXT NOT NULL
      );
    `);
  },
};

import { normalizeForSearch } from '../../../../shared/text';
import type { Migration } from './migration';
import { historyTallyTriggers } from './history-tally-triggers';

/**
 * History rows stored in list order, and the search index rebuilt for the new folding.
 *
 * `sort_key` (the rowid) is `created_ms * 1024 + n`, n counting the entries of the same
 * millisecond (here by id; later by arrival). The table's own b-tree is then the date order, and
 * so is the search index's rowid, so a page of any search is "the next N rowids of the index"
 * (FTS5 walks its rowids in either direction and stops at LIMIT): a common word costs one page of
 * matches, a rare word its few matches, where before the date index was walked testing each row
 * against the whole match set, a cost that grew with the history (`npm run bench -- history-scale`,
 * "search mix p95" and "worst", beside the raw FTS floor). As an INTEGER PRIMARY KEY it survives
 * VACUUM. `id` stays unique. Filters by voice and dialect seek indexes ending in the rowid, so
 * they too come in date order.
 *
 * The search text is folded again (seated hamza ؤ ئ now folds to ء, so مسئول meets مسؤول) and
 * the trigram index rebuilt over it; voice and knowledge-base names are refolded too (web tools
 * fold their description, which only the next refresh brings). Triggers keep the index and the
 * tallies in step.
 */
export const historyDateOrderMigration: Migration = {
  version: 10,
  name: 'history in date order, search refolded',
  up(db) {
    db.function('sawt_fold_for_search', { deterministic: true }, (text) => normalizeForSearch(String(text ?? '')));
    db.exec(`
      CREATE TABLE history_entries_next (
        sort_key INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
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
        synced_at TEXT NOT NULL,
        played_ms INTEGER,
        evicted INTEGER NOT NULL DEFAULT 0
      );
      INSERT INTO history_entries_next
        SELECT created_ms * 1024 + ROW_NUMBER() OVER (PARTITION BY created_ms ORDER BY id) - 1,
          id, script, sawt_fold_for_search(script), voice_id, voice_name, dialect_code, language, created_at, created_ms,
          audio_hash, audio_bytes, duration_ms, synced_at, played_ms, evicted
        FROM history_entries;
      DROP TABLE history_fts;
      DROP TABLE history_entries;
      ALTER TABLE history_entries_next RENAME TO history_entries;

      CREATE INDEX history_by_voice ON history_entries (voice_name);
      CREATE INDEX history_by_dialect ON history_entries (dialect_code);
      CREATE INDEX history_by_audio ON history_entries (audio_hash);
      CREATE INDEX history_pending_audio ON history_entries (sort_key) WHERE audio_hash IS NULL AND evicted = 0;

      CREATE VIRTUAL TABLE history_fts USING fts5(
        script_search, content='history_entries', content_rowid='sort_key', tokenize='trigram');
      CREATE TRIGGER history_fts_insert AFTER INSERT ON history_entries BEGIN
        INSERT INTO history_fts (rowid, script_search) VALUES (new.sort_key, new.script_search);
      END;
      CREATE TRIGGER history_fts_delete AFTER DELETE ON history_entries BEGIN
        INSERT INTO history_fts (history_fts, rowid, script_search) VALUES ('delete', old.sort_key, old.script_search);
      END;
      CREATE TRIGGER history_fts_update AFTER UPDATE OF script_search, sort_key ON history_entries
        WHEN old.script_search IS NOT new.script_search OR old.sort_key IS NOT new.sort_key BEGIN
        INSERT INTO history_fts (history_fts, rowid, script_search) VALUES ('delete', old.sort_key, old.script_search);
        INSERT INTO history_fts (rowid, script_search) VALUES (new.sort_key, new.script_search);
      END;
      INSERT INTO history_fts (history_fts) VALUES ('rebuild');
      ${historyTallyTriggers}
      UPDATE catalogue_voices SET name_search = sawt_fold_for_search(name);
      UPDATE agent_kb_items SET name_search = sawt_fold_for_search(name);
    `);
  },
};

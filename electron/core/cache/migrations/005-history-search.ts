import type { Migration } from './migration';

/**
 * Full-text search over history scripts: an FTS5 index over `history_entries.script_search` (the
 * script already folded by normalizeForSearch, so alef forms, taa marbuta, diacritics and digits
 * meet), kept in step by triggers. External content: the text is stored once, in the table.
 *
 * The trigram tokenizer matches any substring of three or more characters. Arabic attaches
 * clitics (ال، و، ب، ل) to words, so word-prefix matching would miss "الكتاب" for "كتاب".
 *
 * The index is keyed by the table's rowid; a VACUUM may renumber rowids of a table without an
 * INTEGER PRIMARY KEY, so anything that vacuums must follow with the 'rebuild' command below.
 */
export const historySearchMigration: Migration = {
  version: 5,
  name: 'history search',
  up(db) {
    db.exec(`
      CREATE VIRTUAL TABLE history_fts USING fts5(
        script_search, content='history_entries', content_rowid='rowid', tokenize='trigram');
      CREATE TRIGGER history_fts_insert AFTER INSERT ON history_entries BEGIN
        INSERT INTO history_fts (rowid, script_search) VALUES (new.rowid, new.script_search);
      END;
      CREATE TRIGGER history_fts_delete AFTER DELETE ON history_entries BEGIN
        INSERT INTO history_fts (history_fts, rowid, script_search) VALUES ('delete', old.rowid, old.script_search);
      END;
      CREATE TRIGGER history_fts_update AFTER UPDATE OF script_search ON history_entries
        WHEN old.script_search IS NOT new.script_search BEGIN
        INSERT INTO history_fts (history_fts, rowid, script_search) VALUES ('delete', old.rowid, old.script_search);
        INSERT INTO history_fts (rowid, script_search) VALUES (new.rowid, new.script_search);
      END;
      INSERT INTO history_fts (history_fts) VALUES ('rebuild');
      CREATE INDEX history_by_voice ON history_entries (voice_name, created_ms DESC, id DESC);
      CREATE INDEX history_by_dialect ON history_entries (dialect_code, created_ms DESC, id DESC);
    `);
  },
};

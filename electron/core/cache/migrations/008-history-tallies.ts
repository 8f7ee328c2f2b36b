import type { Migration } from './migration';

/**
 * Running tallies of the history, kept by triggers, so that what History shows when it opens
 * costs the same at 50,000 entries as at 10: the total, how many have their audio on disk, and
 * the entries per voice and per dialect (the filters' facets). Counting or grouping the table on
 * each open grew with it (facets 1 ms at 10k, 15 ms at 50k).
 *
 * One row per (facet, key): `all` and `audio` under the key '', `voice` under the voice's name,
 * `dialect` under its code. A tally that drops to zero stays as a row of 0; readers skip those.
 * An UPSERT that becomes an update fires the UPDATE triggers only, so nothing is counted twice.
 * Nothing writes this table but these triggers; a test compares it with a fresh GROUP BY.
 */
export const historyTalliesMigration: Migration = {
  version: 8,
  name: 'history tallies',
  up(db) {
    db.exec(`
      CREATE TABLE history_tallies (
        facet TEXT NOT NULL,
        key TEXT NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (facet, key)
      ) WITHOUT ROWID;

      CREATE TRIGGER history_tally_insert AFTER INSERT ON history_entries BEGIN
        INSERT INTO history_tallies (facet, key, count)
          SELECT 'all', '', 1
          UNION ALL SELECT 'audio', '', 1 WHERE new.audio_hash IS NOT NULL
          UNION ALL SELECT 'voice', new.voice_name, 1
          UNION ALL SELECT 'dialect', new.dialect_code, 1 WHERE new.dialect_code IS NOT NULL
          ON CONFLICT (facet, key) DO UPDATE SET count = count + 1;
      END;

      CREATE TRIGGER history_tally_delete AFTER DELETE ON history_entries BEGIN
        UPDATE history_tallies SET count = count - 1
          WHERE (facet = 'all' AND key = '')
             OR (facet = 'audio' AND key = '' AND old.audio_hash IS NOT NULL)
             OR (facet = 'voice' AND key = old.voice_name)
             OR (facet = 'dialect' AND key = old.dialect_code);
      END;

      CREATE TRIGGER history_tally_audio AFTER UPDATE OF audio_hash ON history_entries
        WHEN (old.audio_hash IS NULL) <> (new.audio_hash IS NULL) BEGIN
        INSERT INTO history_tallies (facet, key, count) VALUES ('audio', '', CASE WHEN new.audio_hash IS NULL THEN -1 ELSE 1 END)
          ON CONFLICT (facet, key) DO UPDATE SET count = count + excluded.count;
      END;

      CREATE TRIGGER history_tally_voice AFTER UPDATE OF voice_name ON history_entries
        WHEN old.voice_name IS NOT new.voice_name BEGIN
        UPDATE history_tallies SET count = count - 1 WHERE facet = 'voice' AND key = old.voice_name;
        INSERT INTO history_tallies (facet, key, count) VALUES ('voice', new.voice_name, 1)
          ON CONFLICT (facet, key) DO UPDATE SET count = count + 1;
      END;

      CREATE TRIGGER history_tally_dialect AFTER UPDATE OF dialect_code ON history_entries
        WHEN old.dialect_code IS NOT new.dialect_code BEGIN
        UPDATE history_tallies SET count = count - 1 WHERE facet = 'dialect' AND key = old.dialect_code;
        INSERT INTO history_tallies (facet, key, count) SELECT 'dialect', new.dialect_code, 1 WHERE new.dialect_code IS NOT NULL
          ON CONFLICT (facet, key) DO UPDATE SET count = count + 1;
      END;

      INSERT INTO history_tallies (facet, key, count)
        SELECT 'all', '', COUNT(*) FROM history_entries
        UNION ALL SELECT 'audio', '', COUNT(audio_hash) FROM history_entries
        UNION ALL SELECT 'voice', voice_name, COUNT(*) FROM history_entries GROUP BY voice_name
        UNION ALL SELECT 'dialect', dialect_code, COUNT(*) FROM history_entries WHERE dialect_code IS NOT NULL GROUP BY dialect_code;
    `);
  },
};

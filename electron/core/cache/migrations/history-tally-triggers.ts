/**
 * The triggers that keep `history_tallies` in step with `history_entries` (see 008). Shared with
 * 010, which rebuilds the table (a dropped table takes its triggers with it): one text, so the
 * rebuilt table is counted exactly as before.
 */
export const historyTallyTriggers = `
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
`;

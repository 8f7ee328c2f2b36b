import type { Migration } from './migration';
import { historyTallyTriggers } from './history-tally-triggers';

/**
 * Running tallies of the history, kept by triggers, so that what History shows when it opens
 * costs the same at 50,000 entries as at 10: the total, how many have their audio on disk, and
 * the entries per voice and per dialect (the filters' facets). Counting or grouping the table on
 * each open grew with it (`npm run bench -- history-scale`, "history.list cold" and its growth).
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

      ${historyTallyTriggers}
      INSERT INTO history_tallies (facet, key, count)
        SELECT 'all', '', COUNT(*) FROM history_entries
        UNION ALL SELECT 'audio', '', COUNT(audio_hash) FROM history_entries
        UNION ALL SELECT 'voice', voice_name, COUNT(*) FROM history_entries GROUP BY voice_name
        UNION ALL SELECT 'dialect', dialect_code, COUNT(*) FROM history_entries WHERE dialect_code IS NOT NULL GROUP BY dialect_code;
    `);
  },
};

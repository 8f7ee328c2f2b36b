import type { Migration } from './migration';

/**
 * A voice's use as the service says it (shared/model/service.ts `Usage`): the interface documents
 * `usedInJobs` / `usedInVoiceAgents` as booleans, services have been seen sending counts. The
 * count columns of 001 could hold neither "used, count not given" nor "not said", so each becomes
 * a flag (`jobs_used`, 0/1, NULL when not said) and a count (`jobs_count`, NULL when not given).
 * The catalogue is a cache of the service: rows are carried over from their old counts.
 */
export const voiceUsageMigration: Migration = {
  version: 9,
  name: 'voice usage as said',
  up(db) {
    db.exec(`
      CREATE TABLE catalogue_voices_next (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        name_search TEXT NOT NULL,
        language TEXT NOT NULL,
        dialect_id TEXT,
        dialect_code TEXT,
        tags TEXT NOT NULL,
        is_favourite INTEGER NOT NULL,
        jobs_used INTEGER,
        jobs_count INTEGER,
        agents_used INTEGER,
        agents_count INTEGER,
        sample_url TEXT,
        image_url TEXT,
        created_at TEXT
      );
      INSERT INTO catalogue_voices_next
        SELECT id, name, name_search, language, dialect_id, dialect_code, tags, is_favourite,
          used_in_jobs > 0, used_in_jobs, used_in_agents > 0, used_in_agents, sample_url, image_url, created_at
        FROM catalogue_voices;
      DROP TABLE catalogue_voices;
      ALTER TABLE catalogue_voices_next RENAME TO catalogue_voices;
      CREATE INDEX catalogue_voices_by_dialect ON catalogue_voices (dialect_code);
    `);
  },
};

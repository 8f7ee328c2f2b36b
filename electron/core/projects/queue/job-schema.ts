import type { DatabaseSync } from 'node:sqlite';

/**
 * Migration 2 of the work database: the generation queue's jobs (issue 30 item 6). A job is one
 * block to generate; its row is written before its request leaves (state `sending`, `sent_ms`, and
 * exactly what is sent) and after its answer, so a crash at any moment leaves proof of what may
 * have reached the service.
 *
 * States: `queued` (nothing sent yet) → `sending` (the POST may be out) → `done` (a take of the
 * block, or nothing was needed) or `failed` (the block carries the reason). A `sending` row that
 * no request of this process owns was left by a crash: it becomes `unsure`, and is looked for in
 * History before anything is sent again. `cancelled`: dropped before it was sent.
 * A job goes with its block (ON DELETE CASCADE): a deleted block has nothing left to generate.
 */
export const queueJobsSchema = {
  version: 2,
  name: "the generation queue's jobs",
  up(db: DatabaseSync): void {
    db.exec(`
      CREATE TABLE queue_jobs (
        id TEXT PRIMARY KEY,
        project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
        block_id TEXT NOT NULL REFERENCES blocks (id) ON DELETE CASCADE,
        run_id TEXT NOT NULL,
        seq INTEGER NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('queued', 'sending', 'unsure', 'done', 'failed', 'cancelled')),
        content_hash TEXT NOT NULL,
        spoken_chars INTEGER NOT NULL,
        expected_ms INTEGER NOT NULL,
        spoken_text TEXT,
        voice_id TEXT,
        config_json TEXT,
        dictionary_ids_json TEXT,
        queued_at TEXT NOT NULL,
        sent_ms INTEGER,
        answered_at TEXT,
        history_id TEXT,
        error_json TEXT,
        attempts INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX queue_jobs_by_project ON queue_jobs (project_id, state, seq);
      CREATE INDEX queue_jobs_by_block ON queue_jobs (block_id);
    `);
  },
};

/**
 * Migration 3: which lexicons a job's spoken text was read with (BlockJob.lexiconDigest), written
 * with the rest of what is sent. Null on rows sent before it existed.
 */
export const jobLexiconSchema = {
  version: 3,
  name: 'the lexicons a job was read with',
  up(db: DatabaseSync): void {
    db.exec('ALTER TABLE queue_jobs ADD COLUMN lexicon_digest TEXT');
  },
};

/**
 * Migration 4: a job the user asked for although its block was current ("Generate again"): it is
 * sent once (its own row decides, not a take of its hash), and its clip becomes a new take.
 */
export const jobAgainSchema = {
  version: 4,
  name: 'jobs that generate a current block again',
  up(db: DatabaseSync): void {
    db.exec('ALTER TABLE queue_jobs ADD COLUMN again INTEGER NOT NULL DEFAULT 0');
  },
};

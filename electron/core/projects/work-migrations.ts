import type { DatabaseSync } from 'node:sqlite';
import { jobAgainSchema, jobLexiconSchema, queueJobsSchema } from './queue/job-schema';

/**
 * Numbered schema steps of the work database (projects.sqlite). A released step is never edited,
 * only followed by a new one; the runner applies, in order, every version not yet recorded.
 * Reserved: 1 projects, chapters, blocks and takes; 2 the queue's jobs; 3 the lexicons a job was read with;
 * 4 jobs that generate a current block again.
 */
export interface WorkMigration {
  version: number;
  name: string;
  /** Runs inside the migration's transaction; throw to roll it back. */
  up(db: DatabaseSync): void;
}

/**
 * Projects of chapters of blocks (issue 30).
 * - Positions are dense (0…n-1) within their project or chapter; every edit keeps them so.
 * - A block keeps what it would send as derived columns, refreshed by every change that can alter
 *   them (its text, speaker or voice; its chapter's voice; the project's settings or speakers):
 *   `effective_voice_id` and `dialect_code` (the voice and read-as dialect it is read in),
 *   `spoken_hash`/`spoken_chars` of its spoken text, with `spoken_of` the digest of their inputs
 *   (so a voice change of the same dialect reads nothing again), and `content_hash` of everything
 *   sent. A take records the content hash it was made from: it is current while the two are equal.
 * - `voice_dialects`: a voice's dialect as the catalogue said when the voice was first given to a
 *   project, so a block's hash never depends on a cache that may be rebuilt or not loaded yet.
 * - Takes name History's entries (the clips live in the cache's audio store, fetched again after a
 *   rebuild); `block_choices` is the take the chapter's render uses.
 */
const projectsSchema: WorkMigration = {
  version: 1,
  name: 'projects, chapters, blocks and their takes',
  up(db) {
    db.exec(`
      CREATE TABLE projects (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        settings_json TEXT NOT NULL,
        speakers_json TEXT NOT NULL DEFAULT '[]',
        last_chapter_id TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE chapters (
        id TEXT PRIMARY KEY,
        project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        title TEXT NOT NULL,
        voice_id TEXT,
        dialect_code TEXT
      );
      CREATE INDEX chapters_by_project ON chapters (project_id, position);
      CREATE TABLE blocks (
        id TEXT PRIMARY KEY,
        chapter_id TEXT NOT NULL REFERENCES chapters (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        text TEXT NOT NULL,
        written_chars INTEGER NOT NULL DEFAULT 0,
        speaker TEXT,
        voice_id TEXT,
        effective_voice_id TEXT,
        dialect_code TEXT,
        spoken_of TEXT NOT NULL DEFAULT '',
        spoken_hash TEXT NOT NULL DEFAULT '',
        spoken_chars INTEGER NOT NULL DEFAULT 0,
        content_hash TEXT NOT NULL DEFAULT '',
        failure_json TEXT
      );
      CREATE INDEX blocks_by_chapter ON blocks (chapter_id, position);
      CREATE TABLE block_takes (
        block_id TEXT NOT NULL REFERENCES blocks (id) ON DELETE CASCADE,
        history_id TEXT NOT NULL,
        content_hash TEXT NOT NULL,
        voice_id TEXT,
        created_at TEXT NOT NULL,
        PRIMARY KEY (block_id, history_id)
      );
      CREATE INDEX block_takes_by_history ON block_takes (history_id);
      CREATE INDEX block_takes_by_hash ON block_takes (content_hash);
      CREATE TABLE block_choices (
        block_id TEXT PRIMARY KEY REFERENCES blocks (id) ON DELETE CASCADE,
        history_id TEXT NOT NULL,
        chosen_at TEXT NOT NULL
      );
      CREATE TABLE voice_dialects (voice_id TEXT PRIMARY KEY, dialect_code TEXT NOT NULL);
      CREATE TABLE chapter_renders (
        chapter_id TEXT PRIMARY KEY REFERENCES chapters (id) ON DELETE CASCADE,
        digest TEXT NOT NULL,
        file_name TEXT NOT NULL,
        duration_ms INTEGER NOT NULL,
        complete INTEGER NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE migrated_drafts (draft_id TEXT PRIMARY KEY, project_id TEXT, migrated_at TEXT NOT NULL);
      CREATE TABLE state (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `);
  },
};

export const workMigrations: readonly WorkMigration[] = [projectsSchema, queueJobsSchema, jobLexiconSchema, jobAgainSchema];

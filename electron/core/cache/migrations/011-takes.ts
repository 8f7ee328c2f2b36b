import type { Migration } from './migration';

/**
 * Takes: every generation of a draft's part (or of a whole short script, part 0) is kept as a take,
 * and per draft and part one take is chosen for the joined render.
 *
 * A take keeps the text it was generated from: parts are cut again from the draft's text, so a
 * part's identity is (draft, index) and only a take of the part's current text may stand in the
 * join. `script_pieces.draft_id` ties a long script's piece to its draft, so the join reads the
 * draft's choices. Takes are the user's (the service knows nothing of drafts): they are mirrored
 * into choices.json with the pieces, and survive a rebuilt cache.
 */
export const takesMigration: Migration = {
  version: 11,
  name: 'takes of a draft part and the chosen take',
  up(db) {
    db.exec(`
      ALTER TABLE script_pieces ADD COLUMN draft_id TEXT;
      CREATE INDEX script_pieces_by_draft ON script_pieces (draft_id, created_at);
      CREATE TABLE script_takes (
        history_id TEXT PRIMARY KEY,
        draft_id TEXT NOT NULL,
        part_index INTEGER NOT NULL,
        text TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX script_takes_by_part ON script_takes (draft_id, part_index, created_at);
      CREATE TABLE script_take_choices (
        draft_id TEXT NOT NULL,
        part_index INTEGER NOT NULL,
        history_id TEXT NOT NULL,
        chosen_at TEXT NOT NULL,
        PRIMARY KEY (draft_id, part_index)
      );
    `);
  },
};

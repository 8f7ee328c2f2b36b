import type { CacheDatabase } from './database';

/**
 * Rows of other features that name a history entry (by the service's id), and what becomes of them
 * when the entry is gone from the service (deleted by the user, or found missing by a sync): a take
 * of it can never play again, so it goes, as does the text it was written as; a part that had it as its chosen take gets the newest
 * take left of that part, and a long script's part that last generated it waits to be generated
 * again. Kept here, beside the schema, so deleting history needs no knowledge of the script
 * feature; not a trigger, because clearing or rebuilding the cache also empties the history and
 * takes must outlive that.
 */
const forgetting = [
  'DELETE FROM script_takes WHERE history_id = :id',
  'DELETE FROM history_written WHERE history_id = :id',
  `INSERT OR REPLACE INTO script_take_choices (draft_id, part_index, history_id, chosen_at)
     SELECT c.draft_id, c.part_index, t.history_id, c.chosen_at FROM script_take_choices c
     JOIN script_takes t ON t.draft_id = c.draft_id AND t.part_index = c.part_index
     WHERE c.history_id = :id ORDER BY t.created_at DESC LIMIT 1`,
  'DELETE FROM script_take_choices WHERE history_id = :id',
  'UPDATE script_piece_parts SET history_id = NULL WHERE history_id = :id',
];

/** Forgets what other features keep of these entries; call inside the transaction that deletes their rows. */
export function forgetEntryReferences(cache: CacheDatabase, ids: readonly string[]): void {
  const statements = forgetting.map((sql) => cache.db.prepare(sql));
  for (const id of ids) for (const statement of statements) statement.run({ id });
}

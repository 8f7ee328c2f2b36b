import type { Migration } from './migration';

/**
 * What was written, beside what was spoken. The service keeps only the script it was sent, which
 * read-as has turned into words ("250 ريال" → "مئتين وخمسين ريالًا") and which has lost its pause
 * markers; the studio keeps the text as written for the clips it makes here, in
 * `history_written`, only where the two differ. Like takes, these rows are the user's and are
 * mirrored into choices.json (session/user-choices.ts), so a rebuilt cache gets them back.
 *
 * Search finds either text: `history_entries.script_search` is the spoken text folded, then, for a
 * clip with a written text, a line break and the written text folded. Folded text never holds a
 * line break (whitespace folds to one space), and a search word never spans one, so the trigram
 * index matches within one text or the other. The upsert of history rows adds the written part
 * itself (history-store.ts), so a sync into a rebuilt cache restores it.
 *
 * Existing data: a take's text is what was written for it (read-as comes after), so every take
 * whose text reads differently from its clip's spoken script seeds a row here, and those clips'
 * search text gains it. A take whose clip the cache lacks keeps its row for the sync to find.
 */
export const historyWrittenMigration: Migration = {
  version: 13,
  name: 'written text of clips made here, searched beside the spoken text',
  up(db) {
    db.exec(`
      CREATE TABLE history_written (
        history_id TEXT PRIMARY KEY,
        text TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      INSERT OR IGNORE INTO history_written (history_id, text, created_at)
        SELECT t.history_id, t.text, t.created_at FROM script_takes t LEFT JOIN history_entries h ON h.id = t.history_id
        WHERE h.id IS NULL OR sawt_fold_for_search(t.text) <> h.script_search;
      UPDATE history_entries SET script_search = sawt_fold_for_search(script) || char(10) ||
          (SELECT sawt_fold_for_search(w.text) FROM history_written w WHERE w.history_id = history_entries.id)
        WHERE id IN (SELECT history_id FROM history_written);
    `);
  },
};

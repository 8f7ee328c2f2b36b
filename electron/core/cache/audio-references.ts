import type { DatabaseSync } from 'node:sqlite';

/**
 * Every column, in any feature's table, that names a file in the AudioStore. A file is an orphan
 * only when none of them names it, so a feature that keeps files in the store must be listed
 * here — or the start-up clean-up will delete its files.
 */
export const audioHashColumns: ReadonlyArray<{ table: string; column: string }> = [
  { table: 'history_entries', column: 'audio_hash' },
  { table: 'catalogue_media', column: 'hash' },
];

/** A checker answering "does any row reference this hash?" with one prepared statement. */
export function audioReferenceChecker(db: DatabaseSync): (hash: string) => boolean {
  const existing = new Set(
    (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>).map((r) => r.name),
  );
  const clauses = audioHashColumns
    .filter(({ table }) => existing.has(table))
    .map(({ table, column }) => `EXISTS (SELECT 1 FROM ${table} WHERE ${column} = :hash)`);
  if (clauses.length === 0) return () => false;
  const statement = db.prepare(`SELECT ${clauses.join(' OR ')} AS referenced`);
  return (hash) => (statement.get({ hash }) as { referenced: number }).referenced === 1;
}

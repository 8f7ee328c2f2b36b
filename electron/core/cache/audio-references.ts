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

/**
 * Every hash any row references, read with one query per column (an index scan), for collecting
 * orphans: one question per file on disk grew with the history.
 */
export function referencedAudioHashes(db: DatabaseSync): Set<string> {
  const existing = new Set(
    (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>).map((r) => r.name),
  );
  const hashes = new Set<string>();
  for (const { table, column } of audioHashColumns.filter(({ table }) => existing.has(table))) {
    for (const row of db.prepare(`SELECT DISTINCT ${column} AS hash FROM ${table} WHERE ${column} IS NOT NULL`).all() as Array<{
      hash: string;
    }>) {
      hashes.add(row.hash);
    }
  }
  return hashes;
}

/**
 * Per shard of the store (the hash's first two hex digits), the hashes any row references: one
 * index range per column, so orphan collection can go a shard at a time instead of holding every
 * hash at once. Hashes are lowercase hex, so `prefix` ≤ hash < `prefix + 'g'` is the shard.
 */
export function referencedAudioHashesByShard(db: DatabaseSync): (shard: string) => Set<string> {
  const existing = new Set(
    (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>).map((r) => r.name),
  );
  const statements = audioHashColumns
    .filter(({ table }) => existing.has(table))
    .map(({ table, column }) => db.prepare(`SELECT DISTINCT ${column} AS hash FROM ${table} WHERE ${column} >= ? AND ${column} < ?`));
  return (shard) => {
    const hashes = new Set<string>();
    for (const statement of statements) {
      for (const row of statement.all(shard, `${shard}g`) as Array<{ hash: string }>) hashes.add(row.hash);
    }
    return hashes;
  };
}

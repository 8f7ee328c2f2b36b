import type { DatabaseSync } from 'node:sqlite';

/** One numbered schema step of a database (the cache's, the projects' work database). */
export interface SchemaMigration {
  version: number;
  name: string;
  /** Runs inside the migration's transaction; throw to roll it back. */
  up(db: DatabaseSync): void;
}

/**
 * Applies, in version order, every migration the database's `schema_migrations` table does not
 * list, each in a transaction of its own with its row: a failing step leaves the schema as the
 * step before left it. `what` names the database in the error ("Cache", "Projects").
 */
export function applyMigrations(db: DatabaseSync, migrations: readonly SchemaMigration[], what: string): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  const applied = new Set((db.prepare('SELECT version FROM schema_migrations').all() as Array<{ version: number }>).map((r) => r.version));
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    db.exec('BEGIN IMMEDIATE');
    try {
      migration.up(db);
      record.run(migration.version, migration.name, new Date().toISOString());
      db.exec('COMMIT');
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw new Error(`${what} migration ${migration.version} (${migration.name}) failed: ${String(error)}`, { cause: error });
    }
  }
}

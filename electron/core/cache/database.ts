import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fail, ok, type Result } from '../../../shared/contract';
import type { Migration } from './migrations/migration';
import { migrations as allMigrations } from './migrations';

export interface OpenedCache {
  database: CacheDatabase;
  /** Set when the previous file was unreadable and has been moved aside for a fresh one. */
  recovered?: { movedTo: string; reason: string };
}

/** The profile's SQLite cache: one connection, used from the main process's one thread. */
export class CacheDatabase {
  constructor(
    readonly db: DatabaseSync,
    readonly path: string,
  ) {}

  /**
   * Runs `work` in one IMMEDIATE transaction (the write lock is taken up front, so a batch never
   * fails half-way on a lock upgrade) and rolls back if it throws.
   */
  transaction<T>(work: () => T): T {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      if (this.db.isTransaction) this.db.exec('ROLLBACK');
      throw error;
    }
  }

  appliedVersions(): number[] {
    return (this.db.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as Array<{ version: number }>).map(
      (row) => row.version,
    );
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }
}

function connect(path: string): DatabaseSync {
  const db = new DatabaseSync(path);
  try {
    // WAL: readers never wait for the writer, and a crash mid-write loses at most the last
    // transaction. NORMAL is durable across application crashes, which is what a cache needs.
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = NORMAL');
    db.exec('PRAGMA foreign_keys = ON');
    db.exec('PRAGMA busy_timeout = 5000');
    const check = db.prepare('PRAGMA quick_check').all() as Array<Record<string, unknown>>;
    const verdict = String(Object.values(check[0] ?? {})[0] ?? '');
    if (verdict !== 'ok') throw new Error(`quick_check: ${verdict}`);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function migrate(db: DatabaseSync, migrations: readonly Migration[]): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as Array<{ version: number }>).map((r) => r.version),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    db.exec('BEGIN IMMEDIATE');
    try {
      migration.up(db);
      record.run(migration.version, migration.name, new Date().toISOString());
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw new Error(`Cache migration ${migration.version} (${migration.name}) failed: ${String(error)}`);
    }
  }
}

/** Moves the database and its WAL/SHM files aside, so the evidence is kept and a fresh one can start. */
function moveAside(path: string, stamp: string): string {
  const movedTo = `${path}.corrupt-${stamp}`;
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(path + suffix)) renameSync(path + suffix, movedTo + suffix);
  }
  return movedTo;
}

/**
 * Opens (creating if needed) the cache at `path`: pragmas, `quick_check`, migrations. A file that
 * fails to open or to pass the check is moved aside and rebuilt empty — it is a cache, so the
 * service can refill it — and the result says so. A migration bug is not corruption: it fails.
 */
export function openCacheDatabase(path: string, migrations: readonly Migration[] = allMigrations): Result<OpenedCache> {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  let db: DatabaseSync;
  let recovered: OpenedCache['recovered'];
  try {
    db = connect(path);
  } catch (error) {
    try {
      const movedTo = moveAside(path, new Date().toISOString().replace(/[:.]/g, '-'));
      recovered = { movedTo, reason: error instanceof Error ? error.message : String(error) };
      db = connect(path);
    } catch (again) {
      return fail('DISK', `The local cache at ${path} cannot be opened or rebuilt: ${String(again)}`);
    }
  }
  try {
    migrate(db, migrations);
  } catch (error) {
    db.close();
    return fail('INTERNAL', error instanceof Error ? error.message : String(error));
  }
  return ok(recovered ? { database: new CacheDatabase(db, path), recovered } : { database: new CacheDatabase(db, path) });
}

import { closeSync, existsSync, openSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DatabaseSync } from 'node:sqlite';
import type { SchemaMigration } from './migrations';

/** The errno codes a folder answers a write with when it is read-only to this process. */
const refusedWrite = new Set(['EROFS', 'EACCES', 'EPERM']);

/** SQLite's primary code for a write on a read-only connection or file. */
const sqliteReadOnly = 8;

/** Whether `error` is a write refused because the disk or folder is read-only (SQLite's or the OS's word). */
export function isReadOnlyFault(error: unknown): boolean {
  const fault = error as { code?: unknown; errcode?: unknown; cause?: unknown } | null;
  if (!fault || typeof fault !== 'object') return false;
  if (fault.code === 'ERR_SQLITE_ERROR' && typeof fault.errcode === 'number') return (fault.errcode & 0xff) === sqliteReadOnly;
  if (typeof fault.code === 'string' && refusedWrite.has(fault.code)) return true;
  return fault.cause !== undefined && fault.cause !== error && isReadOnlyFault(fault.cause);
}

/**
 * Whether `folder` refuses a new file, found by trying to make one (and removing it): a read-only
 * mount, a folder without write permission. Permission bits alone would guess wrong (root ignores
 * them; a read-only bind mount keeps them). A folder that is missing is not read-only.
 */
export function folderRefusesWrites(folder: string): boolean {
  const probe = join(folder, `.sawt-write-probe-${process.pid}`);
  try {
    closeSync(openSync(probe, 'wx'));
    rmSync(probe, { force: true });
    return false;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'EEXIST') {
      rmSync(probe, { force: true });
      return false;
    }
    return typeof code === 'string' && refusedWrite.has(code);
  }
}

/** Why a database on a read-only folder cannot be read as it stands. */
export class UnreadableReadOnly extends Error {}

/**
 * Opens a database for reading only, on a folder where nothing can be written (not even SQLite's
 * -shm index). A file last closed cleanly has no -wal: it is opened `immutable`, which needs no
 * lock and no -shm. A file left with its -wal (the last run was killed) holds transactions that are
 * only in the -wal: immutable would hide them, so it is opened read-only, which SQLite allows when
 * the -wal and -shm are both there; with a -wal but no -shm it cannot be read without losing them,
 * and says so. A missing file is null (nothing was ever saved there).
 */
export function openReadOnlyDatabase(path: string, timeout: number): DatabaseSync | null {
  if (!existsSync(path)) return null;
  const hasWal = existsSync(`${path}-wal`);
  if (hasWal && !existsSync(`${path}-shm`)) {
    throw new UnreadableReadOnly(
      `${path} was not closed cleanly and its -shm file is missing, so its last changes cannot be read while the folder is read-only`,
    );
  }
  return hasWal
    ? new DatabaseSync(path, { readOnly: true, timeout })
    : new DatabaseSync(`${pathToFileURL(path).href}?immutable=1`, { readOnly: true, timeout });
}

/** An empty database of the given schema that refuses every write, for a folder that has none yet. */
export function emptyReadOnlyDatabase(apply: (db: DatabaseSync) => void): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  apply(db);
  db.exec('PRAGMA query_only = ON');
  return db;
}

/**
 * The versions `migrations` has that the database lacks. A read-only database cannot be migrated,
 * and code reading an older schema would fail on the first missing column: the caller refuses it.
 */
export function pendingMigrations(db: DatabaseSync, migrations: readonly SchemaMigration[]): number[] {
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
  const applied = table
    ? new Set((db.prepare('SELECT version FROM schema_migrations').all() as Array<{ version: number }>).map((r) => r.version))
    : new Set<number>();
  return migrations.map((m) => m.version).filter((version) => !applied.has(version));
}

import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fail, ok, type Result } from '../../../shared/contract';
import { diskFaultOf } from '../fs';
import { workMigrations, type WorkMigration } from './work-migrations';
import {
  applyMigrations,
  emptyReadOnlyDatabase,
  folderRefusesWrites,
  openReadOnlyDatabase,
  pendingMigrations,
  UnreadableReadOnly,
} from '../sqlite';

/**
 * The profile's work database, `<profile>/projects.sqlite`: projects, chapters, blocks, their takes
 * and choices, and the queue's jobs. The user's writing, so not the cache (which is disposable: it is
 * moved aside and rebuilt empty when damaged, and "Clear cache" empties it): a file of its own, so a
 * rebuilt cache never touches a project, with SQLite's transactions instead of a JSON mirror of
 * every edit.
 *
 * Durability: WAL with synchronous=FULL, so a transaction that answered is on disk, also across a
 * power cut (the cache's NORMAL only survives an application crash). A full quick_check runs at
 * every open (a work database is small: see bench/projects.bench.ts), and a damaged file is moved
 * aside — never deleted — for a fresh one, with a message saying where it went.
 */
export class WorkDatabase {
  constructor(
    readonly db: DatabaseSync,
    readonly path: string,
    /**
     * True when the data folder refused a write at open: the file is read as it stands and every
     * write fails with SQLite's READONLY (answered as DISK_READ_ONLY by the projects' home).
     */
    readonly readOnly = false,
  ) {}

  /**
   * One IMMEDIATE transaction (the write lock up front); rolled back if `work` throws. Called inside
   * one, it is part of it (steps that are each one transaction compose into a larger one).
   */
  transaction<T>(work: () => T): T {
    if (this.db.isTransaction) return work();
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

  close(): void {
    if (this.db.isOpen) this.db.close();
  }
}

export interface DamagedWork {
  /** Where the damaged file was moved (beside it, with -wal and -shm); nothing was deleted. */
  movedTo: string;
  reason: string;
}

export interface OpenedWork {
  database: WorkDatabase;
  damaged?: DamagedWork;
}

export const workBusyTimeoutMs = 5_000;

class Damaged extends Error {}

const sqliteCorrupt = new Set([11, 26]); // SQLITE_CORRUPT, SQLITE_NOTADB
const sqliteBusy = new Set([5, 6]); // SQLITE_BUSY, SQLITE_LOCKED

/** Whether an error is SQLite's proof that the file is damaged. */
export function isDamage(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  if (typeof code === 'number' && sqliteCorrupt.has(code & 0xff)) return true;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return error instanceof Damaged || (cause !== undefined && cause !== error && isDamage(cause));
}

/** Whether an error is SQLite refusing a row whose parent is gone (SQLITE_CONSTRAINT_FOREIGNKEY). */
export function isGoneParent(error: unknown): boolean {
  return (error as { errcode?: unknown } | null)?.errcode === 787;
}

function isBusy(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && sqliteBusy.has(code & 0xff);
}

function connect(path: string, timeout: number): DatabaseSync {
  const db = new DatabaseSync(path, { timeout });
  try {
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = FULL');
    db.exec('PRAGMA foreign_keys = ON');
    const check = db.prepare('PRAGMA quick_check').all() as Array<Record<string, unknown>>;
    const verdict = String(Object.values(check[0] ?? {})[0] ?? '');
    if (verdict !== 'ok') throw new Damaged(`quick_check: ${verdict}`);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function moveAside(path: string): string {
  const movedTo = `${path}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  for (const suffix of ['', '-wal', '-shm']) if (existsSync(path + suffix)) renameSync(path + suffix, movedTo + suffix);
  return movedTo;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function openAndMigrate(path: string, migrations: readonly WorkMigration[], timeout: number): DatabaseSync {
  const db = connect(path, timeout);
  try {
    applyMigrations(db, migrations, 'Projects');
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Why the work database cannot be used, as the DISK error a person can act on. */
function unavailable(path: string, error: unknown): Result<never> {
  if (isBusy(error)) {
    return fail(
      'DISK',
      `Your projects file ${path} is locked by another program (is the studio open twice?). Close the other copy and try again.`,
      {
        messageKey: 'disk.PROJECTS_LOCKED',
      },
    );
  }
  const named = diskFaultOf(error, `opening your projects file ${path}`);
  if (named) return { ok: false, error: { ...named, message: named.message.replace(/the cache file/gu, 'the projects file') } };
  return fail('DISK', `Your projects file ${path} cannot be opened: ${messageOf(error)}`, { messageKey: 'disk.PROJECTS_UNAVAILABLE' });
}

/**
 * The work database of a folder that refuses writes: the file as it stands (its -wal included),
 * or an empty one when the folder has none; refused when its schema is older than this code's.
 */
function openReadOnly(path: string, migrations: readonly WorkMigration[], timeout: number): Result<OpenedWork> {
  let db: DatabaseSync | null = null;
  try {
    db = openReadOnlyDatabase(path, timeout);
    if (!db)
      return ok({
        database: new WorkDatabase(
          emptyReadOnlyDatabase((m) => applyMigrations(m, migrations, 'Projects')),
          path,
          true,
        ),
      });
    if (pendingMigrations(db, migrations).length > 0) {
      db.close();
      return fail(
        'DISK_READ_ONLY',
        `Your projects file ${path} was saved by an older version of the studio and cannot be updated while the data folder is read-only. Make the folder writable and start the studio again.`,
        { messageKey: 'disk.PROJECTS_READ_ONLY_OLD' },
      );
    }
    return ok({ database: new WorkDatabase(db, path, true) });
  } catch (error) {
    if (db?.isOpen) db.close();
    if (error instanceof UnreadableReadOnly)
      return fail('DISK_READ_ONLY', error.message, { messageKey: 'disk.PROJECTS_READ_ONLY_UNREADABLE' });
    return unavailable(path, error);
  }
}

/**
 * Opens (creating if need be) the work database at `path`. A folder that refuses a write (tried,
 * not guessed) opens it read-only: projects are read, every write is refused. Proof of damage (SQLITE_CORRUPT or NOTADB,
 * a failing quick_check) moves the file aside and starts a fresh one, reported in `damaged`; a locked
 * file is reported and never moved; a migration that fails for another reason fails the open.
 */
export function openWorkDatabase(
  path: string,
  migrations: readonly WorkMigration[] = workMigrations,
  { busyTimeout = workBusyTimeoutMs }: { busyTimeout?: number } = {},
): Result<OpenedWork> {
  try {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  } catch (error) {
    return unavailable(path, error);
  }
  if (folderRefusesWrites(dirname(path))) return openReadOnly(path, migrations, busyTimeout);
  let damaged: DamagedWork | undefined;
  let db: DatabaseSync;
  try {
    db = openAndMigrate(path, migrations, busyTimeout);
  } catch (error) {
    if (!isDamage(error)) return unavailable(path, error);
    try {
      damaged = { movedTo: moveAside(path), reason: messageOf(error) };
      db = openAndMigrate(path, migrations, busyTimeout);
    } catch (again) {
      return damaged
        ? unavailable(path, again)
        : fail('DISK', `Your projects file ${path} is damaged and cannot be set aside: ${messageOf(again)}`);
    }
  }
  const database = new WorkDatabase(db, path);
  return ok(damaged ? { database, damaged } : { database });
}

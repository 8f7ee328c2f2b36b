import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fail, ok, type Result } from '../../../shared/contract';
import { normalizeForSearch } from '../../../shared/text';
import { diskFaultOf } from '../fs/disk-fault';
import type { Migration } from './migrations/migration';
import { migrations as allMigrations } from './migrations';
import {
  applyMigrations,
  emptyReadOnlyDatabase,
  folderRefusesWrites,
  openReadOnlyDatabase,
  pendingMigrations,
  UnreadableReadOnly,
} from '../sqlite';

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
    /**
     * False when the last session ended without closing this file (a crash, a kill, power loss)
     * or it was rebuilt: leftovers of an interrupted write may then be lying about.
     */
    readonly lastEndedCleanly = true,
    /** True when the data folder refused a write at open: the cache is read as it stands, and every write fails. */
    readonly readOnly = false,
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
    if (!this.db.isOpen) return;
    this.db.close();
    if (!this.readOnly) rmSync(openMarkerOf(this.path), { force: true });
  }
}

/** The SQL name of normalizeForSearch on every cache connection. */
const foldForSearchSql = 'sawt_fold_for_search';

/** How long a statement waits for another connection's lock before it fails with SQLITE_BUSY. */
export const busyTimeoutMs = 5_000;

/** SQLite's primary result codes (the low byte of an extended code) that tell what went wrong. */
const sqliteBusy = new Set([5, 6]); // SQLITE_BUSY, SQLITE_LOCKED
const sqliteCorrupt = new Set([11, 26]); // SQLITE_CORRUPT, SQLITE_NOTADB

/** Why an open failed: only `corrupt` is proof enough to set the file aside. */
export function classifyOpenError(error: unknown): 'busy' | 'corrupt' | 'other' {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  if (typeof code === 'number') {
    if (sqliteBusy.has(code & 0xff)) return 'busy';
    if (sqliteCorrupt.has(code & 0xff)) return 'corrupt';
  }
  return error instanceof CorruptionFound ? 'corrupt' : 'other';
}

class CorruptionFound extends Error {}

/**
 * Marks a cache as in use; removed by a clean close. Found at open, it says the last session ended
 * without closing (a crash, a kill, power loss): only then is the file checked.
 */
const openMarkerOf = (path: string) => `${path}.open`;

/**
 * Opens the connection. The busy timeout is the constructor's option, so it holds from the very
 * first statement (the journal-mode switch itself takes a lock another process may hold).
 *
 * No integrity check on a clean open: in WAL mode with synchronous=NORMAL an application crash
 * cannot corrupt the file (at worst the last transactions are lost), so a check on every open,
 * whose time grows with the file, buys nothing. `quick_check` runs only after an unclean end (the
 * marker is still there: power loss on a disk that lies about flushing is the one case left),
 * and SQLite's own SQLITE_CORRUPT/NOTADB on any statement here is proof in itself.
 */
/** Search text is folded by the one function both sides use; SQL that keeps search text in step (the history upsert, migrations) calls it by this name on any of our connections. */
function addFolding(db: DatabaseSync): void {
  db.function(foldForSearchSql, { deterministic: true }, (text) => normalizeForSearch(String(text ?? '')));
}

function connect(path: string, timeout: number): DatabaseSync {
  const db = new DatabaseSync(path, { timeout });
  try {
    addFolding(db);
    // WAL: readers never wait for the writer, and a crash mid-write loses at most the last
    // transaction. NORMAL is durable across application crashes, which is what a cache needs.
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = NORMAL');
    db.exec('PRAGMA foreign_keys = ON');
    if (existsSync(openMarkerOf(path))) {
      const check = db.prepare('PRAGMA quick_check').all() as Array<Record<string, unknown>>;
      const verdict = String(Object.values(check[0] ?? {})[0] ?? '');
      if (verdict !== 'ok') throw new CorruptionFound(`quick_check after an unclean end: ${verdict}`);
    }
    return db;
  } catch (error) {
    db.close();
    throw error;
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

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The cache is in use by another process: nothing is wrong with it, so nothing is moved. */
const locked = (path: string, error: unknown) =>
  fail<OpenedCache>('DISK', `The local cache at ${path} is locked by another program (is the studio open twice?): ${messageOf(error)}`, {
    messageKey: 'disk.CACHE_LOCKED',
  });

/**
 * The cache cannot be opened (a read-only or full disk, no permission, a folder that is a file):
 * the DISK error naming the cause a person can act on where one is known, never SQLite's words alone.
 */
const unavailable = (path: string, error: unknown): Result<OpenedCache> => {
  const named = diskFaultOf(error, `opening the local cache at ${path}`);
  return named ? { ok: false, error: named } : fail('DISK', `The local cache at ${path} cannot be opened: ${messageOf(error)}`);
};

/**
 * Opens (creating if needed) the cache at `path`: pragmas, migrations, and a check only after an
 * unclean end. A file is moved aside and rebuilt empty — it is a cache, the service can refill it,
 * and nothing the user chose lives only here — only on proof of corruption (SQLITE_CORRUPT or
 * NOTADB, or a failing quick_check); a locked file (SQLITE_BUSY/LOCKED) is reported, never moved.
 * A migration bug is not corruption either: it fails.
 */
export function openCacheDatabase(
  path: string,
  migrations: readonly Migration[] = allMigrations,
  { busyTimeout = busyTimeoutMs }: { busyTimeout?: number } = {},
): Result<OpenedCache> {
  try {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  } catch (error) {
    return unavailable(path, error);
  }
  if (folderRefusesWrites(dirname(path))) return openReadOnlyCache(path, migrations, busyTimeout);
  const endedCleanly = !existsSync(openMarkerOf(path));
  let first = openAndMigrate(path, migrations, busyTimeout);
  let recovered: OpenedCache['recovered'];
  if (!first.ok && first.error.kind === 'corrupt') {
    try {
      const movedTo = moveAside(path, new Date().toISOString().replace(/[:.]/g, '-'));
      recovered = { movedTo, reason: messageOf(first.error.cause) };
    } catch (error) {
      return fail('DISK', `The local cache at ${path} is damaged and cannot be set aside: ${messageOf(error)}`);
    }
    first = openAndMigrate(path, migrations, busyTimeout);
  }
  if (!first.ok) {
    const { kind, cause, stage } = first.error;
    if (kind === 'busy') return locked(path, cause);
    // A migration that ran out of disk or met a read-only folder is a disk fault, not a bug.
    const storage =
      stage === 'migrate' ? diskFaultOf((cause as { cause?: unknown }).cause ?? cause, `opening the local cache at ${path}`) : null;
    if (storage) return { ok: false, error: storage };
    if (stage === 'migrate' && kind === 'other') return fail('INTERNAL', messageOf(cause));
    return unavailable(path, cause);
  }
  try {
    writeFileSync(openMarkerOf(path), '', { mode: 0o600 });
  } catch (error) {
    first.value.close();
    return unavailable(path, error);
  }
  const database = new CacheDatabase(first.value, path, endedCleanly && !recovered);
  return ok(recovered ? { database, recovered } : { database });
}

/**
 * The cache of a folder that refuses writes (tried, not guessed): read as it stands (its -wal
 * included), or empty when there is none; no marker, no migration, no check that would write.
 */
function openReadOnlyCache(path: string, migrations: readonly Migration[], timeout: number): Result<OpenedCache> {
  let db: DatabaseSync | null = null;
  try {
    db =
      openReadOnlyDatabase(path, timeout) ??
      emptyReadOnlyDatabase((empty) => (addFolding(empty), applyMigrations(empty, migrations, 'Cache')));
    addFolding(db);
    if (pendingMigrations(db, migrations).length > 0) {
      db.close();
      return fail(
        'DISK_READ_ONLY',
        `The local cache at ${path} was made by an older version of the studio and cannot be updated while the data folder is read-only.`,
        {
          messageKey: 'disk.CACHE_READ_ONLY_OLD',
        },
      );
    }
    return ok({ database: new CacheDatabase(db, path, true, true) });
  } catch (error) {
    if (db?.isOpen) db.close();
    if (error instanceof UnreadableReadOnly)
      return fail('DISK_READ_ONLY', error.message, { messageKey: 'disk.CACHE_READ_ONLY_UNREADABLE' });
    return unavailable(path, error);
  }
}

type Attempt =
  | { ok: true; value: DatabaseSync }
  | { ok: false; error: { kind: ReturnType<typeof classifyOpenError>; cause: unknown; stage: 'open' | 'migrate' } };

function openAndMigrate(path: string, migrations: readonly Migration[], timeout: number): Attempt {
  let db: DatabaseSync;
  try {
    db = connect(path, timeout);
  } catch (error) {
    return { ok: false, error: { kind: classifyOpenError(error), cause: error, stage: 'open' } };
  }
  try {
    applyMigrations(db, migrations, 'Cache');
    return { ok: true, value: db };
  } catch (error) {
    db.close();
    return { ok: false, error: { kind: classifyOpenError((error as { cause?: unknown }).cause ?? error), cause: error, stage: 'migrate' } };
  }
}

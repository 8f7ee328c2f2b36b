import type { StudioError } from '../../../shared/contract/errors';
import { errnoCode } from './file-system';

// SQLite's primary result codes for storage faults (https://sqlite.org/rescode.html).
const sqliteCauses: Readonly<Record<number, [key: string, cause: string]>> = {
  13: ['SQLITE_FULL', 'the disk is full; free some space and try again'],
  10: ['SQLITE_IOERR', 'the disk reported an input/output error'],
  8: ['SQLITE_READONLY', 'the data folder is read-only'],
  14: ['SQLITE_CANTOPEN', 'the cache file could not be opened'],
  11: ['SQLITE_CORRUPT', 'the cache file is damaged; it will be rebuilt the next time the studio starts'],
  26: ['SQLITE_NOTADB', 'the cache file is damaged; it will be rebuilt the next time the studio starts'],
  5: ['SQLITE_BUSY', 'the cache is locked by another program; close other copies of the studio and try again'],
  6: ['SQLITE_LOCKED', 'the cache is locked by another program; close other copies of the studio and try again'],
};

const errnoCauses: Readonly<Record<string, string>> = {
  ENOSPC: 'the disk is full; free some space and try again',
  EDQUOT: 'your disk quota is used up; free some space and try again',
  EROFS: 'the disk is read-only',
  EACCES: 'permission was denied; check that you can write to the data folder',
  EPERM: 'the operation was not permitted; check the data folder\u2019s permissions',
  EIO: 'the disk reported an input/output error',
};

/**
 * A storage fault that escaped as an exception (a SQLite write on a full disk, a file write on a
 * read-only folder), as the DISK error a person can act on; null when the error is not one. The
 * contract's dispatcher uses it so no such fault is ever reported as an internal error.
 */
export function diskFaultOf(error: unknown, operation: string): StudioError | null {
  const sqlite = error as { code?: unknown; errcode?: unknown } | null;
  if (sqlite && sqlite.code === 'ERR_SQLITE_ERROR' && typeof sqlite.errcode === 'number') {
    const known = sqliteCauses[sqlite.errcode & 0xff];
    if (!known) return null;
    return { code: 'DISK', message: `Could not finish ${operation}: ${known[1]}.`, messageKey: `disk.${known[0]}` };
  }
  const errno = errnoCode(error);
  const cause = errno ? errnoCauses[errno] : undefined;
  return cause ? { code: 'DISK', message: `Could not finish ${operation}: ${cause}.`, messageKey: `disk.${errno}` } : null;
}

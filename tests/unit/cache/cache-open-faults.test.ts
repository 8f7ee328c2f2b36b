import { existsSync, mkdtempSync, openSync, readdirSync, rmSync, writeSync, closeSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { openCacheDatabase, type Migration } from '../../../electron/core/cache';

/**
 * A locked cache is not a corrupt cache: real SQLite files, locked by a real second connection or
 * really damaged on disk. Only proof of corruption moves a file aside.
 */
const dirs: string[] = [];
const tempPath = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sawt-cache-faults-'));
  dirs.push(dir);
  return join(dir, 'cache.db');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const notes: Migration = { version: 1, name: 'notes', up: (db) => db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)') };
const tags: Migration = { version: 2, name: 'tags', up: (db) => db.exec('CREATE TABLE tags (name TEXT)') };
const setAside = (path: string) => readdirSync(join(path, '..')).filter((f) => f.includes('corrupt'));

function seeded(path: string, rows = 2_000): void {
  const opened = openCacheDatabase(path, [notes]);
  if (!opened.ok) throw new Error(opened.error.message);
  const { db } = opened.value.database;
  const insert = db.prepare('INSERT INTO notes (body) VALUES (?)');
  opened.value.database.transaction(() => {
    for (let i = 0; i < rows; i++) insert.run(`note ${i} `.repeat(20));
  });
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  opened.value.database.close();
}

describe('opening a cache another program holds', () => {
  it('reports a file locked before the first statement as locked, and moves nothing', () => {
    const path = tempPath();
    const holder = new DatabaseSync(path);
    holder.exec('PRAGMA locking_mode = EXCLUSIVE; CREATE TABLE kept (x); BEGIN EXCLUSIVE; INSERT INTO kept VALUES (1);');
    const opened = openCacheDatabase(path, [notes], { busyTimeout: 200 });
    expect(opened).toMatchObject({ ok: false, error: { code: 'DISK', messageKey: 'disk.CACHE_LOCKED' } });
    expect(setAside(path)).toEqual([]);
    holder.exec('COMMIT');
    holder.close();
    const again = openCacheDatabase(path, [notes]);
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.database.db.prepare('SELECT x FROM kept').all()).toEqual([{ x: 1 }]);
    again.value.database.close();
  });

  it('reports a migration that cannot take the write lock as locked, keeping every row', () => {
    const path = tempPath();
    seeded(path, 50);
    const writer = new DatabaseSync(path);
    writer.exec('BEGIN IMMEDIATE');
    const opened = openCacheDatabase(path, [notes, tags], { busyTimeout: 200 });
    expect(opened).toMatchObject({ ok: false, error: { code: 'DISK', messageKey: 'disk.CACHE_LOCKED' } });
    writer.exec('ROLLBACK');
    writer.close();
    expect(setAside(path)).toEqual([]);
    const again = openCacheDatabase(path, [notes, tags]);
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.database.db.prepare('SELECT COUNT(*) AS n FROM notes').get()).toEqual({ n: 50 });
    again.value.database.close();
  });
});

describe('opening a damaged cache', () => {
  it('sets aside a file whose header is destroyed (SQLITE_NOTADB)', () => {
    const path = tempPath();
    seeded(path);
    const fd = openSync(path, 'r+');
    writeSync(fd, Buffer.alloc(100, 0x5a), 0, 100, 0);
    closeSync(fd);
    const opened = openCacheDatabase(path, [notes]);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.recovered?.reason).toMatch(/not a database/i);
    expect(setAside(path)).toHaveLength(1);
    opened.value.database.close();
  });

  it('checks the file only after an unclean end, and sets it aside when quick_check fails', () => {
    const path = tempPath();
    seeded(path);
    // Damage the table's pages in the middle of the file, leaving the header and schema intact.
    const fd = openSync(path, 'r+');
    writeSync(fd, Buffer.alloc(4096 * 20, 0xa5), 0, 4096 * 20, 4096 * 10);
    closeSync(fd);
    // Closed cleanly: no check, the open is quick and the damage is not looked for.
    const clean = openCacheDatabase(path, [notes]);
    if (!clean.ok) throw new Error(clean.error.message);
    expect(clean.value.recovered).toBeUndefined();
    expect(existsSync(`${path}.open`)).toBe(true);
    // Ended without closing (the marker stays, as after a crash): the next open checks.
    clean.value.database.db.close();
    const after = openCacheDatabase(path, [notes]);
    if (!after.ok) throw new Error(after.error.message);
    expect(after.value.recovered?.reason).toMatch(/quick_check|malformed/);
    expect(setAside(path)).toHaveLength(1);
    after.value.database.close();
    expect(existsSync(`${path}.open`)).toBe(false);
  });
});

describe('a cache the disk refuses', () => {
  it('names a migration that runs out of room as the disk error, not an internal one', () => {
    const path = tempPath();
    seeded(path, 10);
    // A real SQLITE_FULL: the file may not grow past its current pages, and the migration needs more.
    const growing: Migration = {
      version: 2,
      name: 'grows',
      up: (db) => {
        db.exec('PRAGMA max_page_count = 1; CREATE TABLE big (body TEXT)');
        const insert = db.prepare('INSERT INTO big VALUES (?)');
        for (let i = 0; i < 200; i++) insert.run('x'.repeat(4_000));
      },
    };
    const opened = openCacheDatabase(path, [notes, growing]);
    expect(opened).toMatchObject({ ok: false, error: { code: 'DISK', messageKey: 'disk.SQLITE_FULL' } });
    if (!opened.ok) expect(opened.error.message).toContain(path);
  });

  it('says a cache whose folder cannot be made cannot be opened, as the disk error', () => {
    const path = tempPath();
    // The cache's folder would have to be inside a file: no disk, however privileged, can do that.
    writeFileSync(join(path, '..', 'file'), 'not a folder');
    const opened = openCacheDatabase(join(path, '..', 'file', 'cache.db'), [notes]);
    expect(opened).toMatchObject({ ok: false, error: { code: 'DISK' } });
    if (!opened.ok) expect(opened.error.message).toContain('cannot be opened');
  });
});

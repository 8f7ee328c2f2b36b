import { mkdtempSync, rmSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openCacheDatabase, type Migration } from '../../../electron/core/cache';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sawt-cache-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const notes: Migration = { version: 1, name: 'notes', up: (db) => db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)') };
const tags: Migration = { version: 3, name: 'tags', up: (db) => db.exec('CREATE TABLE tags (name TEXT)') };

describe('the cache database', () => {
  it('opens in WAL mode with synchronous=NORMAL and records applied migrations', () => {
    const opened = openCacheDatabase(join(tempDir(), 'cache.db'), [notes]);
    if (!opened.ok) throw new Error(opened.error.message);
    const { db } = opened.value.database;
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(db.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: 1 });
    expect(opened.value.database.appliedVersions()).toEqual([1]);
    opened.value.database.close();
  });

  it('applies only the migrations not yet applied, in version order, also when versions have gaps', () => {
    const path = join(tempDir(), 'cache.db');
    const first = openCacheDatabase(path, [notes]);
    if (!first.ok) throw new Error(first.error.message);
    first.value.database.db.prepare('INSERT INTO notes (body) VALUES (?)').run('kept');
    first.value.database.close();
    const second = openCacheDatabase(path, [tags, notes]);
    if (!second.ok) throw new Error(second.error.message);
    expect(second.value.database.appliedVersions()).toEqual([1, 3]);
    expect(second.value.database.db.prepare('SELECT body FROM notes').get()).toEqual({ body: 'kept' });
    second.value.database.close();
  });

  it('rolls a failing migration back and reports it, without marking it applied', () => {
    const path = join(tempDir(), 'cache.db');
    const broken: Migration = {
      version: 2,
      name: 'broken',
      up: (db) => {
        db.exec('CREATE TABLE half (x)');
        throw new Error('boom');
      },
    };
    const opened = openCacheDatabase(path, [notes, broken]);
    expect(opened).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    const again = openCacheDatabase(path, [notes]);
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.database.appliedVersions()).toEqual([1]);
    expect(again.value.database.db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
    again.value.database.close();
  });

  it('moves a corrupt file aside and rebuilds an empty cache', () => {
    const dir = tempDir();
    const path = join(dir, 'cache.db');
    writeFileSync(path, 'this is not a database, it is a shopping list'.repeat(200));
    const opened = openCacheDatabase(path, [notes]);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.recovered?.movedTo).toMatch(/cache\.db\.corrupt-/);
    expect(existsSync(opened.value.recovered!.movedTo)).toBe(true);
    expect(opened.value.database.appliedVersions()).toEqual([1]);
    opened.value.database.close();
    expect(readdirSync(dir).filter((f) => f.includes('corrupt'))).toHaveLength(1);
  });

  it('rolls back a transaction whose work throws', () => {
    const opened = openCacheDatabase(join(tempDir(), 'cache.db'), [notes]);
    if (!opened.ok) throw new Error(opened.error.message);
    const cache = opened.value.database;
    expect(() =>
      cache.transaction(() => {
        cache.db.prepare('INSERT INTO notes (body) VALUES (?)').run('lost');
        throw new Error('disk said no');
      }),
    ).toThrow('disk said no');
    expect(cache.db.prepare('SELECT count(*) AS n FROM notes').get()).toEqual({ n: 0 });
    cache.close();
  });
});

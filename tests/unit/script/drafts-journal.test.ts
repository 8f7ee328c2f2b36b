import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../shared/contract';
import { scriptOperations } from '../../../shared/contract/ops/script';
import { openCacheDatabase, type CacheDatabase } from '../../../electron/core/cache';
import { nodeFileSystem, type FileSystem } from '../../../electron/core/fs';
import { DraftsStore, draftsFolderOf } from '../../../electron/core/script';

let dir: string;
let cache: CacheDatabase;
let warnings: string[];

const errno = (code: string) => Object.assign(new Error(code), { code });
const store = (fs?: FileSystem) =>
  new DraftsStore({ directory: dir, readCache: async (read) => ok(read(cache)) }, { warn: (m) => warnings.push(m), ...(fs ? { fs } : {}) });
const folder = () => draftsFolderOf(dir);
const fileOf = (id: string) => join(folder(), `${id}.json`);

async function value<T>(result: Promise<{ ok: true; value: T } | { ok: false; error: { code: string; message: string } }>): Promise<T> {
  const settled = await result;
  if (!settled.ok) throw new Error(`${settled.error.code}: ${settled.error.message}`);
  return settled.value;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sawt-drafts-journal-'));
  const opened = openCacheDatabase(join(dir, 'cache.db'));
  if (!opened.ok) throw new Error(opened.error.message);
  cache = opened.value.database;
  warnings = [];
});

afterEach(() => {
  cache.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the drafts journal', () => {
  it('keeps one private JSON file per draft under <profile>/drafts, and the open one in a state file', async () => {
    const drafts = store();
    const created = await value(drafts.create('Welcome', 'مرحبا'));
    expect(JSON.parse(readFileSync(fileOf(created.id), 'utf8'))).toMatchObject({ id: created.id, name: 'Welcome', text: 'مرحبا' });
    if (process.platform !== 'win32') expect(statSync(fileOf(created.id)).mode & 0o777).toBe(0o600);
    const list = await value(drafts.list());
    expect(list).toMatchObject({ drafts: [{ id: created.id, name: 'Welcome' }], lastOpenId: created.id });
  });

  it('keeps voice, settings and dictionaries that a save leaves out, and the creation time', async () => {
    const drafts = store();
    await value(
      drafts.save(
        { id: 'd-1', name: 'Ad', text: 'one', voiceId: 'v1', config: { speed: 1.2, expressiveness: 0.3 }, dictionaryIds: ['x'] },
        new Date('2024-01-01T00:00:00Z'),
      ),
    );
    await value(drafts.save({ id: 'd-1', name: 'Ad', text: 'two' }, new Date('2024-01-02T00:00:00Z')));
    expect(await value(drafts.get('d-1'))).toEqual({
      id: 'd-1',
      name: 'Ad',
      text: 'two',
      voiceId: 'v1',
      config: { speed: 1.2, expressiveness: 0.3 },
      dictionaryIds: ['x'],
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-02T00:00:00.000Z',
    });
  });

  it('ends with the last text when many saves of one draft are in flight at once', async () => {
    const drafts = store();
    await Promise.all(Array.from({ length: 20 }, (_, i) => drafts.save({ id: 'busy', name: 'Busy', text: `version ${i}` })));
    expect((await value(drafts.get('busy'))).text).toBe('version 19');
  });

  it('sets a damaged draft file aside, reports where it went, and still lists the others', async () => {
    const drafts = store();
    await value(drafts.save({ id: 'good', name: 'Good', text: 'kept' }));
    await value(drafts.save({ id: 'bad', name: 'Bad', text: 'x' }));
    writeFileSync(fileOf('bad'), '{"id": "bad", "name": "Ba');
    writeFileSync(join(folder(), 'also-bad.json'), JSON.stringify({ id: 'also-bad', name: 3 }));

    const list = await value(store().list());
    expect(list.drafts.map((d) => d.id)).toEqual(['good']);
    // The listing says where each damaged file went, for the editor to tell the user.
    expect(list.unreadable.map((u) => [u.path, u.movedTo !== null && existsSync(u.movedTo)]).sort()).toEqual([
      [join(folder(), 'also-bad.json'), true],
      [fileOf('bad'), true],
    ]);
    const names = readdirSync(folder());
    const aside = names.filter((n) => n.startsWith('bad.json.corrupt-'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(folder(), aside[0]!), 'utf8')).toBe('{"id": "bad", "name": "Ba');
    expect(names.some((n) => n.startsWith('also-bad.json.corrupt-'))).toBe(true);
    expect(warnings.join('\n')).toMatch(/bad\.json\.corrupt-/);
    // Once aside, the file is not read again: the next listing is quiet.
    warnings = [];
    expect(await value(store().list())).toMatchObject({ drafts: [{ id: 'good' }], unreadable: [] });
    expect(warnings).toEqual([]);
  });

  it('answers NOT_FOUND naming the new place when the opened draft turns out damaged, and a save starts it afresh', async () => {
    const drafts = store();
    await value(drafts.save({ id: 'open', name: 'Open', text: 'before' }));
    writeFileSync(fileOf('open'), 'not json');
    const read = await drafts.get('open');
    expect(!read.ok && read.error).toMatchObject({ code: 'NOT_FOUND', messageKey: 'draft.unreadable' });
    expect(!read.ok && read.error.message).toMatch(/moved to .*open\.json\.corrupt-/);
    await value(drafts.save({ id: 'open', name: 'Open', text: 'typed again' }));
    expect((await value(drafts.get('open'))).text).toBe('typed again');
  });

  it('forgets a damaged state file (set aside) without losing any draft', async () => {
    const drafts = store();
    await value(drafts.save({ id: 'a', name: 'A', text: 'a' }));
    writeFileSync(join(folder(), '.state.json'), '{"lastOpenId": 4');
    expect(await value(store().list())).toMatchObject({ drafts: [{ id: 'a' }], lastOpenId: null });
    expect(readdirSync(folder()).some((n) => n.startsWith('.state.json.corrupt-'))).toBe(true);
  });

  it('removes temp files a crash left behind, and never lists them', async () => {
    mkdirSync(folder(), { recursive: true });
    writeFileSync(join(folder(), '.a.json.0123456789ab.tmp'), '{"half');
    const list = await value(store().list());
    expect(list.drafts).toEqual([]);
    expect(existsSync(join(folder(), '.a.json.0123456789ab.tmp'))).toBe(false);
  });

  it('deletes a draft and forgets it as the open one', async () => {
    const drafts = store();
    await value(drafts.save({ id: 'a', name: 'A', text: 'a' }, new Date('2024-01-01T00:00:00Z')));
    await value(drafts.save({ id: 'b', name: 'B', text: 'b' }, new Date('2024-01-02T00:00:00Z')));
    const left = await value(drafts.delete('b'));
    expect(left).toEqual({ drafts: [expect.objectContaining({ id: 'a' })], lastOpenId: null, unreadable: [] });
    expect(existsSync(fileOf('b'))).toBe(false);
    // Deleting twice (a retried call) is not an error.
    expect((await drafts.delete('b')).ok).toBe(true);
  });
});

describe('draft ids', () => {
  const hostile = ['../escape', '..', 'a/b', 'a\\b', 'a\0b', '.hidden', 'UPPER', 'con', 'NUL', 'lpt1', '', 'x'.repeat(65), 'a.json'];

  it.each(hostile)('the contract refuses %j before any handler runs', (id) => {
    const parsed = scriptOperations['drafts.save'].input.safeParse({ id, name: 'N', text: '' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['id']);
    for (const name of ['drafts.get', 'drafts.delete'] as const) expect(scriptOperations[name].input.safeParse({ id }).success).toBe(false);
    expect(scriptOperations['drafts.rename'].input.safeParse({ id, name: 'N' }).success).toBe(false);
  });

  it.each(hostile)('the store refuses %j too, and writes nothing anywhere', async (id) => {
    const drafts = store();
    for (const result of [
      await drafts.save({ id, name: 'N', text: 'x' }),
      await drafts.get(id),
      await drafts.rename(id, 'N'),
      await drafts.delete(id),
    ]) {
      expect(!result.ok && result.error).toMatchObject({ code: 'VALIDATION', field: 'id' });
    }
    expect(existsSync(folder())).toBe(false);
    expect(existsSync(join(dir, '..', 'escape.json'))).toBe(false);
  });

  it('accepts the uuids the core hands out and short ids such as the tests use', () => {
    for (const id of ['3f2b8c1e-6a4d-4e0b-9c7a-1d2e3f4a5b6c', 'x', 'draft-1', 'migrated_1']) {
      expect(scriptOperations['drafts.get'].input.safeParse({ id }).success).toBe(true);
    }
  });
});

describe('disk failures', () => {
  it('answers DISK saying the disk is full, and the draft on disk keeps its previous text', async () => {
    await value(store().save({ id: 'a', name: 'A', text: 'safe' }));
    const full: FileSystem = { ...nodeFileSystem, openForWrite: () => Promise.reject(errno('ENOSPC')) };
    const saved = await store(full).save({ id: 'a', name: 'A', text: 'lost?' });
    expect(!saved.ok && saved.error).toMatchObject({ code: 'DISK', messageKey: 'disk.ENOSPC' });
    expect(!saved.ok && saved.error.message).toMatch(/disk is full/);
    expect((await value(store().get('a'))).text).toBe('safe');
  });

  it('answers DISK saying permission was denied when the drafts folder cannot be written', async () => {
    const locked: FileSystem = { ...nodeFileSystem, mkdir: () => Promise.reject(errno('EACCES')) };
    const listed = await store(locked).list();
    expect(!listed.ok && listed.error).toMatchObject({ code: 'DISK', messageKey: 'disk.EACCES' });
    expect(!listed.ok && listed.error.message).toMatch(/permission was denied/);
  });

  it('still lists the other drafts when one file cannot be opened', async () => {
    await value(store().save({ id: 'a', name: 'A', text: 'a' }));
    await value(store().save({ id: 'b', name: 'B', text: 'b' }));
    const oneLocked: FileSystem = {
      ...nodeFileSystem,
      readFile: (path) => (path === fileOf('b') ? Promise.reject(errno('EACCES')) : nodeFileSystem.readFile(path)),
    };
    const list = await value(store(oneLocked).list());
    expect(list.drafts.map((d) => d.id)).toEqual(['a']);
    expect(list.unreadable).toEqual([{ path: fileOf('b'), movedTo: null }]);
    expect(existsSync(fileOf('b'))).toBe(true);
    expect(warnings.join('\n')).toMatch(/permission was denied/);
  });
});

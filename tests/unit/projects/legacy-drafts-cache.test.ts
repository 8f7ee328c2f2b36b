import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, ok } from '../../../shared/contract';
import { openCacheDatabase, type CacheDatabase } from '../../../electron/core/cache';
import { nodeFileSystem, type FileSystem } from '../../../electron/core/fs';
import { DraftsStore } from '../../../electron/core/projects/legacy/drafts-store';
import { DraftsJournal, draftsFolderOf } from '../../../electron/core/projects/legacy/drafts-journal';
import { journalIdOf } from '../../../electron/core/projects/legacy/drafts-migration';
import { defaultScriptConfig } from '../../../shared/model/script';

let dir: string;
let cache: CacheDatabase;

const store = (fs?: FileSystem) =>
  new DraftsStore({ directory: dir, readCache: async (read) => ok(read(cache)) }, { warn: () => undefined, ...(fs ? { fs } : {}) });
const folder = () => draftsFolderOf(dir);

/** A row as the cache-era DraftsStore wrote it (migration 004's `drafts` table). */
function cacheDraft(id: string, name: string, text: string, updatedAt: string, extra: { voiceId?: string; dictionaryIds?: string[] } = {}) {
  cache.db
    .prepare(
      `INSERT INTO drafts (id, name, text, voice_id, speed, expressiveness, dictionary_ids, created_at, updated_at, updated_ms)
       VALUES (?, ?, ?, ?, 1.25, 0.4, ?, '2023-12-31T00:00:00.000Z', ?, ?)`,
    )
    .run(id, name, text, extra.voiceId ?? null, JSON.stringify(extra.dictionaryIds ?? []), updatedAt, Date.parse(updatedAt));
}
const cacheLastOpen = (id: string) => cache.db.prepare("INSERT INTO script_state (key, value) VALUES ('lastOpenDraftId', ?)").run(id);
const cacheRows = () => (cache.db.prepare('SELECT COUNT(*) AS n FROM drafts').get() as { n: number }).n;

async function value<T>(result: Promise<{ ok: true; value: T } | { ok: false; error: { code: string; message: string } }>): Promise<T> {
  const settled = await result;
  if (!settled.ok) throw new Error(`${settled.error.code}: ${settled.error.message}`);
  return settled.value;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sawt-drafts-migration-'));
  const opened = openCacheDatabase(join(dir, 'cache.db'));
  if (!opened.ok) throw new Error(opened.error.message);
  cache = opened.value.database;
});

afterEach(() => {
  cache.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * A profile older than the drafts journal kept its drafts in the cache: they are still read (and
 * copied into the journal once) so ../draft-migration.ts makes projects of them; nothing is lost.
 */
describe('drafts kept in the cache by earlier versions', () => {
  it('are copied into the journal with every field, the open one still open, and the cache table left as it was', async () => {
    cacheDraft('3f2b8c1e-6a4d-4e0b-9c7a-1d2e3f4a5b6c', 'Welcome', 'مرحبا بكم', '2024-01-02T00:00:00.000Z', {
      voiceId: 'v1',
      dictionaryIds: ['d1'],
    });
    cacheDraft('older', 'Old', 'old text', '2024-01-01T00:00:00.000Z');
    cacheLastOpen('older');

    const list = await value(store().list());
    expect(list.drafts.map((d) => d.name)).toEqual(['Welcome', 'Old']);
    expect(list.lastOpenId).toBe('older');
    expect(await value(store().peek('3f2b8c1e-6a4d-4e0b-9c7a-1d2e3f4a5b6c'))).toEqual({
      id: '3f2b8c1e-6a4d-4e0b-9c7a-1d2e3f4a5b6c',
      name: 'Welcome',
      text: 'مرحبا بكم',
      voiceId: 'v1',
      config: { speed: 1.25, expressiveness: 0.4 },
      dictionaryIds: ['d1'],
      createdAt: '2023-12-31T00:00:00.000Z',
      updatedAt: '2024-01-02T00:00:00.000Z',
    });
    expect(cacheRows()).toBe(2);
  });

  it('are copied once: a draft deleted afterwards does not come back, and later cache rows are ignored', async () => {
    cacheDraft('keep', 'Keep', 'k', '2024-01-01T00:00:00.000Z');
    cacheDraft('drop', 'Drop', 'd', '2024-01-01T00:00:00.000Z');
    await value(store().list());
    // Deleted by the user on the Script screen, when there was one.
    rmSync(join(folder(), 'drop.json'));
    cacheDraft('late', 'Late', 'l', '2024-01-01T00:00:00.000Z');
    expect((await value(store().list())).drafts.map((d) => d.id)).toEqual(['keep']);
  });

  it('finish after a crash part-way without duplicating or overwriting what was already copied', async () => {
    cacheDraft('first', 'First', 'from the cache', '2024-01-01T00:00:00.000Z');
    cacheDraft('second', 'Second', 'from the cache', '2024-01-01T00:00:00.000Z');
    // The first run wrote one draft and then the disk filled before the marker.
    let writes = 0;
    const fillsUp: FileSystem = {
      ...nodeFileSystem,
      openForWrite: (path, flags, mode) =>
        ++writes > 1
          ? Promise.reject(Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' }))
          : nodeFileSystem.openForWrite(path, flags, mode),
    };
    const interrupted = await store(fillsUp).list();
    expect(!interrupted.ok && interrupted.error).toMatchObject({ code: 'DISK', messageKey: 'disk.ENOSPC' });
    const copied = readdirSync(folder()).filter((n) => /^[a-z]+\.json$/.test(n));
    expect(copied).toHaveLength(1);
    // A file already in the journal is the newer one (written then, or saved since): kept as is.
    const already = join(folder(), copied[0]!);
    writeFileSync(already, readFileSync(already, 'utf8').replace('from the cache', 'edited since'));

    const list = await value(store().list());
    expect(list.drafts.map((d) => d.id).sort()).toEqual(['first', 'second']);
    expect(readFileSync(already, 'utf8')).toContain('edited since');
  });

  it('with an id that is not a safe file name are kept under an id derived from it', async () => {
    cacheDraft('../Odd Id', 'Odd', 'still mine', '2024-01-01T00:00:00.000Z');
    cacheLastOpen('../Odd Id');
    const list = await value(store().list());
    const id = journalIdOf('../Odd Id');
    expect(id).toMatch(/^migrated-[0-9a-f]{32}$/);
    expect(list).toEqual({ drafts: [expect.objectContaining({ id, name: 'Odd' })], lastOpenId: id, unreadable: [] });
    expect((await value(store().peek(id))).text).toBe('still mine');
    expect(existsSync(join(dir, 'Odd Id.json'))).toBe(false);
  });

  it('are not looked for again once the journal is marked, even when there were none to copy', async () => {
    await value(store().list());
    expect(existsSync(join(folder(), '.migrated-from-cache.json'))).toBe(true);
    cacheDraft('after', 'After', 'a', '2024-01-01T00:00:00.000Z');
    expect((await value(store().list())).drafts).toEqual([]);
  });

  it('wait for a cache that cannot open, without stopping the drafts already in the journal, and are copied once it opens', async () => {
    cacheDraft('old-one', 'Old', 'from the cache', '2024-01-01T00:00:00.000Z');
    let cacheOpens = false;
    const warnings: string[] = [];
    const drafts = new DraftsStore(
      {
        directory: dir,
        readCache: async (read) =>
          cacheOpens ? ok(read(cache)) : fail('DISK', 'The local cache cannot be opened: unable to open database file'),
      },
      { warn: (m) => warnings.push(m) },
    );
    // A draft the Script screen saved meanwhile (before issue 30), in its journal.
    const saved = { id: 'new-one', name: 'New', text: 'written while the cache is closed' };
    const at = '2024-02-01T00:00:00.000Z';
    const journal = new DraftsJournal(dir);
    await value(journal.ensureFolder());
    await value(journal.write({ ...saved, voiceId: null, config: defaultScriptConfig(), dictionaryIds: [], createdAt: at, updatedAt: at }));
    expect((await value(drafts.list())).drafts.map((d) => d.name)).toEqual(['New']);
    expect(warnings).toEqual([expect.stringContaining('not copied yet: The local cache cannot be opened')]);
    expect(existsSync(join(folder(), '.migrated-from-cache.json'))).toBe(false);

    cacheOpens = true;
    expect((await value(drafts.list())).drafts.map((d) => d.name).sort()).toEqual(['New', 'Old']);
    expect((await value(drafts.peek(saved.id))).text).toBe('written while the cache is closed');
    expect(existsSync(join(folder(), '.migrated-from-cache.json'))).toBe(true);
  });
});

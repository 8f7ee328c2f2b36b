import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Draft, DraftList } from '../../../shared/model/script';
import { dispatch } from '../../../electron/core/dispatch/dispatch';
import type { Core } from '../../../electron/core/core';
import { InMemorySecretStore } from '../../helpers/in-memory-secret-store';
import { callCore } from '../../helpers/core-call';
import { openOnOneDataDir, useCoreRig } from '../../helpers/core-rig';

// Drafts are the user's writing; the cache is something the service can refill. These run the real
// core on a real data directory to show the first no longer depends on the second.

const rig = useCoreRig();
const secrets = new InMemorySecretStore();
// Each test has a data directory of its own; its cores (a restart) reopen it.
let open: () => Promise<Core>;
beforeEach(() => {
  open = openOnOneDataDir(rig, secrets);
});
const call = callCore;
async function profileDirOf(core: Core): Promise<string> {
  const session = await core.context.sessions.current();
  if (!session.ok) throw new Error(session.error.message);
  return session.value.directory;
}

describe('drafts and the cache', () => {
  it('survive the cache file being found corrupt, moved aside and rebuilt', async () => {
    const first = await open();
    const profileDir = await profileDirOf(first);
    const draft = await call<Draft>(first, 'drafts.create', { name: 'Speech', text: 'نص لا يضيع' });
    await call(first, 'drafts.save', { id: draft.id, name: 'Speech', text: 'نص لا يضيع\nText that is not lost', voiceId: 'v1' });
    await first.close();

    const cacheFile = join(profileDir, 'cache.db');
    for (const suffix of ['-wal', '-shm']) rmSync(cacheFile + suffix, { force: true });
    writeFileSync(cacheFile, Buffer.alloc(64 * 1024, 0x5a));

    const second = await open();
    try {
      expect(await profileDirOf(second)).toBe(profileDir);
      // The cache really was rebuilt: the damaged file sits aside and a fresh one is in use.
      expect(readdirSync(profileDir).some((n) => n.startsWith('cache.db.corrupt-'))).toBe(true);
      const list = await call<DraftList>(second, 'drafts.list', {});
      expect(list.drafts.map((d) => d.id)).toEqual([draft.id]);
      expect(list.lastOpenId).toBe(draft.id);
      expect(await call<Draft>(second, 'drafts.get', { id: draft.id })).toMatchObject({
        text: 'نص لا يضيع\nText that is not lost',
        voiceId: 'v1',
      });
    } finally {
      await second.close();
    }
  });

  it('are carried over from the cache table of an earlier version on first use, once', async () => {
    const first = await open();
    const profileDir = await profileDirOf(first);
    const session = await first.context.sessions.current();
    if (!session.ok) throw new Error(session.error.message);
    // What the cache-era store left behind: two drafts and the one that was open.
    const insert = session.value.cache.db.prepare(
      `INSERT INTO drafts (id, name, text, voice_id, speed, expressiveness, dictionary_ids, created_at, updated_at, updated_ms)
       VALUES (?, ?, ?, NULL, 1, 0.5, '[]', ?, ?, ?)`,
    );
    insert.run(
      '0b7c3a52-5d0e-4f7e-9a62-0c1f4d6b8e21',
      'Old news',
      'أخبار قديمة',
      '2024-01-01T00:00:00.000Z',
      '2024-01-01T00:00:00.000Z',
      1704067200000,
    );
    insert.run(
      '9d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
      'Older',
      'older',
      '2023-01-01T00:00:00.000Z',
      '2023-01-01T00:00:00.000Z',
      1672531200000,
    );
    session.value.cache.db
      .prepare("INSERT INTO script_state (key, value) VALUES ('lastOpenDraftId', '9d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6')")
      .run();
    expect(existsSync(join(profileDir, 'drafts'))).toBe(false);

    const carried = await call<DraftList>(first, 'drafts.list', {});
    expect(carried.drafts.map((d) => d.name)).toEqual(['Old news', 'Older']);
    expect(carried.lastOpenId).toBe('9d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6');
    await call(first, 'drafts.delete', { id: '9d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6' });
    await first.close();

    const second = await open();
    try {
      const list = await call<DraftList>(second, 'drafts.list', {});
      expect(list.drafts.map((d) => d.name)).toEqual(['Old news']);
      expect((await call<Draft>(second, 'drafts.get', { id: '0b7c3a52-5d0e-4f7e-9a62-0c1f4d6b8e21' })).text).toBe('أخبار قديمة');
    } finally {
      await second.close();
    }
  });

  it('refuses a save whose id would name a file outside the drafts folder', async () => {
    const core = await open();
    try {
      for (const id of ['../../profiles', '..\\x', 'a/b']) {
        const saved = await dispatch(core.handlers, 'drafts.save', { id, name: 'N', text: 'x' }, { transport: 'ipc' });
        expect(!saved.ok && saved.error).toMatchObject({ code: 'VALIDATION', field: 'id' });
      }
    } finally {
      await core.close();
    }
  });
});

import { existsSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CacheStatus, SyncProgress, SyncSummary } from '../../../shared/model/history';
import { choicesFileName } from '../../../electron/core/session/user-choices';
import { unwrap, useCoreRig, type RigCore } from '../../helpers/core-rig';
import { speak } from '../../helpers/speech-road';

/**
 * A full disk during history sync (issue 33 item 5) is DISK with its cause, never INTERNAL, and
 * the choices file's writer leaves no temp file behind. SQLite's own SQLITE_FULL comes from a real
 * file that cannot grow (its page count capped, as a full disk leaves it); the choices file's
 * ENOSPC from the kernel's /dev/full, which its temp name points at.
 */
const rig = useCoreRig({ history: { entries: 5 } });

const syncEvents = (core: RigCore = rig): SyncProgress[] =>
  core.events.filter((e) => e.name === 'history.syncProgress').map((e) => e.payload as SyncProgress);

let voiceId: string | undefined;
async function createEntry(script: string): Promise<void> {
  voiceId ??= (await rig.sandbox.api('/v2/tts/voices?page=1&perPage=1')).body.data.voices[0].id as string;
  const made = await rig.sandbox.api('/v2/tts/histories', {
    method: 'POST',
    body: { ttsVoiceId: voiceId, script, apiKey: rig.sandbox.apiKeyId },
  });
  expect(made.status).toBeLessThan(300);
}

async function profileDir(core: RigCore): Promise<string> {
  return (await core.session()).directory;
}

/**
 * The cache file cannot grow past its size now, as on a full disk, and (`packed`) its free pages
 * are taken too, by a filler table; `false` lifts both.
 */
async function diskFull(full: boolean, { packed = false } = {}): Promise<void> {
  const { db } = (await rig.session()).cache;
  const pages = (db.prepare('PRAGMA page_count').get() as { page_count: number }).page_count;
  db.exec(`PRAGMA max_page_count = ${full ? pages : 1_073_741_823}`);
  if (!full) db.exec('DROP TABLE IF EXISTS test_filler');
  if (!packed) return;
  db.exec('CREATE TABLE test_filler (b BLOB)');
  const fill = db.prepare('INSERT INTO test_filler VALUES (zeroblob(?))');
  for (const size of [65_536, 4_096, 256])
    for (;;) {
      try {
        fill.run(size);
      } catch {
        break;
      }
    }
}

describe('a full disk during history sync', () => {
  it('is DISK with the cause, in the answer and in the sync line, and the next sync after space is freed loses nothing', async () => {
    await rig.session();
    await expect.poll(() => syncEvents().at(-1)?.phase).toBe('done');
    // Long scripts: their rows and search index need new pages, which the capped file cannot get.
    for (let i = 0; i < 3; i++) await createEntry(`${'نص طويل يملأ صفحات الفهرس '.repeat(60)} ${i}`);
    await diskFull(true);

    const full = await rig.call<SyncSummary>('history.sync');
    expect(full).toMatchObject({
      ok: false,
      error: { code: 'DISK', messageKey: 'disk.SQLITE_FULL', message: expect.stringContaining('disk is full') },
    });
    expect(syncEvents().at(-1)).toEqual({ phase: 'failed', done: 0, total: 0, errorCode: 'DISK', errorKey: 'disk.SQLITE_FULL' });

    await diskFull(false);
    expect(unwrap(await rig.call<SyncSummary>('history.sync'))).toMatchObject({ added: 3 });
    expect(unwrap(await rig.call<CacheStatus>('history.cacheStatus')).entries).toBe(8);
  });
});

describe('a full disk when a generated clip is recorded', () => {
  it('is DISK with the cause, so the editor can say the disk is full', async () => {
    voiceId ??= (await rig.sandbox.api('/v2/tts/voices?page=1&perPage=1')).body.data.voices[0].id as string;
    await diskFull(true, { packed: true });
    try {
      const script = `${'نص طويل لا تتسع له الذاكرة '.repeat(40)}.`;
      const made = await speak(rig, { voiceId, script });
      expect(made).toMatchObject({ ok: false, error: { code: 'DISK', messageKey: 'disk.SQLITE_FULL' } });
    } finally {
      await diskFull(false);
    }
  });
});

describe('the choices file on a full disk', () => {
  it('leaves no temp file when a save fails, keeps the old file, and saves the next change once there is room', async () => {
    const dir = await profileDir(rig);
    const path = join(dir, choicesFileName);
    unwrap(await rig.call('history.setCacheLimit', { bytes: 111_111_111 }));
    await expect.poll(() => readFileSync(path, 'utf8')).toContain('111111111');
    const before = readFileSync(path, 'utf8');

    // This process's next temp file is the kernel's always-full device: the write fails with ENOSPC.
    const temp = `${path}.${process.pid}.tmp`;
    symlinkSync('/dev/full', temp);
    unwrap(await rig.call('history.setCacheLimit', { bytes: 222_222_222 }));
    await expect.poll(() => existsSync(temp)).toBe(false);
    expect(readFileSync(path, 'utf8')).toBe(before);

    // Room again: the next change is saved, and it carries the one that failed.
    unwrap(await rig.call('history.setCacheLimit', { bytes: 333_333_333 }));
    await expect.poll(() => readFileSync(path, 'utf8')).toContain('333333333');
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('removes temp files of our pattern that earlier runs left, but not one another running process is writing', async () => {
    const first = await rig.startCore();
    const dir = await profileDir(first);
    await first.close();
    const stale = [`${choicesFileName}.${process.pid}.tmp`, `${choicesFileName}.4194999.tmp`];
    // pid 1 always runs: a studio with that pid could be writing its file right now.
    const live = `${choicesFileName}.1.tmp`;
    const notOurs = `${choicesFileName}.backup.tmp`;
    for (const name of [...stale, live, notOurs]) writeFileSync(join(dir, name), '{"version":1');

    const second = await rig.startCore({ dataDir: first.dataDir });
    try {
      await second.session();
      const left = readdirSync(dir).filter((name) => name.endsWith('.tmp'));
      expect(left.sort()).toEqual([notOurs, live].sort());
    } finally {
      await second.close();
    }
  });
});

import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCacheDatabase } from '../../../electron/core/cache';
import { createCore } from '../../../electron/core/core';
import { dispatch } from '../../../electron/core/dispatch/dispatch';
import { makeTempDir, startTestSandbox, type TestSandbox } from '../../helpers/test-sandbox';
import { InMemorySecretStore } from '../../helpers/in-memory-secret-store';
import { existingSandbox } from '../../../electron/core/session';
import { seedSandboxHistory } from '../../helpers/history-seed';

// Not on the core rig: the rig starts a core of its own at once, whose first sync would share the
// sandbox's slow link with the killed children and move the moments they are killed at.
const entries = 600;
const child = resolve(__dirname, '..', '..', 'helpers', 'history-sync-child.ts');
let sandbox: TestSandbox;
let dataDir: string;

beforeAll(async () => {
  const sandboxDir = makeTempDir();
  // ~32 KB clips: 600 of them keep a sync busy for a few seconds, long enough to kill it anywhere.
  await seedSandboxHistory(sandboxDir, entries, { samples: 16_000 });
  sandbox = await startTestSandbox({ dataDir: sandboxDir, faults: { latencyMs: 2 } });
  dataDir = mkdtempSync(join(tmpdir(), 'sawt-crash-'));
}, 60_000);

afterAll(async () => {
  await sandbox.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs a syncing child and SIGKILLs it once `shouldKill` says so; resolves how far it got. */
function syncAndKill(shouldKill: (event: { name: string; payload: { phase?: string; done?: number } }) => boolean): Promise<string> {
  return new Promise((done, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', child], {
      env: {
        ...process.env,
        SAWT_DATA_DIR: dataDir,
        SAWT_SANDBOX_ACCOUNT: JSON.stringify({
          url: sandbox.url,
          apiKey: sandbox.apiKey,
          apiKeyId: sandbox.apiKeyId,
          projectId: sandbox.projectId,
        }),
        NODE_NO_WARNINGS: '1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let last = 'started';
    let killed = false;
    createInterface({ input: proc.stdout }).on('line', (line) => {
      if (killed) return;
      const event = JSON.parse(line) as { name: string; payload: { phase?: string; done?: number } };
      last = `${event.name} ${event.payload.phase ?? ''} ${event.payload.done ?? ''}`;
      if (shouldKill(event)) {
        killed = true;
        proc.kill('SIGKILL');
      }
    });
    proc.on('error', reject);
    proc.on('exit', () => done(last));
  });
}

/** Reopens the cache the way the next start-up does and checks the crash left it consistent. */
async function checkAfterCrash(): Promise<{ rows: number; withAudio: number }> {
  const core = await createCore({ dataDir, version: 'crash-test', secrets: new InMemorySecretStore(), sandbox: existingSandbox(sandbox) });
  try {
    // The session's open hook collects orphans, then starts the first sync: let the collection
    // run (the sync's first 'listing' event comes after it), and stop that sync before it
    // downloads, so the files on disk are the crash's.
    const phaseSeen = (phases: string[]) =>
      new Promise<void>((resolve) =>
        core.context.events.subscribe((name, payload) => {
          if (name === 'history.syncProgress' && phases.includes((payload as { phase: string }).phase)) resolve();
        }),
      );
    const started = phaseSeen(['listing']);
    const settled = phaseSeen(['cancelled', 'done', 'failed']);
    const session = await core.context.sessions.current();
    if (!session.ok) throw new Error(session.error.message);
    await started;
    await dispatch(core.handlers, 'history.cancelSync', {}, { transport: 'web' });
    await settled;
    const { cache, audioStore } = session.value;
    const check = cache.db.prepare('PRAGMA quick_check').get() as Record<string, string>;
    expect(Object.values(check)[0]).toBe('ok');
    const rows = cache.db.prepare('SELECT audio_hash AS hash FROM history_entries').all() as Array<{ hash: string | null }>;
    const referenced = new Set(rows.flatMap((r) => (r.hash ? [r.hash] : [])));
    // No row points at a missing file.
    for (const hash of referenced) expect(audioStore.pathOf(hash), hash).not.toBeNull();
    // The start-up clean-up (the session's open hook) left no orphan or temp file behind.
    for (const shard of readdirSync(audioStore.root)) {
      for (const file of readdirSync(join(audioStore.root, shard))) {
        expect(referenced.has(file.replace(/\.wav$/, '')), `orphan ${shard}/${file}`).toBe(true);
      }
    }
    return { rows: rows.length, withAudio: referenced.size };
  } finally {
    await core.close();
  }
}

describe('kill -9 during a large history sync', () => {
  it('leaves a cache that passes quick_check, with no dangling row and no surviving orphan', async () => {
    const progressSeen: string[] = [];
    // First kill during listing, then at increasing points of the downloads.
    progressSeen.push(await syncAndKill((e) => e.payload.phase === 'listing' && (e.payload.done ?? 0) >= 3));
    let state = await checkAfterCrash();
    expect(state.rows).toBeGreaterThan(0);
    // The downloads are made durable and recorded 200 at a time (sync-audio.ts): the kills land
    // inside a batch and at a batch's end (its files being renamed, its folders fsynced and its
    // rows written while the next batch downloads). Each sync is left enough clips to get there.
    for (const target of [10 + Math.floor(Math.random() * 60), 200, 230, 120, 150]) {
      progressSeen.push(await syncAndKill((e) => e.payload.phase === 'downloading' && (e.payload.done ?? 0) >= target));
      const next = await checkAfterCrash();
      expect(next.withAudio).toBeGreaterThanOrEqual(state.withAudio);
      state = next;
    }
    // The next, uninterrupted sync completes the cache.
    await syncAndKill(() => false);
    const final = await checkAfterCrash();
    expect(final).toEqual({ rows: entries, withAudio: entries });
    // And the reopened cache agrees with the service.
    const opened = openCacheDatabase(join(dataDir, 'profiles', readdirSync(join(dataDir, 'profiles'))[0]!, 'cache.db'));
    expect(opened.ok && opened.value.recovered).toBeFalsy();
    if (opened.ok) opened.value.database.close();
    // Every killed child died mid-sync, never after its result.
    expect(progressSeen).toHaveLength(6);
    for (const last of progressSeen) expect(last).not.toMatch(/^result/);
  }, 180_000);
});

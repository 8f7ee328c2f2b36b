import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AudioStore, openCacheDatabase } from '../electron/core/cache';
import { deleteHistoryRows } from '../electron/core/history/sync/sync-listing';
import { existingSandbox, type SandboxAccount } from '../electron/core/session';
import { startTestSandbox, makeTempDir, type TestSandbox } from '../tests/helpers/test-sandbox';
import { bundleBenchChildren } from './bench-bundle';
import { childExited, cpuProfileDir, startBenchChild } from './bench-child';
import { seedCache, seedSandbox } from './history-scale-seed';
import { callOp, startBenchCore } from './history-scale-start';
import { startServiceClock, type ServiceClock } from './service-clock';
import { percentile } from './types';

/** One sync measured: its wall time as the caller waited, and the service's own part of it. */
export interface SyncSample {
  wallMs: number;
  serviceMs: number;
  /** CPU time of the child's process during the call (cold children and the floor). */
  cpuMs?: number;
  /** Process start → the sync's answer (cold children only). */
  fromStartMs?: number;
}

export interface FirstSyncFigures {
  size: number;
  fresh: number;
  /** A fresh process (the bundled core), its first call: the session opens and syncs. */
  cold: SyncSample;
  /** The same sync in a core that has synced before (this process, modules and statements warm). */
  warm: SyncSample;
  /** A fresh bare process doing only the sync's unavoidable reads and round trips. */
  floor: SyncSample;
}

const runs = Number(process.env.SAWT_BENCH_FIRST_SYNC_RUNS ?? 3);

interface Dataset {
  sandbox: TestSandbox;
  clock: ServiceClock;
  account: SandboxAccount;
}

/** A sandbox listing `size` entries plus `fresh` newer ones, behind a clock at its door. */
async function startDataset(size: number, fresh: number): Promise<Dataset> {
  const sandboxDir = makeTempDir();
  await seedSandbox(sandboxDir, size, fresh);
  const sandbox = await startTestSandbox({ dataDir: sandboxDir, enableControlRoute: true });
  const clock = await startServiceClock(sandbox.url);
  const { apiKey, apiKeyId, projectId } = sandbox;
  return { sandbox, clock, account: { url: clock.url, apiKey, apiKeyId, projectId } };
}

const median = (samples: SyncSample[]): SyncSample => {
  const of = (key: keyof SyncSample) => {
    const values = samples.map((s) => s[key]).filter((v): v is number => v !== undefined);
    return values.length > 0 ? percentile(values, 50) : undefined;
  };
  const cpuMs = of('cpuMs');
  const fromStartMs = of('fromStartMs');
  return {
    wallMs: of('wallMs')!,
    serviceMs: of('serviceMs')!,
    ...(cpuMs === undefined ? {} : { cpuMs }),
    ...(fromStartMs === undefined ? {} : { fromStartMs }),
  };
};

function addedOf(answer: string, fresh: number): void {
  const added = /"added":(\d+)/.exec(answer)?.[1];
  if (added === undefined || Number(added) !== fresh) throw new Error(`history.sync added ${added ?? 'nothing'}: ${answer.slice(0, 200)}`);
}

/** The cache as seeded, put back before each run; the new entries' clips of the last run removed. */
function restoreCache(cachePath: string, pristine: string, audioRoot: string): void {
  const opened = openCacheDatabase(cachePath);
  if (!opened.ok) throw new Error(opened.error.message);
  const hashes = opened.value.database.db.prepare("SELECT audio_hash AS hash FROM history_entries WHERE id LIKE 'fresh-%'").all() as Array<{
    hash: string | null;
  }>;
  opened.value.database.close();
  const store = new AudioStore(audioRoot);
  for (const { hash } of hashes) if (hash) store.remove(hash);
  for (const suffix of ['-wal', '-shm']) rmSync(cachePath + suffix, { force: true });
  copyFileSync(pristine, cachePath);
}

async function coldRun(file: string, dataDir: string, dataset: Dataset, fresh: number): Promise<SyncSample> {
  const run = startBenchChild(file, { SAWT_DATA_DIR: dataDir, SAWT_BENCH_ACCOUNT: JSON.stringify(dataset.account) });
  try {
    const server = JSON.parse(await run.line()) as { host: string; port: number; token: string; readyUs: number };
    if (cpuProfileDir) writeFileSync(join(cpuProfileDir, `ready-${run.child.pid}.json`), JSON.stringify({ readyUs: server.readyUs }));
    dataset.clock.reset();
    const t0 = performance.now();
    const answer = await callOp(server, 'history.sync', {});
    const t1 = performance.now();
    const serviceMs = dataset.clock.busyMs();
    addedOf(answer, fresh);
    run.child.stdin!.write('\n');
    const { cpuMs } = JSON.parse(await run.line()) as { cpuMs: number };
    return { wallMs: t1 - t0, serviceMs, cpuMs, fromStartMs: t1 - run.startedAt };
  } finally {
    await childExited(run.child);
  }
}

async function floorRun(file: string, cachePath: string, dataset: Dataset): Promise<SyncSample> {
  const { account } = dataset;
  const run = startBenchChild(file, {
    SAWT_BENCH_CACHE: cachePath,
    SAWT_BENCH_SERVICE: account.url,
    SAWT_BENCH_KEY: account.apiKey,
    SAWT_BENCH_PROJECT: account.projectId,
  });
  try {
    await run.line();
    dataset.clock.reset();
    const t0 = performance.now();
    run.child.stdin!.write('\n');
    const { cpuMs } = JSON.parse(await run.line()) as { cpuMs: number };
    return { wallMs: performance.now() - t0, serviceMs: dataset.clock.busyMs(), cpuMs };
  } finally {
    await childExited(run.child);
  }
}

/**
 * The warm figure: a core in this process that has synced once already; each run undoes the new
 * entries (rows and clips) first, so every run lists, writes and downloads them again.
 */
async function warmRuns(dataDir: string, dataset: Dataset, fresh: number): Promise<SyncSample> {
  const core = await startBenchCore(dataDir, existingSandbox(dataset.account));
  const { cache, audioStore } = core.session;
  const undo = () => {
    const rows = cache.db.prepare("SELECT id, audio_hash AS hash FROM history_entries WHERE id LIKE 'fresh-%'").all() as Array<{
      id: string;
      hash: string | null;
    }>;
    deleteHistoryRows(
      cache,
      rows.map((r) => r.id),
    );
    for (const { hash } of rows) if (hash) audioStore.remove(hash);
  };
  try {
    // The warm-up: this call may share the session's own first sync (or the one queued after it),
    // so what it added is not checked; the runs below each start a sync of their own.
    await callOp(core.server, 'history.sync', {});
    const samples: SyncSample[] = [];
    for (let i = 0; i < runs; i++) {
      undo();
      dataset.clock.reset();
      const t0 = performance.now();
      const answer = await callOp(core.server, 'history.sync', {});
      samples.push({ wallMs: performance.now() - t0, serviceMs: dataset.clock.busyMs() });
      addedOf(answer, fresh);
    }
    return median(samples);
  } finally {
    await core.close();
  }
}

/**
 * The first sync after start at `size` cached entries, with nothing new and with `fresh` new
 * entries: cold (fresh bundled process), warm, and the bare floor, each the median of `runs`.
 */
export async function measureFirstSync(sizes: number[], freshCounts = [0, 10]): Promise<FirstSyncFigures[]> {
  const bundle = await bundleBenchChildren({
    'first-sync-core': 'history-first-sync-child.ts',
    'first-sync-floor': 'history-first-sync-floor.ts',
  });
  const figures: FirstSyncFigures[] = [];
  try {
    for (const size of sizes) {
      const datasets = new Map<number, Dataset>();
      const dataDir = mkdtempSync(join(tmpdir(), 'sawt-bench-first-sync-'));
      try {
        for (const fresh of freshCounts) datasets.set(fresh, await startDataset(size, fresh));
        const seeding = datasets.get(freshCounts[0]!)!.sandbox;
        // The seeding core's own first sync is refused: its cache holds none of the listed entries yet.
        seeding.faults.set({ rules: [{ route: 'historyList', kind: 'status', status: 503 }] });
        const seeder = await startBenchCore(dataDir, seeding);
        await callOp(seeder.server, 'history.sync', {});
        await seedCache(seeder.session.cache, seeder.session.audioStore, 0, size, { clipPerEntry: true });
        const cachePath = seeder.session.cache.path;
        const audioRoot = seeder.session.audioStore.root;
        await seeder.close();
        seeding.faults.reset();
        const pristine = `${cachePath}.pristine`;
        copyFileSync(cachePath, pristine);

        for (const fresh of freshCounts) {
          const dataset = datasets.get(fresh)!;
          const cold: SyncSample[] = [];
          const floor: SyncSample[] = [];
          for (let i = 0; i < runs; i++) {
            restoreCache(cachePath, pristine, audioRoot);
            floor.push(await floorRun(bundle.file('first-sync-floor'), cachePath, dataset));
            cold.push(await coldRun(bundle.file('first-sync-core'), dataDir, dataset, fresh));
          }
          restoreCache(cachePath, pristine, audioRoot);
          const warm = await warmRuns(dataDir, dataset, fresh);
          restoreCache(cachePath, pristine, audioRoot);
          figures.push({ size, fresh, cold: median(cold), warm, floor: median(floor) });
        }
      } finally {
        for (const { sandbox, clock } of datasets.values()) {
          await clock.close();
          await sandbox.dispose();
        }
        rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      }
    }
  } finally {
    rmSync(bundle.dir, { recursive: true, force: true });
  }
  return figures;
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestSandbox } from '../tests/helpers/test-sandbox';
import type { Bench, BenchRow } from './types';
import { growthRows } from './growth';
import { measureCore, type CoreFigures } from './history-scale-measure';
import { seedCache } from './history-scale-seed';
import {
  diskFloor,
  measureColdStart,
  measureEmbeddedStart,
  measureStart,
  startBenchCore,
  type ColdStartFigures,
  type EmbeddedStartFigures,
  type StartFigures,
} from './history-scale-start';
import { bundleBenchChildren } from './bench-bundle';
import { measureFullSync, type FullSyncFigures } from './history-scale-sync';
import { measureFirstSync } from './history-first-sync';
import { firstSyncRows } from './history-first-sync-rows';

/**
 * Issue 20's table at three history sizes, each figure beside its floor on this machine and with
 * its growth from the smallest size. `npm run bench -- history-scale` runs only this.
 * SAWT_BENCH_HISTORY_SIZES (e.g. "10000,50000") picks other sizes.
 * Not measured here: the browser's End key and renderer heap (history-window.bench.ts, and
 * history.bench.ts for the browser's first rows).
 * The first sync after start (a fresh bundled process, as a user waits for it) runs at the sizes up
 * to 50,000 (SAWT_BENCH_FIRST_SYNC_SIZES picks others), beside the warm core and a bare floor.
 * The full sync runs at all three sizes too (SAWT_BENCH_FULL_SYNC_SIZES picks others, e.g.
 * "10000,50000" on a shared machine: at 200k it writes 200,000 clip files twice, sandbox and cache,
 * several minutes). Each full sync is printed beside its floors measured on the same clips just before.
 */
const group = 'history at scale (core, web mode)';
const sizes = (process.env.SAWT_BENCH_HISTORY_SIZES ?? '10000,50000,200000').split(',').map(Number);
const fullSyncSizes = (process.env.SAWT_BENCH_FULL_SYNC_SIZES ?? '10000,50000,200000').split(',').map(Number);
/** The goal is set at 50,000; each size seeds a clip file per entry (SAWT_BENCH_FIRST_SYNC_SIZES picks others). */
const firstSyncSizes = (process.env.SAWT_BENCH_FIRST_SYNC_SIZES ?? sizes.filter((size) => size <= 50_000).join(',')).split(',').map(Number);

interface SizeFigures extends CoreFigures, StartFigures, ColdStartFigures, EmbeddedStartFigures {
  size: number;
  disk: number;
}

function row(name: string, value: number, goal?: { text: string; max: number }, note?: string): BenchRow {
  return {
    group,
    name,
    value,
    unit: 'ms',
    ...(goal ? { goal: goal.text, meets: value <= goal.max } : {}),
    ...(note ? { note } : {}),
  };
}

function sizeRows(f: SizeFigures, big: boolean): BenchRow[] {
  const at = `${f.size / 1000}k`;
  const goal = (text: string, max: number) => (big ? { text, max } : undefined);
  return [
    row(
      `${at}: process start → first rows, cold process (history.list)`,
      f.coldProcessToRows,
      goal('<= 1000 ms', 1000),
      `a fresh process running the bundled core, its web server up, history.list its first call; with Node's own start, no browser; the session opens inside the call`,
    ),
    row(
      `${at}: history.list as a fresh process's first call`,
      f.coldProcessList,
      goal('<= 100 ms', 100),
      `History's cold open as a user gets it; floor: loopback round trip ${f.loopbackFloor.toFixed(2)} ms, raw SQL page ${f.firstPageFloor.toFixed(3)} ms`,
    ),
    row(
      `${at}: core start → first rows (history.list)`,
      f.startToRows,
      goal('<= 1000 ms', 1000),
      `createCore + web server + history.list over loopback, restarted in this process (modules loaded and compiled); no Node/Electron boot, no browser; floor: raw SQL page ${f.firstPageFloor.toFixed(3)} ms + loopback round trip ${f.loopbackFloor.toFixed(2)} ms`,
    ),
    row(
      `${at}: core start → first rows, embedded sandbox (no account)`,
      f.embeddedToRows,
      goal('<= 1000 ms', 1000),
      `as above, on the studio's own sandbox process, which answered after ${(f.embeddedAnswered / 1000).toFixed(1)} s (forked by the session's first sync, loading ${f.size.toLocaleString('en')} entries): the rows are the cache's; floor: the row above`,
    ),
    row(
      `${at}: history.list cold, first page`,
      f.coldList,
      goal('<= 100 ms', 100),
      `floor: loopback round trip ${f.loopbackFloor.toFixed(2)} ms, read 4 MB of cache ${f.disk.toFixed(2)} ms`,
    ),
    row(`${at}: first page in process, p50`, f.firstPage, undefined, `floor: raw SQL 100 rows ${f.firstPageFloor.toFixed(3)} ms`),
    row(`${at}: last page (End key, core half), p50`, f.lastPage, undefined, 'order oldest, one keyset page'),
    row(
      `${at}: search mix p95 (28 queries, page + count)`,
      f.searchP95,
      goal('<= 15 ms', 15),
      `floor: raw FTS first 101 rowids p95 ${f.ftsP95.toFixed(3)} ms`,
    ),
    row(`${at}: search mix worst`, f.searchWorst, goal('<= 30 ms', 30), `"${f.worstQuery}"; raw FTS worst ${f.ftsWorst.toFixed(3)} ms`),
  ];
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const phaseText = (f: FullSyncFigures) =>
  Object.entries(f.phases)
    .map(([phase, p]) => `${phase} ${s(p.wallMs)} wall / ${s(p.cpuMs)} CPU`)
    .join(', ');

function fullSyncRows(size: number, f: FullSyncFigures, base: { size: number; f: FullSyncFigures } | null): BenchRow[] {
  const at = `${size / 1000}k`;
  const goal = size === 50_000;
  const what = `${f.added} entries into an empty cache, ${f.downloaded} clips of their own (0.1 s each) downloaded`;
  const sandbox = f.sandboxPeakMb === null ? 'n/a' : `${f.sandboxPeakMb.toFixed(0)} MB`;
  const rows: BenchRow[] = [
    row(
      `${at}: full sync (embedded sandbox), wall`,
      f.syncMs,
      goal ? { text: '<= 90000 ms', max: 90_000 } : undefined,
      `${what}: list every page, write rows (FTS), download every clip, temp → fsync → rename in batches of 200 + one fsync per folder, rows after; core CPU ${s(f.coreCpuMs)}; ${phaseText(f)}; with start + sandbox open ${s(f.startToDoneMs)}`,
    ),
    row(
      `${at}: full sync floor: bare loopback download of the same clips`,
      f.floor.download.wallMs,
      undefined,
      `list every page + fetch ${f.floor.download.clips} clips (${(f.floor.download.bytes / 1e6).toFixed(0)} MB), 8 at once, bytes dropped: no hash, no SQL, no file; CPU ${s(f.floor.download.cpuMs)}; same sandbox process`,
    ),
    row(
      `${at}: full sync floor: raw disk writes of the same bytes`,
      f.floor.disk.wallMs,
      undefined,
      `${f.floor.download.clips} files of the mean clip size, temp → fsync → rename, 16 at once, no folder fsync; CPU ${s(f.floor.disk.cpuMs)}`,
    ),
    {
      group,
      name: `${at}: full sync, peak RSS of the core's process`,
      value: f.peakRssMb,
      unit: 'MB',
      ...(goal ? { goal: '<= 200 MB', meets: f.peakRssMb <= 200 } : {}),
      note: `kernel high-water mark of the whole process, ${f.rssAtStartMb.toFixed(0)} MB when the sync started; the core bundled as npm run web and Electron's main run it; the sandbox runs in its own process (peak ${sandbox}), not counted`,
    },
    row(`${at}: full sync, longest stall of the core's loop`, f.maxLoopGapMs, undefined, 'a 50 ms timer during the sync'),
  ];
  if (base) {
    rows.push({ group, name: `growth full sync wall: ${at} / ${base.size / 1000}k`, value: f.syncMs / base.f.syncMs, unit: 'x' });
    rows.push({ group, name: `growth full sync peak RSS: ${at} / ${base.size / 1000}k`, value: f.peakRssMb / base.f.peakRssMb, unit: 'x' });
  }
  return rows;
}

const growthKeys: Array<[keyof SizeFigures & string, string]> = [
  ['coldProcessToRows', 'process start → first rows, cold process'],
  ['coldProcessList', 'history.list, first call of a fresh process'],
  ['startToRows', 'core start → first rows'],
  ['embeddedToRows', 'core start → first rows, embedded sandbox'],
  ['embeddedAnswered', 'embedded sandbox answered'],
  ['coldList', 'history.list cold'],
  ['searchP95', 'search p95'],
  ['searchWorst', 'search worst'],
  ['lastPage', 'last page'],
];

export const bench: Bench = {
  group,
  async run(): Promise<BenchRow[]> {
    const sandbox = await startTestSandbox({ enableControlRoute: true });
    const dataDir = mkdtempSync(join(tmpdir(), 'sawt-bench-scale-'));
    const bundle = await bundleBenchChildren({ 'cold-core': 'history-first-sync-child.ts' });
    // The seeded rows are not on the service: its listing is refused so no sync removes them.
    sandbox.faults.set({ rules: [{ route: 'historyList', kind: 'status', status: 503 }] });
    const rows: BenchRow[] = [];
    const figures: SizeFigures[] = [];
    try {
      let seeded = 0;
      for (const size of sizes) {
        const seeding = await startBenchCore(dataDir, sandbox);
        const t0 = performance.now();
        await seedCache(seeding.session.cache, seeding.session.audioStore, seeded, size);
        process.stderr.write(`  seeded ${size} rows (+${size - seeded} in ${((performance.now() - t0) / 1000).toFixed(1)} s)\n`);
        seeded = size;
        const core = measureCore(seeding.session.cache, size);
        const disk = diskFloor(seeding.session.cache.path);
        await seeding.close();
        const start = await measureStart(dataDir, sandbox);
        const cold = await measureColdStart(bundle.file('cold-core'), dataDir, sandbox);
        const embedded = await measureEmbeddedStart(dataDir, size);
        figures.push({ size, disk, ...core, ...start, ...cold, ...embedded });
        rows.push(...sizeRows(figures[figures.length - 1]!, size >= 200_000));
      }
      rows.push(...growthRows(group, figures, growthKeys));
      // The first sync after start, cold and warm (history-first-sync.bench.ts prints the same rows alone).
      rows.push(...firstSyncRows(group, await measureFirstSync(firstSyncSizes)));
      let base: { size: number; f: FullSyncFigures } | null = null;
      for (const size of fullSyncSizes) {
        process.stderr.write(`  full sync of ${size} entries…\n`);
        const f = await measureFullSync(size);
        rows.push(...fullSyncRows(size, f, base));
        base ??= { size, f };
      }
      return rows;
    } finally {
      sandbox.faults.reset();
      await sandbox.dispose();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(bundle.dir, { recursive: true, force: true });
    }
  },
};

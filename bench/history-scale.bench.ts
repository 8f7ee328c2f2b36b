import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestSandbox } from '../electron/sandbox/test-support';
import type { Bench, BenchRow } from './types';
import { measureCore, type CoreFigures } from './history-scale-measure';
import { seedCache } from './history-scale-seed';
import { diskFloor, measureStart, startBenchCore, type StartFigures } from './history-scale-start';
import { measureIncrementalSync } from './history-scale-sync';

/**
 * Issue 20's table at three history sizes, each figure beside its floor on this machine and with
 * its growth from the smallest size. `npm run bench -- history-scale` runs only this.
 * SAWT_BENCH_HISTORY_SIZES (e.g. "10000,50000") picks other sizes.
 * Not measured here: the browser's End key and renderer heap (see history.bench.ts for the
 * browser's first rows), a full 50k sync (minutes; the sandbox's own cost dominates it).
 */
const group = 'history at scale (core, web mode)';
const sizes = (process.env.SAWT_BENCH_HISTORY_SIZES ?? '10000,50000,200000').split(',').map(Number);

interface SizeFigures extends CoreFigures, StartFigures {
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
      `${at}: core start → first rows (history.list)`,
      f.startToRows,
      goal('<= 1000 ms', 1000),
      'createCore + web server + history.list over loopback; no Node/Electron boot, no browser',
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

function growthRows(all: SizeFigures[]): BenchRow[] {
  const first = all[0]!;
  const keys: Array<[keyof SizeFigures, string]> = [
    ['startToRows', 'core start → first rows'],
    ['coldList', 'history.list cold'],
    ['searchP95', 'search p95'],
    ['searchWorst', 'search worst'],
    ['lastPage', 'last page'],
  ];
  return all.slice(1).flatMap((f) =>
    keys.map(([key, name]) => ({
      group,
      name: `growth ${name}: ${f.size / 1000}k / ${first.size / 1000}k`,
      value: (f[key] as number) / (first[key] as number),
      unit: 'x' as const,
    })),
  );
}

export const bench: Bench = {
  group,
  async run(): Promise<BenchRow[]> {
    const sandbox = await startTestSandbox({ enableControlRoute: true });
    const dataDir = mkdtempSync(join(tmpdir(), 'sawt-bench-scale-'));
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
        figures.push({ size, disk, ...core, ...start });
        rows.push(...sizeRows(figures[figures.length - 1]!, size >= 200_000));
      }
      rows.push(...growthRows(figures));
      const sync = await measureIncrementalSync(50_000, 10);
      const core = sync.wall - sync.serviceTime;
      rows.push(
        row('50k: sync of 10 new entries, wall', sync.wall, undefined, `added ${sync.added}; list 2 pages, write, download 10 clips`),
        row(
          '50k: sync of 10 new entries, core time',
          core,
          { text: '<= 50 ms', max: 50 },
          `wall − time with a service call in flight (${sync.serviceTime.toFixed(1)} ms: the sandbox's answers + the client's parsing)`,
        ),
      );
      return rows;
    } finally {
      sandbox.faults.reset();
      await sandbox.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

import type { Bench, BenchRow } from './types';
import { measureFirstSync } from './history-first-sync';
import { firstSyncRows } from './history-first-sync-rows';

/**
 * `npm run bench -- history-first-sync`: the first sync after start (a fresh bundled process, as a
 * user waits for it) beside the warm core and a bare floor, at SAWT_BENCH_HISTORY_SIZES (default
 * 10,000 and 50,000 entries). history-scale.bench.ts prints the same rows among its others.
 * SAWT_BENCH_FIRST_SYNC_RUNS sets the runs per figure (median; default 3); SAWT_BENCH_CPU_PROF=DIR
 * writes a CPU profile of every cold child there.
 */
const group = 'history first sync (cold process vs warm core)';
const sizes = (process.env.SAWT_BENCH_HISTORY_SIZES ?? '10000,50000').split(',').map(Number);

export const bench: Bench = {
  group,
  async run(): Promise<BenchRow[]> {
    return firstSyncRows(group, await measureFirstSync(sizes));
  },
};

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServiceClient } from '../electron/core/service/client';
import { makeTempDir, startTestSandbox } from '../electron/sandbox/test-support';
import { seedCache, seedSandbox } from './history-scale-seed';
import { callOp, startBenchCore } from './history-scale-start';

export interface SyncFigures {
  /** history.sync of `fresh` new entries over loopback: listing, writing, 10 downloads, hygiene. */
  wall: number;
  /** Time with a service call in flight during that sync (union of the calls' intervals). */
  serviceTime: number;
  added: number;
}

/**
 * A sync of `fresh` new entries on top of `size` cached ones: the sandbox lists size + fresh, the
 * cache already holds the `size` older ones unchanged (seeded by SQL), so the incremental rule
 * stops after the second page. Core time = wall − the time a service call was in flight (the
 * session's client calls are timed as they happen; overlapping downloads count once).
 */
export async function measureIncrementalSync(size: number, fresh: number): Promise<SyncFigures> {
  const sandboxDir = makeTempDir();
  await seedSandbox(sandboxDir, size, fresh);
  const sandbox = await startTestSandbox({ dataDir: sandboxDir, enableControlRoute: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'sawt-bench-sync-'));
  sandbox.faults.set({ rules: [{ route: 'historyList', kind: 'status', status: 503 }] });
  const bench = await startBenchCore(dataDir, sandbox);
  try {
    await callOp(bench.server, 'history.sync', {}); // joins (and fails with) the session's first sync
    await seedCache(bench.session.cache, bench.session.audioStore, 0, size);
    const inFlight = timeServiceCalls(bench.session.client);
    sandbox.faults.reset();
    const t0 = performance.now();
    const answer = await callOp(bench.server, 'history.sync', {});
    const wall = performance.now() - t0;
    const added = /"added":(\d+)/.exec(answer)?.[1];
    if (added === undefined) throw new Error(`history.sync failed: ${answer.slice(0, 200)}`);

    return { wall, serviceTime: inFlight.total(), added: Number(added) };
  } finally {
    await bench.close();
    await sandbox.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Wraps the client's history calls to record when each was in flight; total() is their union. */
function timeServiceCalls(client: ServiceClient): { total(): number } {
  const intervals: Array<[number, number]> = [];
  const timed =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const t0 = performance.now();
      try {
        return await call(...args);
      } finally {
        intervals.push([t0, performance.now()]);
      }
    };
  client.listHistory = timed(client.listHistory.bind(client));
  client.downloadAudio = timed(client.downloadAudio.bind(client));
  return {
    total() {
      let sum = 0;
      let end = -Infinity;
      for (const [from, to] of [...intervals].sort((x, y) => x[0] - y[0])) {
        if (to > end) sum += to - Math.max(from, end);
        end = Math.max(end, to);
      }
      return sum;
    },
  };
}

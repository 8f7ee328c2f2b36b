// The core of bench/history-scale-sync.ts's full sync, bundled as users run it (bench-bundle.ts),
// in a process of its own so its peak RSS is the core's alone: opens a core on SAWT_DATA_DIR with the embedded sandbox (its own process, on
// <dataDir>/sandbox), waits for the session's first sync (a full one: the cache is empty) and
// prints one JSON line of figures.
import { createCore } from '../electron/core/core';
import { dispatch } from '../electron/core/dispatch/dispatch';
import { InMemorySecretStore } from '../tests/helpers/in-memory-secret-store';
import { childrenMemoryMb, ownPeakRssMb } from './process-memory';

async function main(): Promise<void> {
  const t0 = performance.now();
  const core = await createCore({ dataDir: process.env.SAWT_DATA_DIR!, version: 'bench', secrets: new InMemorySecretStore() });
  let listingFrom: number | null = null;
  let cpuFrom: NodeJS.CpuUsage | null = null;
  let maxLoopGap = 0;
  let rssAtStartMb = 0;
  // Wall and CPU time of each phase (listing, reconciling, downloading), from the progress events.
  const phases: Record<string, { wallMs: number; cpuMs: number }> = {};
  let phase: { name: string; wall: number; cpu: NodeJS.CpuUsage } | null = null;
  const closePhase = () => {
    if (!phase) return;
    const cpu = process.cpuUsage(phase.cpu);
    phases[phase.name] = { wallMs: performance.now() - phase.wall, cpuMs: (cpu.user + cpu.system) / 1000 };
  };
  core.events.subscribe((name, payload) => {
    if (name !== 'history.syncProgress') return;
    const next = (payload as { phase: string }).phase;
    if (phase?.name === next) return;
    closePhase();
    phase = { name: next, wall: performance.now(), cpu: process.cpuUsage() };
    if (next !== 'listing' || listingFrom !== null) return;
    listingFrom = performance.now();
    cpuFrom = process.cpuUsage();
    rssAtStartMb = process.memoryUsage().rss / 1024 / 1024;
  });
  // A coarse watch on the core's loop during the sync (the longest gap between 50 ms ticks).
  let tick = performance.now();
  const watch = setInterval(() => {
    const now = performance.now();
    maxLoopGap = Math.max(maxLoopGap, now - tick - 50);
    tick = now;
  }, 50);
  const result = await dispatch(core.handlers, 'history.sync', {}, { transport: 'web' });
  const end = performance.now();
  const cpu = process.cpuUsage(cpuFrom ?? undefined);
  clearInterval(watch);
  const sandboxPeakMb = childrenMemoryMb('VmHWM');
  const figures = {
    result,
    syncMs: end - (listingFrom ?? t0),
    startToDoneMs: end - t0,
    peakRssMb: ownPeakRssMb(),
    rssAtStartMb,
    heapUsedMb: process.memoryUsage().heapUsed / 1024 / 1024,
    sandboxPeakMb,
    maxLoopGapMs: maxLoopGap,
    coreCpuMs: (cpu.user + cpu.system) / 1000,
    phases,
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
  await core.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

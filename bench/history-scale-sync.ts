import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { bundleBenchChildren } from './bench-bundle';
import { seedSandbox } from './history-scale-seed';

export interface FullSyncFigures {
  /** The session's first sync, from its first progress event to its answer. */
  syncMs: number;
  /** createCore → the sync's answer: also the embedded sandbox's start and its log's open. */
  startToDoneMs: number;
  /** Peak RSS of the core's process (the kernel's high-water mark). */
  peakRssMb: number;
  /** RSS of the core's process when the sync started (the core open, nothing synced). */
  rssAtStartMb: number;
  /** Peak RSS of the embedded sandbox's own process, when /proc tells it. */
  sandboxPeakMb: number | null;
  /** Longest stall of a 50 ms timer in the core during the sync (a coarse event-loop figure). */
  maxLoopGapMs: number;
  /** CPU time (user + system) of the core's process during the sync: less swayed by load than wall time. */
  coreCpuMs: number;
  /** Wall and CPU time of the sync's phases (listing, reconciling, downloading). */
  phases: Record<string, { wallMs: number; cpuMs: number }>;
  added: number;
  downloaded: number;
  /** Measured beside it on the same clips (bench/history-scale-full-sync-floor.ts). */
  floor: FullSyncFloor;
}

export interface FullSyncFloor {
  /** Every page listed and every clip fetched with bare fetch over loopback, bytes dropped. */
  download: { wallMs: number; cpuMs: number; clips: number; bytes: number };
  /** As many files of the clips' mean size written temp → fsync → rename, no HTTP, no SQL. */
  disk: { wallMs: number; cpuMs: number };
}

/** Samples per seeded clip: 0.1 s at 8 kHz, so 50,000 files stay small on a shared disk. */
const clipSamples = 800;

/**
 * A full sync of `size` entries, each with a clip of its own, into an empty cache: a core in a
 * child process (bench/history-scale-full-sync-child.ts) on a data directory whose embedded
 * sandbox (the studio's own, in its own process) was seeded with the entries.
 */
export async function measureFullSync(size: number): Promise<FullSyncFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sawt-bench-full-sync-'));
  const bundle = await bundleBenchChildren(fullSyncBundle);
  try {
    await seedSandbox(join(dataDir, 'sandbox'), size, 0, clipSamples);
    const floor = JSON.parse(await runChild(bundle.file('full-sync-floor'), dataDir)) as FullSyncFloor;
    const figures = JSON.parse(await runChild(bundle.file('full-sync-core'), dataDir)) as Omit<
      FullSyncFigures,
      'added' | 'downloaded' | 'floor'
    > & {
      result: { ok: boolean; value?: { added: number; downloaded: number }; error?: { message: string } };
    };
    if (!figures.result.ok || !figures.result.value) throw new Error(`full sync failed: ${figures.result.error?.message}`);
    const { result, ...rest } = figures;
    return { ...rest, added: result.value!.added, downloaded: result.value!.downloaded, floor };
  } finally {
    // Retried: the sandbox's process may still be letting go of its files as the core's ends.
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    rmSync(bundle.dir, { recursive: true, force: true });
  }
}

/**
 * The children bundled as users run them (bench-bundle.ts), with the embedded sandbox's process and
 * speech thread beside them under the names the core looks for, as in out/main.
 */
const fullSyncBundle = {
  'full-sync-core': 'history-scale-full-sync-child.ts',
  'full-sync-floor': 'history-scale-full-sync-floor.ts',
  'sandbox-host': '../electron/sandbox/embedded-host.ts',
  'sandbox-speech-worker': '../electron/sandbox/speech/speech-worker.ts',
};

/** Runs a bench child (its own process, so its CPU and peak RSS are its own) on `dataDir`; its last line. */
async function runChild(file: string, dataDir: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--disable-warning=ExperimentalWarning', file], {
    env: { ...process.env, SAWT_DATA_DIR: dataDir },
    maxBuffer: 1 << 20,
    timeout: 30 * 60_000,
  });
  return stdout.trim().split('\n').at(-1)!;
}

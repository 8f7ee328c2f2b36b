import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { runExportInWorker } from '../electron/core/audio-export/export-runner';
import { defaultExportSettings } from '../shared/model/audio-export';

/**
 * The 30-minute export in a process of its own (started by audio-export.bench.ts): the core's
 * side of an export is this thread waiting while the worker thread joins, finishes and encodes, so
 * the peak RSS measured here is what an export adds to a studio, not what earlier figures of the
 * bench left behind. Argument: the 3-minute part; prints one JSON line of figures.
 *
 * The peak is the kernel's high-water mark of the whole process (VmHWM: every thread, the
 * encoders' own worker threads and their WebAssembly memory included), not a timer sampling RSS:
 * a sampler on a busy machine misses the short spikes a quiet machine then reports.
 */

/** A field of /proc/self/status in MB (Linux); null where it cannot be read. */
function statusMb(field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const value = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'));
    return value ? Number(value[1]) / 1024 : null;
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const [part, outputPath] = process.argv.slice(2);
  if (!part || !outputPath) throw new Error('usage: audio-export-thirty.ts <part.wav> <out.mp3>');
  const mb = (bytes: number) => bytes / 1024 / 1024;
  const baselineMb = statusMb('VmRSS') ?? mb(process.memoryUsage().rss);
  // Where /proc is missing, a sampler is the fallback (it can miss short spikes).
  let sampled = 0;
  const sampler = setInterval(() => (sampled = Math.max(sampled, process.memoryUsage().rss)), 25);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const cpu = process.cpuUsage();
  const joined = await runExportInWorker({
    parts: Array.from({ length: 10 }, () => part),
    gapMs: 0,
    settings: { ...defaultExportSettings, format: 'mp3', mp3Kbps: 128, loudness: -16 },
    outputPath,
    title: 't',
    artist: 'a',
  });
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  delay.disable();
  clearInterval(sampler);
  if (!joined.ok) throw new Error(joined.error.message);
  const figures = {
    wallMs,
    cpuMs: (used.user + used.system) / 1000,
    peakMb: statusMb('VmHWM') ?? mb(sampled),
    baselineMb,
    p99Ms: delay.percentile(99) / 1e6,
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

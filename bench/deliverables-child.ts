import { readFileSync } from 'node:fs';
import type { Book } from '../electron/core/deliverables/book';
import { exportBook } from '../electron/core/deliverables/export-book';
import { defaultDeliverableSettings, type LoudnessPreset } from '../shared/model/deliverables';
import { ThreadCpuSampler } from './thread-cpu';

/**
 * One book export in a process of its own (started by deliverables.bench.ts), so its peak RSS is
 * the export's alone: the kernel's high-water mark of the whole process (VmHWM: the core's thread,
 * the export's worker, the encoders' threads and their WebAssembly memory). Arguments: the book
 * (JSON), the folder, what to write (`m4b` or `mp3`: chapter MP3s) and the loudness preset.
 * Prints one JSON line of figures: with where the wall went (reading the clips' headers before
 * the render pass, the pass, then joining and placing the files) and which threads used the CPU.
 */

function statusMb(field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const value = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'));
    return value ? Number(value[1]) / 1024 : null;
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const [bookJson, directory, what, preset] = process.argv.slice(2);
  if (!bookJson || !directory || (what !== 'm4b' && what !== 'mp3'))
    throw new Error('usage: deliverables-child.ts <book.json> <dir> m4b|mp3 [preset]');
  const book = JSON.parse(readFileSync(bookJson, 'utf8')) as Book;
  const baselineMb = statusMb('VmRSS') ?? process.memoryUsage().rss / 1024 / 1024;
  const threads = new ThreadCpuSampler();
  const started = performance.now();
  const cpu = process.cpuUsage();
  // Before the pass: reading the clips' headers (the loudness plans are made during the pass).
  // The pass ends with the last chapter written.
  let preparedMs = 0;
  let writtenMs: number | null = null;
  const result = await exportBook({
    book,
    settings: {
      ...defaultDeliverableSettings,
      chapterFormat: what === 'mp3' ? 'mp3' : null,
      m4b: what === 'm4b',
      loudness: (preset ?? 'none') as LoudnessPreset,
    },
    directory,
    fallbackName: 'book',
    onProgress: (progress) => {
      const at = performance.now() - started;
      if (progress.stage === 'writing') writtenMs = at;
      else if (progress.stage === 'reading') preparedMs = at;
    },
  });
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const threadCpu = threads.stop();
  if (!result.ok) throw new Error(result.error.message);
  const figures = {
    wallMs,
    cpuMs: (used.user + used.system) / 1000,
    peakMb: statusMb('VmHWM'),
    baselineMb,
    files: result.value.files.length,
    missed: result.value.report.missedChapters,
    phases: { preparingMs: preparedMs, writingMs: (writtenMs ?? preparedMs) - preparedMs, placingMs: wallMs - (writtenMs ?? preparedMs) },
    threads: threadCpu,
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

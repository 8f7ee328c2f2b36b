import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Book, BookChapter, BookSegment } from '../electron/core/deliverables/book';
import { defaultDeliverableSettings, emptyBookMetadata } from '../shared/model/deliverables';
import type { ThreadCpu } from './thread-cpu';
import type { Bench, BenchRow } from './types';

// The export runs with the studio's defaults (deliverables-child.ts); the floor encodes at the same rates.
const { m4bKbps: aacKbps, mp3Kbps } = defaultDeliverableSettings;

/**
 * Issue 31's figures: a 10-hour book (50 chapters of 12 one-minute blocks, speech from Debian's
 * espeak-ng at 22.05 kHz mono, half a second between blocks, 2 s between chapters) exported to an
 * M4B (AAC at the default bitrate, with chapters) and to 50 chapter MP3s, each in a fresh process:
 * wall time as a multiple of real time (goal ≥ 100×), CPU time of all its threads, and the peak
 * RSS of the process (goal ≤ 400 MB). Beside each, the floor: ffmpeg encoding the same PCM (the
 * same clips and pauses through its concat demuxer) with its native AAC encoder and libmp3lame,
 * its CPU time from `-benchmark`. The machine is shared: CPU time is the steadier comparison.
 * Beside them, where the wall goes (stages, the CPU of the encoders' and the export's threads, and
 * the best wall that CPU allows on this machine's cores), so a figure says why it is what it is.
 * DELIVERABLES_BENCH_HOURS scales the book for a quick look.
 */
const group = 'deliverables (10-hour book)';

/** Runs a tool; answers its stdout, or with `withErrors` its stdout and stderr (ffmpeg reports on stderr). */
function sh(command: string, args: string[], withErrors = false): string {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command}: ${result.stderr}`);
  return withErrors ? `${result.stdout}${result.stderr}` : result.stdout;
}

const lines = [
  ['en', 'The studio reads long scripts aloud for listeners across many cities, one chapter after another.'],
  ['ar', 'يقرأ الاستوديو النصوص الطويلة بصوت عالٍ للمستمعين في مدن كثيرة، فصلًا بعد فصل.'],
  ['en', 'Every chapter is measured, finished and written with its marks where the words begin.'],
  ['ar', 'ويكتب علامات الفصول حيث تبدأ الكلمات، ويقيس كل فصل قبل أن يكتبه.'],
] as const;

interface ChildFigures {
  wallMs: number;
  cpuMs: number;
  peakMb: number | null;
  baselineMb: number;
  files: number;
  phases: { preparingMs: number; writingMs: number; placingMs: number };
  threads: ThreadCpu;
}

/**
 * Where the wall goes, and why it is what it is: the export's stages, the CPU of its threads, and
 * the wall these would take with the machine's cores to the export alone — the whole CPU shared by
 * the cores, or the busiest encoder's thread if longer (it runs on one core).
 */
function whereTheWallGoes(name: string, figures: ChildFigures, seconds: number, floorCpuMs: number): BenchRow[] {
  const cores = availableParallelism();
  const { phases, threads } = figures;
  const longest = Math.max(0, ...threads.encodersMs);
  const encoders = threads.encodersMs.reduce((a, b) => a + b, 0);
  const bestMs = Math.max(figures.cpuMs / cores, longest);
  const ms = (value: number) => `${Math.round(value)} ms`;
  return [
    {
      group,
      name: `${name}: wall by stage — before the render pass (the clips' headers)`,
      value: phases.preparingMs,
      unit: 'ms',
      note: `render pass (loudness plans included) ${ms(phases.writingMs)}; after the last chapter (joining the lanes, moov, placing) ${ms(phases.placingMs)}`,
    },
    {
      group,
      name: `${name}: CPU of the encoders' threads`,
      value: encoders,
      unit: 'ms',
      note: `${threads.encodersMs.length} threads, the busiest ${ms(longest)}; the export's thread (reading, resampling, finishing, muxing) ${ms(threads.exportMs)}; the process's own ${ms(threads.processMs)}`,
    },
    {
      group,
      name: `${name}: best wall on ${cores} cores from this CPU (max of CPU / cores and the busiest encoder), times real time`,
      value: seconds / (bestMs / 1000),
      unit: 'x',
      note: `${ms(bestMs)}; the floor's CPU on ${cores} cores at best: ${(seconds / (floorCpuMs / cores / 1000)).toFixed(1)}×`,
    },
  ];
}

function runChild(bookJson: string, dir: string, what: 'm4b' | 'mp3'): ChildFigures {
  const out = sh(process.execPath, [
    '--disable-warning=ExperimentalWarning',
    '--import',
    'tsx',
    join(__dirname, 'deliverables-child.ts'),
    bookJson,
    dir,
    what,
  ]);
  return JSON.parse(out.trim().split('\n').pop()!) as ChildFigures;
}

/** ffmpeg's encode of the same clips and pauses; wall and CPU (user + system) seconds from -benchmark. */
function ffmpegFloor(list: string, args: string[], output: string): { wallMs: number; cpuMs: number } {
  const started = performance.now();
  const out = sh(
    'ffmpeg',
    ['-hide_banner', '-nostats', '-benchmark', '-y', '-f', 'concat', '-safe', '0', '-i', list, ...args, output],
    true,
  );
  const wallMs = performance.now() - started;
  const bench = /utime=([\d.]+)s stime=([\d.]+)s/u.exec(out);
  return { wallMs, cpuMs: bench ? (Number(bench[1]) + Number(bench[2])) * 1000 : Number.NaN };
}

export const bench: Bench = {
  group,
  async run(): Promise<BenchRow[]> {
    const hours = Number(process.env.DELIVERABLES_BENCH_HOURS ?? 10);
    const chapters = Math.max(1, Math.round(hours * 5));
    const dir = mkdtempSync(join(tmpdir(), 'sawt-deliverables-bench-'));
    try {
      const clips = lines.map(([voice, text], i) => {
        const seed = join(dir, `seed-${i}.wav`);
        const clip = join(dir, `clip-${i}.wav`);
        sh('espeak-ng', ['-v', voice, '-w', seed, text]);
        sh('sox', [seed, clip, 'repeat', '30', 'trim', '0', '60']);
        return clip;
      });
      const pause = join(dir, 'pause.wav');
      const gap = join(dir, 'gap.wav');
      sh('sox', ['-n', '-r', '22050', '-c', '1', '-b', '16', pause, 'trim', '0', '0.5']);
      sh('sox', ['-n', '-r', '22050', '-c', '1', '-b', '16', gap, 'trim', '0', '2']);
      const list: string[] = [];
      const bookChapters: BookChapter[] = Array.from({ length: chapters }, (_, c) => {
        if (c > 0) list.push(`file '${gap}'`);
        const segments: BookSegment[] = [];
        for (let b = 0; b < 12; b++) {
          if (b > 0) {
            segments.push({ kind: 'silence', ms: 500 });
            list.push(`file '${pause}'`);
          }
          const path = clips[(c + b) % clips.length]!;
          segments.push({ kind: 'audio', path, text: lines[(c + b) % clips.length]![1] });
          list.push(`file '${path}'`);
        }
        return { title: `Chapter ${c + 1}`, segments };
      });
      const book: Book = { metadata: { ...emptyBookMetadata, title: 'Bench' }, cover: null, chapters: bookChapters, chapterPauseMs: 2000 };
      const bookJson = join(dir, 'book.json');
      writeFileSync(bookJson, JSON.stringify(book));
      const listPath = join(dir, 'list.txt');
      writeFileSync(listPath, `${list.join('\n')}\n`);
      const seconds = chapters * (12 * 60 + 11 * 0.5) + (chapters - 1) * 2;

      const rows: BenchRow[] = [];
      const label = `${(seconds / 3600).toFixed(1)} h`;
      for (const what of ['m4b', 'mp3'] as const) {
        const out = join(dir, `out-${what}`);
        mkdirSync(out);
        const figures = runChild(bookJson, out, what);
        const floor =
          what === 'm4b'
            ? ffmpegFloor(listPath, ['-c:a', 'aac', '-b:a', `${aacKbps}k`], join(dir, 'floor.m4a'))
            : ffmpegFloor(listPath, ['-c:a', 'libmp3lame', '-b:a', `${mp3Kbps}k`], join(dir, 'floor.mp3'));
        const name =
          what === 'm4b'
            ? `${label} → M4B (AAC ${aacKbps} kbit/s, ${chapters} chapters)`
            : `${label} → ${chapters} chapter MP3s (${mp3Kbps} kbit/s)`;
        const speed = seconds / (figures.wallMs / 1000);
        rows.push({ group, name: `${name}: times real time (wall)`, value: speed, unit: 'x', goal: '>= 100 x', meets: speed >= 100 });
        rows.push({
          group,
          name: `${name}: wall`,
          value: figures.wallMs,
          unit: 'ms',
          note: `floor (ffmpeg): ${Math.round(floor.wallMs)} ms`,
        });
        rows.push({
          group,
          name: `${name}: CPU time, every thread of its process`,
          value: figures.cpuMs,
          unit: 'ms',
          note: `floor (ffmpeg): ${Math.round(floor.cpuMs)} ms; ${(figures.cpuMs / floor.cpuMs).toFixed(1)}× the floor`,
        });
        rows.push({ group, name: `${name}: times real time (CPU)`, value: seconds / (figures.cpuMs / 1000), unit: 'x' });
        rows.push({
          group,
          name: `${name}: peak RSS of the exporting process (VmHWM)`,
          value: figures.peakMb ?? Number.NaN,
          unit: 'MB',
          goal: '<= 400 MB',
          meets: figures.peakMb !== null && figures.peakMb <= 400,
          note: `idle process before it: ${Math.round(figures.baselineMb)} MB; ${figures.files} files`,
        });
        rows.push(...whereTheWallGoes(name, figures, seconds, floor.cpuMs));
        rows.push({
          group,
          name: `floor: ffmpeg, the same PCM → ${what === 'm4b' ? `AAC ${aacKbps}k` : `MP3 ${mp3Kbps}k`}: times real time (wall)`,
          value: seconds / (floor.wallMs / 1000),
          unit: 'x',
        });
        rmSync(out, { recursive: true, force: true });
      }
      return rows;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

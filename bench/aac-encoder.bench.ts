import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Bench, BenchRow } from './types';

/**
 * The M4B's AAC encoder alone, on what a book export feeds it: the service's audio as it comes
 * (22.05 kHz mono; the export keeps the source's rate and channels), espeak-ng speech in English
 * and Arabic. For each bitrate: the encoder thread's CPU per book-hour (issue 31's 100× on 2
 * cores leaves the whole export 72 s of CPU per book-hour: 3600 s / 100 × 2 cores), the bytes it
 * wrote, and how close its decoding is to the source (SNR and segmental SNR over 20 ms frames,
 * decoded by ffmpeg). Beside each, the floor: ffmpeg's own AAC encoder (native) on the same PCM;
 * and at 64 kbit/s the machine's ffmpeg with libavcodec's fast coder instead of twoloop (the only
 * coder @mediabunny/aac-encoder offers), for the trade a rebuilt encoder would make.
 * CPU, not wall: the machine is shared.
 */
const group = 'AAC encoder (M4B audio, 22.05 kHz mono speech)';

const bitrates = [48, 64, 96] as const;
/** The whole export's CPU per book-hour for 100× real time on 2 cores. */
const budgetMsPerHour = (3600 / 100) * 2 * 1000;

const lines = [
  ['en', 'The studio reads long scripts aloud for listeners across many cities, one chapter after another.'],
  ['ar', 'يقرأ الاستوديو النصوص الطويلة بصوت عالٍ للمستمعين في مدن كثيرة، فصلًا بعد فصل.'],
  ['en', 'Every chapter is measured, finished and written with its marks where the words begin.'],
  ['ar', 'ويكتب علامات الفصول حيث تبدأ الكلمات، ويقيس كل فصل قبل أن يكتبه.'],
] as const;

function sh(command: string, args: string[]): { stdout: Buffer; stderr: string } {
  const result = spawnSync(command, args, { maxBuffer: 1024 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command}: ${result.stderr.toString()}`);
  return { stdout: result.stdout, stderr: result.stderr.toString() };
}

/** ffmpeg's native AAC encoder on `wav`: its CPU (user + system, from -benchmark) and its decoding. */
function ffmpegAac(wav: string, out: string, args: string[]): { cpuMs: number; decoded: Float32Array } {
  const { stderr } = sh('ffmpeg', ['-hide_banner', '-nostats', '-benchmark', '-y', '-i', wav, '-c:a', 'aac', ...args, out]);
  const bench = /utime=([\d.]+)s stime=([\d.]+)s/u.exec(stderr);
  const decoded = floats(sh('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', out, '-f', 'f32le', '-ac', '1', '-']).stdout);
  return { cpuMs: bench ? (Number(bench[1]) + Number(bench[2])) * 1000 : Number.NaN, decoded };
}

function floats(bytes: Buffer): Float32Array {
  const copy = new Uint8Array(bytes);
  return new Float32Array(copy.buffer, 0, copy.byteLength / 4);
}

/** The lag (0–2048 samples: the encoder's delay) where `decoded` best matches `source`. */
function lagOf(source: Float32Array, decoded: Float32Array, span: number): number {
  let best = 0;
  let bestError = Infinity;
  for (let lag = 0; lag <= 2048; lag++) {
    let error = 0;
    for (let i = 0; i < span; i++) {
      const d = source[i]! - (decoded[i + lag] ?? 0);
      error += d * d;
    }
    if (error < bestError) [best, bestError] = [lag, error];
  }
  return best;
}

/** SNR of the whole, and the mean over 20 ms frames that carry signal (each clipped to −10…35 dB). */
function snr(source: Float32Array, decoded: Float32Array, rate: number): { snrDb: number; segmentalDb: number } {
  const lag = lagOf(source, decoded, Math.min(source.length, 2 * rate));
  const n = Math.min(source.length, decoded.length - lag);
  const frame = Math.round(rate * 0.02);
  const powers: [number, number][] = [];
  let signal = 0;
  let noise = 0;
  for (let start = 0; start + frame <= n; start += frame) {
    let s = 0;
    let e = 0;
    for (let i = start; i < start + frame; i++) {
      const d = source[i]! - decoded[i + lag]!;
      s += source[i]! * source[i]!;
      e += d * d;
    }
    powers.push([s, e]);
    signal += s;
    noise += e;
  }
  const loudest = Math.max(...powers.map(([s]) => s));
  const voiced = powers.filter(([s]) => s > loudest * 1e-4);
  const clip = (db: number) => Math.min(35, Math.max(-10, db));
  const segmental = voiced.reduce((sum, [s, e]) => sum + clip(10 * Math.log10(s / Math.max(e, 1e-20))), 0) / voiced.length;
  return { snrDb: 10 * Math.log10(signal / noise), segmentalDb: segmental };
}

export const bench: Bench = {
  group,
  async run(): Promise<BenchRow[]> {
    const dir = mkdtempSync(join(tmpdir(), 'sawt-aac-bench-'));
    try {
      const clips = lines.map(([voice, text], i) => {
        const seed = join(dir, `seed-${i}.wav`);
        const clip = join(dir, `clip-${i}.wav`);
        sh('espeak-ng', ['-v', voice, '-w', seed, text]);
        sh('sox', [seed, clip, 'repeat', '30', 'trim', '0', '60']);
        return clip;
      });
      const wav = join(dir, 'speech.wav');
      sh('sox', [...clips, wav]);
      const rate = 22_050;
      const pcmPath = join(dir, 'speech.f32');
      sh('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', wav, '-f', 'f32le', '-ac', '1', '-ar', String(rate), pcmPath]);
      const source = floats(readFileSync(pcmPath));
      const seconds = source.length / rate;
      const perHour = (ms: number) => (ms / seconds) * 3600;
      const rows: BenchRow[] = [];
      for (const kbps of bitrates) {
        const out = join(dir, `out-${kbps}.aac`);
        const child = sh(process.execPath, [
          '--disable-warning=ExperimentalWarning',
          '--import',
          'tsx',
          join(__dirname, 'aac-encoder-child.ts'),
          pcmPath,
          String(rate),
          String(kbps),
          out,
        ]);
        const figures = JSON.parse(child.stdout.toString().trim().split('\n').pop()!) as { encoderMs: number; cpuMs: number };
        const decoded = floats(sh('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', out, '-f', 'f32le', '-ac', '1', '-']).stdout);
        const quality = snr(source, decoded, rate);
        const size = ((readFileSync(out).byteLength * 8) / seconds / 1000).toFixed(1);
        const floor = ffmpegAac(wav, join(dir, `floor-${kbps}.m4a`), ['-b:a', `${kbps}k`]);
        const encoderPerHour = perHour(figures.encoderMs);
        const name = `${kbps} kbit/s`;
        rows.push({
          group,
          name: `${name}: encoder thread CPU per book-hour`,
          value: encoderPerHour,
          unit: 'ms',
          goal: `<= ${budgetMsPerHour} ms (the whole export's)`,
          meets: encoderPerHour <= budgetMsPerHour,
          note: `process ${Math.round(perHour(figures.cpuMs))} ms; floor (ffmpeg's aac, native) ${Math.round(perHour(floor.cpuMs))} ms, SNR ${snr(source, floor.decoded, rate).snrDb.toFixed(1)} dB`,
        });
        rows.push({
          group,
          name: `${name}: SNR of its decoding vs the source`,
          value: quality.snrDb,
          unit: 'dB',
          note: `segmental ${quality.segmentalDb.toFixed(1)} dB; ${size} kbit/s written (ADTS headers included)`,
        });
      }
      const fast = ffmpegAac(wav, join(dir, 'fast-64.m4a'), ['-b:a', '64k', '-aac_coder', 'fast']);
      const fastQuality = snr(source, fast.decoded, rate);
      rows.push({
        group,
        name: "64 kbit/s, libavcodec's fast coder (the machine's ffmpeg, native): CPU per book-hour",
        value: perHour(fast.cpuMs),
        unit: 'ms',
        note: `SNR ${fastQuality.snrDb.toFixed(1)} dB, segmental ${fastQuality.segmentalDb.toFixed(1)} dB`,
      });
      return rows;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

import type { ChunkSink, ExportSource } from './export-source';
import { chunkFrames } from './export-source';
import { Limiter } from './limiter';
import { LoudnessMeter, silentLufs } from './loudness-meter';
import { dbToLinear, linearToDb, PeakEnvelope, peakLookahead } from './true-peak';

/**
 * Loudness finishing of one export, which may be many parts (a joined render), in streaming
 * passes over its source so a 30-minute render never sits in memory whole:
 *
 * 1. Measure: the integrated loudness and true peak of the whole export as it will be joined
 *    (gaps and trimming included), hence the gain that reaches the target without limiting.
 * 2. Search, only when that gain would push peaks over the ceiling: the limiter takes energy
 *    away, more the more gain it gets, so two candidate gains are finished side by side in one
 *    pass and the result of each measured; the gain that lands on the target is interpolated.
 *    Where interpolation finds a residue over the ceiling, a plain reduction (trim) follows.
 * 3. Render (the caller), measuring what it writes; should that miss the target or the
 *    ceiling, `correct` plans one more render.
 *
 * One gain for all parts keeps their levels as generated.
 */

export interface FinishPlan {
  measuredLufs: number;
  gainDb: number;
  /** Plain reduction after the limiter (dB, ≤ 0), for a residue over the ceiling. */
  trimDb: number;
  ceilingDb: number;
  /** Below this (linear) the envelope skips interpolation; the same in search and render. */
  floor: number;
  /** The finished export's loudness as planned before encoding. */
  finishedLufs: number;
  /** LU gained per dB of gain around the plan (1 where nothing is limited). */
  slope: number;
}

/** Above this much limiting, speech is audibly squashed: the search goes no further. */
export const maxExtraGainDb = 6;

/** A finished stream: the envelope stage, then the limiter; both delay, so the end is flushed. */
export class Finisher {
  private readonly envelope: PeakEnvelope;
  private readonly limiters: Limiter[];
  private readonly peaks = new Float32Array(chunkFrames);
  private readonly late: Float32Array[];
  private readonly outputs: Float32Array[][];
  private received = 0;
  private given = 0;

  constructor(
    private readonly source: ExportSource,
    plans: ReadonlyArray<Pick<FinishPlan, 'gainDb' | 'trimDb' | 'ceilingDb'>>,
    floor: number,
    private readonly sinks: ChunkSink[],
  ) {
    const channels = source.channelCount;
    this.envelope = new PeakEnvelope(channels, floor);
    this.limiters = plans.map(
      (plan) =>
        new Limiter({ sampleRate: source.sampleRate, channels, gainDb: plan.gainDb, ceilingDb: plan.ceilingDb, trimDb: plan.trimDb }),
    );
    this.late = Array.from({ length: channels }, () => new Float32Array(chunkFrames));
    this.outputs = plans.map(() => Array.from({ length: channels }, () => new Float32Array(chunkFrames)));
  }

  /** Frames between going in and coming out of the whole chain, plus the output check's reach. */
  private get flushFrames(): number {
    return peakLookahead * 2 + (this.limiters[0]?.delay ?? 0);
  }

  push(channels: readonly Float32Array[], frames: number): void {
    this.envelope.push(channels, frames, this.peaks, this.late);
    const delay = peakLookahead + (this.limiters[0]?.delay ?? 0);
    // Frames before the stream's start (the chain's first `delay`) and after its end are not given.
    const first = Math.max(0, delay - this.received);
    this.received += frames;
    const count = Math.min(frames, this.source.totalFrames + delay - (this.received - frames)) - first;
    this.limiters.forEach((limiter, k) => {
      const out = this.outputs[k]!;
      limiter.push(this.late, this.peaks, frames, out);
      if (count > 0) this.sinks[k]!(first === 0 ? out : out.map((c) => c.subarray(first)), count);
    });
    if (count > 0) this.given += count;
  }

  /** Pushes the silence that brings the stream's last frames out of the chain. */
  end(): void {
    const zeros = Array.from({ length: this.source.channelCount }, () => new Float32Array(this.flushFrames));
    this.push(zeros, this.flushFrames);
  }

  /** The true peak each finished stream reached (dBTP). */
  peaksDb(): number[] {
    return this.limiters.map((limiter) => linearToDb(limiter.peak));
  }
}

/** Pass 1: integrated loudness and true peak of the export as it stands. */
export async function measure(source: ExportSource): Promise<{ lufs: number; truePeakDb: number }> {
  const meter = new LoudnessMeter(source.sampleRate, source.channelCount);
  const envelope = new PeakEnvelope(source.channelCount, null);
  const peaks = new Float32Array(chunkFrames);
  const late = Array.from({ length: source.channelCount }, () => new Float32Array(chunkFrames));
  let peak = 0;
  const take = (channels: readonly Float32Array[], frames: number) => {
    envelope.push(channels, frames, peaks, late);
    for (let i = 0; i < frames; i++) if (peaks[i]! > peak) peak = peaks[i]!;
  };
  await source.stream((channels, frames) => {
    meter.add(channels, frames);
    take(channels, frames);
  });
  take(
    Array.from({ length: source.channelCount }, () => new Float32Array(peakLookahead)),
    peakLookahead,
  );
  return { lufs: meter.integrated(), truePeakDb: linearToDb(peak) };
}

interface Candidate {
  gainDb: number;
  trimDb: number;
  lufs: number;
}

/** Pass 2: finishes the candidate gains side by side and measures each result. */
async function evaluate(source: ExportSource, gains: number[], ceilingDb: number, floor: number): Promise<Candidate[]> {
  const meters = gains.map(() => new LoudnessMeter(source.sampleRate, source.channelCount));
  const sinks = meters.map(
    (meter): ChunkSink =>
      (channels, frames) =>
        meter.add(channels, frames),
  );
  const finisher = new Finisher(
    source,
    gains.map((gainDb) => ({ gainDb, trimDb: 0, ceilingDb })),
    floor,
    sinks,
  );
  await source.stream((channels, frames) => finisher.push(channels, frames));
  finisher.end();
  const peaks = finisher.peaksDb();
  return gains.map((gainDb, k) => {
    // A residue over the ceiling is removed by a plain reduction, which lowers the loudness as much.
    const trimDb = peaks[k]! > ceilingDb ? ceilingDb - peaks[k]! - 0.05 : 0;
    return { gainDb, trimDb, lufs: meters[k]!.integrated() + trimDb };
  });
}

/** The gain where the loudness would cross the target, by the two candidates nearest it. */
function interpolate(candidates: readonly Candidate[], target: number): { gainDb: number; slope: number } {
  const [a, b] = [...candidates].sort((x, y) => Math.abs(x.lufs - target) - Math.abs(y.lufs - target));
  if (!a || !b || b.gainDb === a.gainDb) return { gainDb: a!.gainDb + (target - a!.lufs), slope: 1 };
  // LU gained per dB of gain: 1 without limiting, less the harder the limiter works.
  const slope = Math.min(1, Math.max(0.2, (b.lufs - a.lufs) / (b.gainDb - a.gainDb)));
  return { gainDb: a.gainDb + (target - a.lufs) / slope, slope };
}

/**
 * Plans the finishing of `source` to `target` LUFS under `ceilingDb` dBTP (passes 1 and 2).
 * With limiting, the plan's gain is interpolated between two finished candidates; the render
 * measures what it wrote, and `correct` says whether (and how) to render once more.
 */
export async function planFinishing(source: ExportSource, target: number, ceilingDb: number): Promise<FinishPlan> {
  const level = await measure(source);
  const plain = level.lufs <= silentLufs ? 0 : target - level.lufs;
  const floor = dbToLinear(ceilingDb - plain - maxExtraGainDb - 6);
  const base = { measuredLufs: level.lufs, ceilingDb, floor, slope: 1 };
  // Silence stays silence; and where the plain gain keeps every peak under the ceiling, the
  // limiter has nothing to do and the result is the target by construction.
  const over = level.truePeakDb + plain - ceilingDb;
  if (level.lufs <= silentLufs || over <= 0) return { ...base, gainDb: plain, trimDb: 0, finishedLufs: level.lufs + plain };
  // The more the peaks stand over the ceiling, the more the limiter takes: candidates around
  // what speech has needed (a third to a half of the overshoot), one pass for both.
  const near = Math.min(maxExtraGainDb, Math.max(0.25, over * 0.3));
  const far = Math.min(maxExtraGainDb, near + Math.max(0.5, over * 0.3));
  const tried = await evaluate(source, [plain + near, plain + far], ceilingDb, floor);
  const { gainDb, slope } = interpolate(tried, target);
  const chosen = Math.min(plain + maxExtraGainDb, Math.max(plain, gainDb));
  // A residue over the ceiling grows with the gain: the larger candidate's trim covers both.
  const trimDb = Math.min(...tried.map((c) => c.trimDb));
  return { ...base, gainDb: chosen, trimDb, finishedLufs: target, slope };
}

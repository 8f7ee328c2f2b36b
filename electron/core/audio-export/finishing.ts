import type { ChunkSink, PcmStream } from './export-source';
import { chunkFrames } from './export-source';
import { Limiter } from './limiter';
import { LoudnessPredictor, PeakProfile, segmentsPerStep, type LevelProfile } from './finish-predict';
import { LoudnessMeter, silentLufs } from './loudness-meter';
import { dbToLinear, linearToDb, PeakEnvelope, peakLookahead } from './true-peak';

/**
 * Loudness finishing of one export, which may be many parts (a joined render), in streaming
 * passes over its source so a 30-minute render never sits in memory whole:
 *
 * 1. Measure: the integrated loudness and true peak of the whole export as it will be joined
 *    (gaps and trimming included), hence the gain that reaches the target without limiting.
 *    Measuring also profiles the audio (finish-predict.ts) for step 2.
 * 2. Plan, only when that gain would push peaks over the ceiling: the limiter takes energy
 *    away, more the more gain it gets; the gain that lands on the target after limiting is found
 *    on the profile, without another pass over the audio.
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
  /** Where the limiter holds peaks: a little under the ceiling, so its few inter-sample overshoots stay under. */
  limitDb: number;
  /** Below this (linear) the envelope skips interpolation; the same in search and render. */
  floor: number;
  /** The finished export's loudness as planned before encoding. */
  finishedLufs: number;
  /** LU gained per dB of gain around the plan (1 where nothing is limited). */
  slope: number;
}

/** Above this much limiting, speech is audibly squashed: the search goes no further. */
export const maxExtraGainDb = 6;

/**
 * How far under the ceiling the limiter aims. Its output's inter-sample peaks follow the curve
 * closely but not exactly (a few hundredths of a dB over, where a peak meets a fast change of
 * gain); aiming this much lower keeps them under, so the render need not be repeated for them.
 */
const limitGuardDb = 0.1;

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
    private readonly source: PcmStream,
    plans: ReadonlyArray<Pick<FinishPlan, 'gainDb' | 'trimDb' | 'limitDb'>>,
    floor: number,
    private readonly sinks: ChunkSink[],
  ) {
    const channels = source.channelCount;
    this.envelope = new PeakEnvelope(channels, floor);
    this.limiters = plans.map(
      (plan) => new Limiter({ sampleRate: source.sampleRate, channels, gainDb: plan.gainDb, ceilingDb: plan.limitDb, trimDb: plan.trimDb }),
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

/** Pass 1: integrated loudness and true peak of the export as it stands, and its profile. */
export async function measure(source: PcmStream): Promise<{ lufs: number; truePeakDb: number; profile: LevelProfile }> {
  const meter = new LoudnessMeter(source.sampleRate, source.channelCount, segmentsPerStep);
  const profile = new PeakProfile(meter.framesPerStep);
  const envelope = new PeakEnvelope(source.channelCount, null);
  const peaks = new Float32Array(chunkFrames);
  const late = Array.from({ length: source.channelCount }, () => new Float32Array(chunkFrames));
  let peak = 0;
  // The envelope is peakLookahead frames late: its first values are from before the stream.
  let early = peakLookahead;
  const take = (channels: readonly Float32Array[], frames: number) => {
    envelope.push(channels, frames, peaks, late);
    for (let i = 0; i < frames; i++) if (peaks[i]! > peak) peak = peaks[i]!;
    const skip = Math.min(early, frames);
    early -= skip;
    profile.add(peaks, skip, frames);
  };
  await source.stream((channels, frames) => {
    meter.add(channels, frames);
    take(channels, frames);
  });
  take(
    Array.from({ length: source.channelCount }, () => new Float32Array(peakLookahead)),
    peakLookahead,
  );
  return {
    lufs: meter.integrated(),
    truePeakDb: linearToDb(peak),
    profile: { sampleRate: source.sampleRate, stepFrames: meter.framesPerStep, energies: meter.segments(), peaks: profile.values() },
  };
}

/**
 * Plans the finishing of `source` to `target` LUFS under `ceilingDb` dBTP (passes 1 and 2).
 * With limiting, the plan's gain is the one the profile predicts lands on the target; the render
 * measures what it wrote, and `correct` says whether (and how) to render once more.
 */
export async function planFinishing(source: PcmStream, target: number, ceilingDb: number): Promise<FinishPlan> {
  const level = await measure(source);
  const plain = level.lufs <= silentLufs ? 0 : target - level.lufs;
  const floor = dbToLinear(ceilingDb - plain - maxExtraGainDb - 6);
  const limitDb = ceilingDb - limitGuardDb;
  const base = { measuredLufs: level.lufs, ceilingDb, limitDb, floor, slope: 1 };
  // Silence stays silence; and where the plain gain keeps every peak under the limit, the
  // limiter has nothing to do and the result is the target by construction.
  if (level.lufs <= silentLufs || level.truePeakDb + plain <= limitDb)
    return { ...base, gainDb: plain, trimDb: 0, finishedLufs: level.lufs + plain };
  const { gainDb, slope } = new LoudnessPredictor(level.profile).solve(target, limitDb, plain, plain + maxExtraGainDb);
  return { ...base, gainDb, trimDb: 0, finishedLufs: target, slope };
}

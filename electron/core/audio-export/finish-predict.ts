import { lookaheadMs, releaseMs } from './limiter';
import { FloatList, gatedLoudness, segmentBounds } from './loudness-meter';
import { dbToLinear } from './true-peak';

/**
 * The limiter's effect on loudness, predicted from the measuring pass so the render can be the
 * only pass that limits. Measuring keeps, per 5 ms segment (the limiter's look-ahead), the
 * K-weighted energy and the largest true-peak envelope value: 1.6 numbers per millisecond of
 * audio, 3 MB for 30 minutes at 44.1 kHz. For a gain, the limiter's curve is replayed at that
 * resolution (the gain a segment's peak needs, reached a segment early, released as the limiter
 * releases) and the energies it leaves are gated as BS.1770 gates them. The render measures what
 * it wrote, so a prediction that misses costs a second render, never accuracy.
 */

/** Segments per 100 ms step: 5 ms each, the limiter's look-ahead. */
export const segmentsPerStep = 100 / lookaheadMs;

/** The largest true-peak envelope value (linear) of every segment, fed the envelope in stream order. */
export class PeakProfile {
  private readonly bounds: Int32Array;
  private segment = 0;
  private inStep = 0;
  private top = 0;
  private readonly peaks = new FloatList();

  constructor(private readonly stepFrames: number) {
    this.bounds = segmentBounds(stepFrames, segmentsPerStep);
  }

  /** Takes envelope values [from, to) of one chunk, the next frames of the stream. */
  add(envelope: Float32Array, from: number, to: number): void {
    let at = from;
    while (at < to) {
      const end = this.bounds[this.segment + 1]!;
      const stop = Math.min(to, at + end - this.inStep);
      let top = this.top;
      for (let i = at; i < stop; i++) if (envelope[i]! > top) top = envelope[i]!;
      this.top = top;
      this.inStep += stop - at;
      at = stop;
      if (this.inStep === end) this.completeSegment();
    }
  }

  values(): Float32Array {
    return this.peaks.values();
  }

  private completeSegment(): void {
    this.peaks.push(this.top);
    this.top = 0;
    this.segment++;
    if (this.inStep === this.stepFrames) {
      this.inStep = 0;
      this.segment = 0;
    }
  }
}

export interface LevelProfile {
  sampleRate: number;
  stepFrames: number;
  /** Per segment: K-weighted energy (Σ y² over channels) and largest true-peak envelope (linear). */
  energies: Float32Array;
  peaks: Float32Array;
}

/** Predicts integrated loudness (LUFS) of the profiled audio after `gainDb` and a limiter at `limitDb`. */
export class LoudnessPredictor {
  private readonly blocks: Float64Array;
  private readonly segments: number;
  /** Of what the limiter still holds back, the part left after a segment of release. */
  private readonly keep: number;

  constructor(private readonly profile: LevelProfile) {
    const steps = Math.floor(Math.min(profile.energies.length, profile.peaks.length) / segmentsPerStep);
    this.segments = steps * segmentsPerStep;
    this.blocks = new Float64Array(Math.max(0, steps - 3));
    const segmentFrames = profile.stepFrames / segmentsPerStep;
    this.keep = Math.exp(-segmentFrames / ((profile.sampleRate * releaseMs) / 1000));
  }

  lufs(gainDb: number, limitDb: number): number {
    const { energies, peaks, stepFrames } = this.profile;
    const power = dbToLinear(2 * gainDb);
    const threshold = dbToLinear(limitDb - gainDb);
    const needed = (j: number) => (j < this.segments && peaks[j]! > threshold ? threshold / peaks[j]! : 1);
    let held = 1;
    let step = 0;
    let steps = 0;
    let blockCount = 0;
    const recent = [0, 0, 0];
    let next = needed(0);
    for (let j = 0; j < this.segments; j++) {
      const here = next;
      next = needed(j + 1);
      const rising = 1 - (1 - held) * this.keep;
      held = Math.min(here, next, rising);
      step += power * held * held * energies[j]!;
      if ((j + 1) % segmentsPerStep !== 0) continue;
      if (++steps >= 4) this.blocks[blockCount++] = (recent[0]! + recent[1]! + recent[2]! + step) / (4 * stepFrames);
      recent.shift();
      recent.push(step);
      step = 0;
    }
    return gatedLoudness(this.blocks, blockCount);
  }

  /** The gain in [low, high] dB that the prediction puts on `target`, and LU gained per dB there. */
  solve(target: number, limitDb: number, low: number, high: number): { gainDb: number; slope: number } {
    let lo = low;
    let hi = high;
    if (this.lufs(hi, limitDb) <= target) lo = hi;
    for (let i = 0; i < 16 && hi - lo > 0.001; i++) {
      const mid = (lo + hi) / 2;
      if (this.lufs(mid, limitDb) < target) lo = mid;
      else hi = mid;
    }
    const slope = (this.lufs(lo + 0.25, limitDb) - this.lufs(lo - 0.25, limitDb)) / 0.5;
    return { gainDb: lo, slope: Math.min(1, Math.max(0.2, slope)) };
  }
}

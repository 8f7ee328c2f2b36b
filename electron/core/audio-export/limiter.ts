import { dbToLinear, interpolatedPeak, peakLookahead, ringSize } from './true-peak';

/**
 * A look-ahead true-peak limiter for finished speech, streaming. It is fed each frame with its
 * true-peak envelope (PeakEnvelope, which scales with any gain) and gives the frame back
 * `delay` frames later, multiplied by the gain and the limiter's curve:
 *
 * 1. needed[n]: the gain that brings the true peak at frame n down to the ceiling (≤ 1).
 * 2. A running minimum over the next `lookahead` frames, so the gain is already down when the
 *    peak arrives, then a release back towards 1 (no pumping on every syllable).
 * 3. A moving average over `lookahead + 1` frames: each averaged value comes only from frames
 *    whose minimum window covers n, so the smoothed gain never exceeds needed[n] — the ceiling
 *    holds — and it changes slowly enough (5 ms ramps) not to distort.
 *
 * Inter-sample peaks follow a slowly varying gain closely but not exactly, so the limiter also
 * measures the true peak of what it gives back (where the prediction comes within 1 dB of the
 * ceiling); a caller that finds it above the ceiling runs again with a plain reduction (`trimDb`).
 */

export const lookaheadMs = 5;
export const releaseMs = 80;

export interface LimiterSettings {
  sampleRate: number;
  channels: number;
  gainDb: number;
  ceilingDb: number;
  /** A plain gain change after limiting (dB, ≤ 0), to remove a residue above the ceiling. */
  trimDb?: number;
}

export class Limiter {
  /** Frames between a frame going in and coming out. */
  readonly delay: number;
  private readonly lookahead: number;
  private readonly threshold: number;
  private readonly gain: number;
  private readonly outputGain: number;
  private readonly releaseStep: number;
  private readonly near: number;
  private readonly mask: number;
  /** Input frames and their envelope, by frame index (ring). */
  private readonly input: Float32Array[];
  private readonly envelope: Float32Array;
  /** The running minimum's monotonic queue: frame indices whose needed gain rises front to back. */
  private readonly queueIndex: Int32Array;
  private readonly queueValue: Float32Array;
  private queueHead = 0;
  private queueTail = 0;
  /** The released gains of the last lookahead + 1 frames, for the moving average. */
  private readonly released: Float32Array;
  private releasedSum: number;
  private held = 1;
  private slot = 0;
  /** Per chunk: the curve, and whether the output's interpolated peak needs checking. */
  private curve = new Float32Array(0);
  private check = new Uint8Array(0);
  /** The output's last frames per channel, for its interpolated peaks. */
  private readonly output: Float32Array[];
  private readonly outputMask: number;
  private readonly curveRing: Float32Array;
  private received = 0;
  /** The largest true peak given back (linear). */
  peak = 0;

  constructor(settings: LimiterSettings) {
    const { sampleRate, channels, gainDb, ceilingDb } = settings;
    this.lookahead = Math.max(1, Math.round((sampleRate * lookaheadMs) / 1000));
    this.delay = this.lookahead;
    // Compare the envelope with the ceiling moved by the gain instead of scaling every value.
    this.threshold = dbToLinear(ceilingDb - gainDb);
    this.gain = dbToLinear(gainDb);
    this.outputGain = this.gain * dbToLinear(settings.trimDb ?? 0);
    this.near = dbToLinear(ceilingDb - 1);
    this.releaseStep = 1 - Math.exp(-1 / ((sampleRate * releaseMs) / 1000));
    // The envelope is read again peakLookahead frames after its frame leaves (the output check).
    const size = ringSize(this.lookahead + peakLookahead + 2);
    this.mask = size - 1;
    this.input = Array.from({ length: channels }, () => new Float32Array(size));
    this.envelope = new Float32Array(size);
    this.queueIndex = new Int32Array(size);
    this.queueValue = new Float32Array(size);
    this.released = new Float32Array(this.lookahead + 1).fill(1);
    this.releasedSum = this.lookahead + 1;
    const outputSize = ringSize(2 * peakLookahead);
    this.outputMask = outputSize - 1;
    this.output = Array.from({ length: channels }, () => new Float32Array(outputSize));
    this.curveRing = new Float32Array(outputSize);
  }

  /**
   * Takes `frames` frames and their envelope; writes the frames `delay` earlier, finished, to
   * `out` (before the stream's first `delay` frames, zeros the caller skips). Three tight loops
   * over the chunk (the curve, then each channel) with the state in locals: this runs for every
   * frame of every candidate gain.
   */
  push(channels: readonly Float32Array[], envelope: Float32Array, frames: number, out: Float32Array[]): void {
    if (this.curve.length < frames) {
      this.curve = new Float32Array(frames);
      this.check = new Uint8Array(frames);
    }
    const { mask, outputMask, lookahead, threshold, releaseStep, queueIndex, queueValue, released, curve, check, curveRing } = this;
    const envelopeRing = this.envelope;
    const window = lookahead + 1;
    const start = this.received;
    const predictedScale = this.gain;
    const near = this.near;
    // Imported bindings read through an accessor where modules are not bundled (tsx, tests): locals.
    const reach = peakLookahead;
    const peakBetween = interpolatedPeak;
    let { queueHead: head, queueTail: tail, held, releasedSum: sum, slot } = this;
    for (let i = 0; i < frames; i++) {
      const at = start + i;
      const peak = envelope[i]!;
      envelopeRing[at & mask] = peak;
      const needed = peak > threshold ? threshold / peak : 1;
      while (tail > head && queueValue[(tail - 1) & mask]! >= needed) tail--;
      queueIndex[tail & mask] = at;
      queueValue[tail & mask] = needed;
      tail++;
      // Frame n's window [n, n + lookahead] is complete now that frame `at` has arrived.
      const n = at - lookahead;
      let value = 1;
      if (n >= 0) {
        if (queueIndex[head & mask]! < n) head++;
        const minimum = queueValue[head & mask]!;
        const rising = held + (1 - held) * releaseStep;
        held = minimum < rising ? minimum : rising;
        sum += held - released[slot]!;
        released[slot] = held;
        slot = slot + 1 === window ? 0 : slot + 1;
        value = sum / window;
      }
      curve[i] = value;
      curveRing[n & outputMask] = value;
      // The output between frames m and m + 1 is known once frame n = m + 6 is; only where the
      // envelope predicts a peak near the ceiling is it worth interpolating.
      const m = n - reach;
      check[i] = m >= 0 && envelopeRing[m & mask]! * predictedScale * curveRing[m & outputMask]! >= near ? 1 : 0;
    }
    this.queueHead = head;
    this.queueTail = tail;
    this.held = held;
    this.releasedSum = sum;
    this.slot = slot;
    const scale = this.outputGain;
    let top = this.peak;
    for (let c = 0; c < out.length; c++) {
      const ring = this.input[c]!;
      const input = channels[c]!;
      const output = out[c]!;
      const outputRing = this.output[c]!;
      for (let i = 0; i < frames; i++) {
        const at = start + i;
        ring[at & mask] = input[i]!;
        const n = at - lookahead;
        const y = n < 0 ? 0 : ring[n & mask]! * scale * curve[i]!;
        output[i] = y;
        outputRing[n & outputMask] = y;
        const magnitude = y < 0 ? -y : y;
        if (magnitude > top) top = magnitude;
        if (check[i] === 1) {
          const between = peakBetween(outputRing, outputMask, n);
          if (between > top) top = between;
        }
      }
    }
    this.peak = top;
    this.received += frames;
  }
}

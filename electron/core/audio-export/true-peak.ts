/**
 * Inter-sample ("true") peaks per ITU-R BS.1770 Annex 2: the signal is upsampled four times with
 * a band-limiting FIR and the largest magnitude is taken. The filter here is a Kaiser-windowed
 * sinc, 12 taps per phase, as in the Recommendation's example filter, designed once at load.
 *
 * Everything here streams: samples live in power-of-two rings, and the interpolated points
 * between samples n and n + 1 are known once sample n + `peakLookahead` has arrived.
 */
const oversampling = 4;
const tapsPerPhase = 12;
const kaiserBeta = 8;
const half = tapsPerPhase / 2;

/** Samples after n that the interpolation between n and n + 1 reads. */
export const peakLookahead = half;

function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  for (let k = 1; k < 30; k++) {
    term *= (x / (2 * k)) ** 2;
    sum += term;
  }
  return sum;
}

/**
 * The three in-between phases, flattened: taps[(p - 1) * 12 + k] weighs x[n + half - k] in the
 * interpolated value at n + p/4, a windowed sinc at distance p/4 - half + k.
 */
const taps = new Float64Array((oversampling - 1) * tapsPerPhase);
for (let p = 1; p < oversampling; p++) {
  for (let k = 0; k < tapsPerPhase; k++) {
    const tau = p / oversampling - half + k;
    const sinc = tau === 0 ? 1 : Math.sin(Math.PI * tau) / (Math.PI * tau);
    const edge = Math.min(1, Math.abs(tau) / half);
    taps[(p - 1) * tapsPerPhase + k] = (sinc * besselI0(kaiserBeta * Math.sqrt(1 - edge * edge))) / besselI0(kaiserBeta);
  }
}

/** Ring size for a stage that keeps `reach` samples behind its newest: a power of two for masking. */
export function ringSize(reach: number): number {
  let size = 16;
  while (size < reach + 1) size *= 2;
  return size;
}

/**
 * The largest magnitude among the interpolated points between samples newest - 6 and newest - 5
 * of a ring (`mask` = its length − 1). Samples never written are zeros, as before a stream starts.
 */
export function interpolatedPeak(ring: Float32Array, mask: number, newest: number): number {
  let peak = 0;
  for (let p = 0; p < oversampling - 1; p++) {
    const offset = p * tapsPerPhase;
    let sum = 0;
    for (let k = 0; k < tapsPerPhase; k++) sum += taps[offset + k]! * ring[(newest - k) & mask]!;
    const magnitude = sum < 0 ? -sum : sum;
    if (magnitude > peak) peak = magnitude;
  }
  return peak;
}

export const dbToLinear = (db: number): number => 10 ** (db / 20);
export const linearToDb = (value: number): number => (value > 0 ? 20 * Math.log10(value) : -Infinity);

/**
 * Per frame, the largest magnitude among the sample and the interpolated points after it, over
 * all channels, `peakLookahead` frames late. Interpolation is skipped where both neighbours are
 * below `floor` (linear): a band-limited signal's inter-sample peaks exceed its sample peaks by a
 * few dB at most, so a floor 6 dB under the level of interest loses nothing that matters and saves
 * most of the work. The envelope scales with the signal, so one computed before a gain serves
 * after it. With `floor` of null the floor follows half the largest sample seen so far, which is
 * enough to find the true peak of the whole stream.
 */
export class PeakEnvelope {
  /** The last samples per channel (ring). */
  readonly rings: Float32Array[];
  readonly mask: number;
  private received = 0;
  private samplePeak = 0;

  constructor(
    channels: number,
    private readonly floor: number | null,
  ) {
    const size = ringSize(tapsPerPhase);
    this.mask = size - 1;
    this.rings = Array.from({ length: channels }, () => new Float32Array(size));
  }

  /**
   * Takes `frames` new frames and writes, for each, the frame `peakLookahead` earlier into
   * `delayed` and its envelope into `out` (zeros before the stream's start, which the caller skips).
   */
  push(channels: readonly Float32Array[], frames: number, out: Float32Array, delayed: Float32Array[]): void {
    const { mask, rings } = this;
    out.fill(0, 0, frames);
    for (let c = 0; c < rings.length; c++) {
      const ring = rings[c]!;
      const input = channels[c]!;
      const late = delayed[c]!;
      let peak = this.samplePeak;
      let at = this.received;
      for (let i = 0; i < frames; i++, at++) {
        const x = input[i]!;
        ring[at & mask] = x;
        const magnitude = x < 0 ? -x : x;
        if (magnitude > peak) peak = magnitude;
        // Frame n = at - lookahead and its neighbour n + 1.
        const n = at - half;
        const a = ring[n & mask]!;
        late[i] = a;
        const b = ring[(n + 1) & mask]!;
        const aa = a < 0 ? -a : a;
        const bb = b < 0 ? -b : b;
        let value = aa > out[i]! ? aa : out[i]!;
        const floor = this.floor ?? peak / 2;
        if (aa >= floor || bb >= floor) {
          const between = interpolatedPeak(ring, mask, at);
          if (between > value) value = between;
        }
        out[i] = value;
      }
      this.samplePeak = peak;
    }
    this.received += frames;
  }
}

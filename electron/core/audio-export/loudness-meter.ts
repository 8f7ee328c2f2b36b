/**
 * Integrated loudness per ITU-R BS.1770-4 / EBU R128, streaming: audio is fed in chunks of any
 * size and only the 400 ms block energies are kept (ten numbers a second), so a 30-minute render
 * is measured without ever being whole in memory. The K-weighting filter's coefficients are
 * derived for the stream's rate exactly as libebur128 does (the reference C library behind
 * ffmpeg's and most players' meters); tests hold it to ffmpeg's ebur128 filter and to
 * ebur128-wasm (the Rust port) on speech, noise and tones.
 */

/** Silence and near-silence have no integrated loudness (every block is gated out). */
export const silentLufs = -70;

const absoluteGateEnergy = 10 ** ((silentLufs + 0.691) / 10);
const relativeGateFactor = 10 ** (-10 / 10);

/** The two K-weighting stages (high shelf, then the RLB high-pass) for a sample rate. */
function kWeighting(rate: number): Float64Array {
  let f0 = 1681.974450955533;
  const gainDb = 3.999843853973347;
  let q = 0.7071752369554196;
  let k = Math.tan((Math.PI * f0) / rate);
  const vh = 10 ** (gainDb / 20);
  const vb = vh ** 0.4996667741545416;
  let a0 = 1 + k / q + k * k;
  const shelf = [
    (vh + (vb * k) / q + k * k) / a0,
    (2 * (k * k - vh)) / a0,
    (vh - (vb * k) / q + k * k) / a0,
    (2 * (k * k - 1)) / a0,
    (1 - k / q + k * k) / a0,
  ];
  f0 = 38.13547087602444;
  q = 0.5003270373238773;
  k = Math.tan((Math.PI * f0) / rate);
  a0 = 1 + k / q + k * k;
  // libebur128 keeps the high-pass's numerator at 1, −2, 1 (its gain at 1 kHz is 1 within 0.01 dB).
  const highPass = [1, -2, 1, (2 * (k * k - 1)) / a0, (1 - k / q + k * k) / a0];
  return Float64Array.from([...shelf, ...highPass]);
}

/**
 * The integrated loudness (LUFS) of 400 ms block energies by BS.1770's two gates: blocks under
 * the absolute gate (−70 LUFS) are dropped, then those 10 LU under the mean of the rest.
 */
export function gatedLoudness(blocks: Float64Array, blockCount: number): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < blockCount; i++) {
    const block = blocks[i]!;
    if (block < absoluteGateEnergy) continue;
    sum += block;
    count++;
  }
  if (count === 0) return silentLufs;
  const relativeGate = (sum / count) * relativeGateFactor;
  sum = 0;
  count = 0;
  for (let i = 0; i < blockCount; i++) {
    const block = blocks[i]!;
    if (block < absoluteGateEnergy || block < relativeGate) continue;
    sum += block;
    count++;
  }
  const lufs = -0.691 + 10 * Math.log10(sum / count);
  return Number.isFinite(lufs) && lufs > silentLufs ? lufs : silentLufs;
}

/**
 * Where a 100 ms step is cut into `segments` stretches (frame offsets, from 0 to `stepFrames`):
 * the same cuts for the meter's energies and the finishing's peaks, so the two line up.
 */
export function segmentBounds(stepFrames: number, segments: number): Int32Array {
  return Int32Array.from({ length: segments + 1 }, (_, k) => Math.round((k * stepFrames) / segments));
}

/** Numbers appended one at a time into a typed array that doubles when full (a long export's profile). */
export class FloatList {
  private items = new Float32Array(4096);
  private count = 0;

  push(value: number): void {
    if (this.count === this.items.length) {
      const grown = new Float32Array(this.count * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.count++] = value;
  }

  values(): Float32Array {
    return this.items.subarray(0, this.count);
  }
}

export class LoudnessMeter {
  private readonly coefficients: Float64Array;
  /** Per channel: the shelf's two last inputs and outputs, then the high-pass's. */
  private readonly state: Float64Array;
  /** Frames in 100 ms, the step between blocks; a block is four steps. */
  private readonly stepFrames: number;
  private stepFilled = 0;
  private stepEnergy = 0;
  /** The last three completed steps' energies (a block adds the current one). */
  private readonly recent = new Float64Array(3);
  private steps = 0;
  private blocks = new Float64Array(1024);
  private blockCount = 0;
  /** With segments asked for: where each step is cut, and the K-weighted energy of every segment. */
  private readonly bounds: Int32Array;
  private segment = 0;
  private segmentEnergy = 0;
  private readonly segmentEnergies: FloatList | null = null;

  /** `segmentsPerStep` > 1 also keeps the energy of each stretch of a step (`segmentBounds`). */
  constructor(
    sampleRate: number,
    private readonly channelCount: number,
    segmentsPerStep = 1,
  ) {
    this.coefficients = kWeighting(sampleRate);
    this.state = new Float64Array(channelCount * 8);
    this.stepFrames = Math.floor((sampleRate + 5) / 10);
    this.bounds = segmentBounds(this.stepFrames, segmentsPerStep);
    if (segmentsPerStep > 1) this.segmentEnergies = new FloatList();
  }

  get framesPerStep(): number {
    return this.stepFrames;
  }

  /** Feeds `frames` frames (one array per channel, each at least that long). */
  add(channels: readonly Float32Array[], frames: number): void {
    let at = 0;
    while (at < frames) {
      const end = this.bounds[this.segment + 1]!;
      const take = Math.min(frames - at, end - this.stepFilled);
      let energy = 0;
      for (let c = 0; c < this.channelCount; c++) energy += this.filter(channels[c]!, c, at, at + take);
      this.stepEnergy += energy;
      this.segmentEnergy += energy;
      this.stepFilled += take;
      at += take;
      if (this.stepFilled === end) this.completeSegment();
      if (this.stepFilled === this.stepFrames) this.completeStep();
    }
  }

  /** The K-weighted energy (Σ y² over channels) of each completed segment, in order. */
  segments(): Float32Array {
    return this.segmentEnergies?.values() ?? new Float32Array(0);
  }

  private completeSegment(): void {
    this.segment = this.segment + 2 === this.bounds.length ? 0 : this.segment + 1;
    this.segmentEnergies?.push(this.segmentEnergy);
    this.segmentEnergy = 0;
  }

  /** K-weights samples [from, to) of one channel, carrying the filter's state; returns Σ y². */
  private filter(input: Float32Array, channel: number, from: number, to: number): number {
    const k = this.coefficients;
    const b0 = k[0]!;
    const b1 = k[1]!;
    const b2 = k[2]!;
    const a1 = k[3]!;
    const a2 = k[4]!;
    const h1 = k[8]!;
    const h2 = k[9]!;
    const s = this.state;
    const o = channel * 8;
    let x1 = s[o]!;
    let x2 = s[o + 1]!;
    let y1 = s[o + 2]!;
    let y2 = s[o + 3]!;
    let z1 = s[o + 4]!;
    let z2 = s[o + 5]!;
    let w1 = s[o + 6]!;
    let w2 = s[o + 7]!;
    let energy = 0;
    for (let i = from; i < to; i++) {
      const x = input[i]!;
      const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
      x2 = x1;
      x1 = x;
      y2 = y1;
      y1 = y;
      // The high-pass's numerator is 1, −2, 1.
      const w = y - 2 * z1 + z2 - h1 * w1 - h2 * w2;
      z2 = z1;
      z1 = y;
      w2 = w1;
      w1 = w;
      energy += w * w;
    }
    s[o] = x1;
    s[o + 1] = x2;
    s[o + 2] = y1;
    s[o + 3] = y2;
    s[o + 4] = z1;
    s[o + 5] = z2;
    s[o + 6] = w1;
    s[o + 7] = w2;
    return energy;
  }

  private completeStep(): void {
    const energy = this.stepEnergy;
    this.steps++;
    if (this.steps >= 4) {
      const block = (this.recent[0]! + this.recent[1]! + this.recent[2]! + energy) / (4 * this.stepFrames);
      if (this.blockCount === this.blocks.length) {
        const grown = new Float64Array(this.blocks.length * 2);
        grown.set(this.blocks);
        this.blocks = grown;
      }
      this.blocks[this.blockCount++] = block;
    }
    this.recent[0] = this.recent[1]!;
    this.recent[1] = this.recent[2]!;
    this.recent[2] = energy;
    this.stepEnergy = 0;
    this.stepFilled = 0;
  }

  /** Integrated loudness (LUFS) of everything fed so far; `silentLufs` when every block is gated out. */
  integrated(): number {
    return gatedLoudness(this.blocks, this.blockCount);
  }
}

/** Integrated loudness of audio held whole (tests, bench and short clips). */
export function integratedLoudness(audio: { sampleRate: number; channels: Float32Array[] }): number {
  const meter = new LoudnessMeter(audio.sampleRate, audio.channels.length);
  meter.add(audio.channels, audio.channels[0]?.length ?? 0);
  return meter.integrated();
}

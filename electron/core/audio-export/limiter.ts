import { dbToLinear } from './true-peak';

/**
 * A look-ahead true-peak limiter for finished speech. Offline, so it sees the whole part at once,
 * and works from the part's true-peak envelope (truePeakEnvelope), which scales with any gain:
 *
 * 1. needed[n]: the gain that brings the true peak at sample n down to the ceiling (≤ 1).
 * 2. A running minimum over the next `lookahead` samples, so the gain is already down when the
 *    peak arrives, then a release back towards 1 (no pumping on every syllable).
 * 3. A moving average over `lookahead + 1` samples: each averaged value comes only from samples
 *    whose minimum window covers n, so the smoothed gain never exceeds needed[n] — the ceiling
 *    holds — and it changes slowly enough (5 ms ramps) not to distort.
 *
 * Inter-sample peaks follow a slowly varying gain closely but not exactly, so the caller checks
 * the result and removes any residue with a plain gain reduction.
 */

const lookaheadMs = 5;
const releaseMs = 80;

/**
 * The curve and the running minimum's scratch live in buffers kept for the worker's life and
 * grown to the longest part: a joined export asks for three curves per part, and fresh arrays of
 * a part's length each time would leave the collector far behind (hundreds of MB of garbage on a
 * 30-minute render). Each export runs in its own worker, which frees them when it ends.
 */
const scratch = { curve: new Float32Array(0), suffix: new Float32Array(0) };
function scratchOf(key: keyof typeof scratch, frames: number): Float32Array {
  if (scratch[key].length < frames) scratch[key] = new Float32Array(frames);
  return scratch[key].subarray(0, frames);
}

/**
 * The limiter's gain curve for a part whose envelope is `envelope` once multiplied by
 * `gainDb`, or null when no peak reaches the ceiling (nothing to limit). The curve is valid until
 * the next call (it lives in the shared scratch buffer).
 */
export function limiterCurve(envelope: Float32Array, sampleRate: number, gainDb: number, ceilingDb: number): Float32Array | null {
  const frames = envelope.length;
  // Compare the envelope with the ceiling moved by the gain instead of scaling every value.
  const threshold = dbToLinear(ceilingDb - gainDb);
  let needed: Float32Array | null = null;
  for (let i = 0; i < frames; i++) {
    const peak = envelope[i]!;
    if (peak > threshold) {
      needed ??= scratchOf('curve', frames).fill(1);
      needed[i] = threshold / peak;
    }
  }
  if (!needed) return null;
  const lookahead = Math.max(1, Math.round((sampleRate * lookaheadMs) / 1000));
  // Every step works in place on `needed`: a 30-minute render's parts are long, and each frame
  // of curve held twice would be that much more memory per part.
  runningMinimumAhead(needed, lookahead);
  const releaseStep = 1 - Math.exp(-1 / ((sampleRate * releaseMs) / 1000));
  let gain = 1;
  for (let i = 0; i < frames; i++) {
    const released = gain + (1 - gain) * releaseStep;
    const held = needed[i]!;
    gain = held < released ? held : released;
    needed[i] = gain;
  }
  movingAverageBehind(needed, lookahead + 1);
  return needed;
}

/** How much quieter (dB, ≤ 0) the curve makes the part: the energy it removes. */
export function energyChangeDb(channels: readonly Float32Array[], curve: Float32Array | null): number {
  if (!curve) return 0;
  let before = 0;
  let after = 0;
  for (const channel of channels) {
    for (let i = 0; i < channel.length; i++) {
      const e = channel[i]! * channel[i]!;
      before += e;
      after += e * curve[i]! * curve[i]!;
    }
  }
  return before > 0 && after > 0 ? 10 * Math.log10(after / before) : 0;
}

/** Multiplies every sample by the gain and, when there is one, by the limiter's curve (in place). */
export function applyGainAndCurve(channels: readonly Float32Array[], gainDb: number, curve: Float32Array | null): void {
  const gain = dbToLinear(gainDb);
  for (const channel of channels) {
    if (curve) for (let i = 0; i < channel.length; i++) channel[i] = channel[i]! * gain * curve[i]!;
    else if (gain !== 1) for (let i = 0; i < channel.length; i++) channel[i] = channel[i]! * gain;
  }
}

/**
 * values[n] ← min(values[n .. n + window]) by van Herk / Gil-Werman: minima running forward and
 * backward inside blocks of window + 1 values, so each output is the smaller of two lookups. The
 * backward minima need a second array; the forward ones are built in place.
 */
function runningMinimumAhead(values: Float32Array, window: number): void {
  const n = values.length;
  const block = window + 1;
  const suffix = scratchOf('suffix', n);
  for (let start = 0; start < n; start += block) {
    const end = Math.min(n, start + block);
    let low = Infinity;
    // Comparisons rather than Math.min: these loops run over every frame of every part.
    for (let i = end - 1; i >= start; i--) {
      const value = values[i]!;
      if (value < low) low = value;
      suffix[i] = low;
    }
    low = Infinity;
    for (let i = start; i < end; i++) {
      const value = values[i]!;
      if (value < low) low = value;
      values[i] = low;
    }
  }
  // [i, i + window] starts in i's block and ends in the next one (or at the array's end); the
  // forward minimum read at i + window is still unwritten when i is written.
  for (let i = 0; i < n; i++) {
    const last = i + window;
    const behind = suffix[i]!;
    const ahead = last < n ? values[last]! : behind;
    values[i] = ahead < behind ? ahead : behind;
  }
}

/** values[n] ← mean(values[n - window + 1 .. n]); values before the start count as 1 (no change). */
function movingAverageBehind(values: Float32Array, window: number): void {
  // The inputs leaving the window, kept in a ring since their slots are already overwritten.
  const ring = new Float32Array(window).fill(1);
  let sum = window;
  for (let i = 0; i < values.length; i++) {
    const slot = i % window;
    const value = values[i]!;
    sum += value - ring[slot]!;
    ring[slot] = value;
    values[i] = sum / window;
  }
}

/**
 * Inter-sample ("true") peaks per ITU-R BS.1770 Annex 2: the signal is upsampled four times with
 * a band-limiting FIR and the largest magnitude is taken. The filter here is a Kaiser-windowed
 * sinc, 12 taps per phase, as in the Recommendation's example filter, designed once at load.
 */
const oversampling = 4;
const tapsPerPhase = 12;
const kaiserBeta = 8;

function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  for (let k = 1; k < 30; k++) {
    term *= (x / (2 * k)) ** 2;
    sum += term;
  }
  return sum;
}

const half = tapsPerPhase / 2;

/**
 * phases[p][k]: the weight of x[i + half - k] in the interpolated value at i + p/4, that is a
 * windowed sinc at distance tau = p/4 - half + k (the window spans -half..half samples).
 */
const phases: Float64Array[] = Array.from({ length: oversampling }, (_, p) => {
  const phase = new Float64Array(tapsPerPhase);
  for (let k = 0; k < tapsPerPhase; k++) {
    const tau = p / oversampling - half + k;
    const sinc = tau === 0 ? 1 : Math.sin(Math.PI * tau) / (Math.PI * tau);
    const edge = Math.min(1, Math.abs(tau) / half);
    phase[k] = (sinc * besselI0(kaiserBeta * Math.sqrt(1 - edge * edge))) / besselI0(kaiserBeta);
  }
  return phase;
});

/**
 * Per sample, the largest magnitude among the sample and the interpolated points after it, over
 * all channels. Interpolation is skipped where both neighbours are below `floor` (linear): a
 * band-limited signal's inter-sample peaks exceed its sample peaks by a few dB at most, so a
 * floor 6 dB under the level of interest loses nothing that matters and saves most of the work.
 * The envelope scales with the signal, so one computed before a gain serves after it.
 */
export function truePeakEnvelope(channels: readonly Float32Array[], floor = 0): Float32Array {
  const n = channels[0]?.length ?? 0;
  const envelope = new Float32Array(n);
  for (const samples of channels) {
    for (let i = 0; i < n; i++) {
      const a = Math.abs(samples[i]!);
      if (a > envelope[i]!) envelope[i] = a;
    }
    for (let i = 0; i < n; i++) {
      if (Math.abs(samples[i]!) < floor && (i + 1 >= n || Math.abs(samples[i + 1]!) < floor)) continue;
      const peak = interpolatedPeakAfter(samples, i);
      if (peak > envelope[i]!) envelope[i] = peak;
    }
  }
  return envelope;
}

/** The largest magnitude among the three interpolated points between samples i and i + 1. */
export function interpolatedPeakAfter(samples: Float32Array, i: number): number {
  const n = samples.length;
  const base = i + half;
  let peak = 0;
  const interior = base - (tapsPerPhase - 1) >= 0 && base < n;
  for (let p = 1; p < oversampling; p++) {
    const phase = phases[p]!;
    let sum = 0;
    if (interior) {
      for (let k = 0; k < tapsPerPhase; k++) sum += phase[k]! * samples[base - k]!;
    } else {
      for (let k = 0; k < tapsPerPhase; k++) {
        const j = base - k;
        if (j >= 0 && j < n) sum += phase[k]! * samples[j]!;
      }
    }
    const magnitude = Math.abs(sum);
    if (magnitude > peak) peak = magnitude;
  }
  return peak;
}

export const dbToLinear = (db: number): number => 10 ** (db / 20);
export const linearToDb = (value: number): number => (value > 0 ? 20 * Math.log10(value) : -Infinity);

/** The true peak of all channels in dBTP. */
export function truePeakDb(channels: readonly Float32Array[]): number {
  let samplePeak = 0;
  for (const channel of channels) for (let i = 0; i < channel.length; i++) samplePeak = Math.max(samplePeak, Math.abs(channel[i]!));
  const envelope = truePeakEnvelope(channels, samplePeak / 2);
  let peak = 0;
  for (let i = 0; i < envelope.length; i++) if (envelope[i]! > peak) peak = envelope[i]!;
  return linearToDb(peak);
}

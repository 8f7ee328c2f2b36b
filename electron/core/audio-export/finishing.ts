import { applyGainAndCurve, energyChangeDb, limiterCurve } from './limiter';
import { integratedLoudness, silentLufs } from './loudness-meter';
import type { PcmAudio } from './pcm';
import { dbToLinear, interpolatedPeakAfter, linearToDb, truePeakEnvelope } from './true-peak';

/**
 * Loudness finishing of one export, which may be many parts (a joined render). Parts are measured
 * one at a time so a 30-minute render never sits in memory whole; the whole's integrated loudness
 * is then the duration-weighted energy mean of the parts' — exact for one part, and for speech
 * parts of one voice within a few hundredths of a LU of measuring the join (the relative gate
 * drops the same pauses either way). One gain for all parts keeps their levels as generated.
 */

export interface PartLevel {
  lufs: number;
  frames: number;
  /** How much quieter the true-peak limiter will make this part at the planned level (dB, ≤ 0). */
  limiterChangeDb: number;
}

/** A part's true-peak envelope and the level (linear) below which it was not interpolated. */
export interface PeakEnvelope {
  values: Float32Array;
  floor: number;
}

export interface LoudnessPlan {
  measuredLufs: number;
  gainDb: number;
}

/** Measures one part (already at the output rate) for a loudness target. */
export function measurePart(audio: PcmAudio, target: number, ceilingDb: number): PartLevel & { envelope?: PeakEnvelope } {
  const lufs = integratedLoudness(audio);
  const frames = audio.channels[0]?.length ?? 0;
  if (lufs <= silentLufs) return { lufs, frames, limiterChangeDb: 0 };
  // A dry run of the limiter at the gain this part alone would get, then once more with that
  // loss made up, since making it up pushes more peaks into the limiter. The envelope is taken
  // once, before any gain (it scales with the signal), with room below the ceiling for both runs.
  const gain = target - lufs;
  const floor = dbToLinear(ceilingDb - gain - 8);
  const envelope = truePeakEnvelope(audio.channels, floor);
  const first = energyChangeDb(audio.channels, limiterCurve(envelope, audio.sampleRate, gain, ceilingDb));
  const second = energyChangeDb(audio.channels, limiterCurve(envelope, audio.sampleRate, gain - first, ceilingDb));
  return { lufs, frames, limiterChangeDb: second, envelope: { values: envelope, floor } };
}

export function planLoudness(levels: readonly PartLevel[], target: number): LoudnessPlan {
  let energy = 0;
  let frames = 0;
  let change = 0;
  for (const level of levels) {
    if (level.lufs <= silentLufs) continue;
    energy += level.frames * 10 ** (level.lufs / 10);
    change += level.frames * level.limiterChangeDb;
    frames += level.frames;
  }
  if (frames === 0) return { measuredLufs: silentLufs, gainDb: 0 };
  const measuredLufs = 10 * Math.log10(energy / frames);
  return { measuredLufs, gainDb: target - measuredLufs - change / frames };
}

/**
 * Applies the planned gain and keeps the true peak under the ceiling (in place): the limiter
 * first, then, should interpolation still find a peak above it, a plain gain reduction. Returns
 * the true peak of the result (dBTP).
 */
export function finishPart(audio: PcmAudio, gainDb: number, ceilingDb: number, measured?: PeakEnvelope): number {
  // The envelope measured before is reused when it was interpolated down to 6 dB under the
  // ceiling at this gain (it is, unless the plan moved the gain by more than 2 dB).
  const floor = dbToLinear(ceilingDb - gainDb - 6);
  const envelope = measured && measured.floor <= floor ? measured.values : truePeakEnvelope(audio.channels, floor);
  const curve = limiterCurve(envelope, audio.sampleRate, gainDb, ceilingDb);
  applyGainAndCurve(audio.channels, gainDb, curve);
  // Only where the prediction comes within 1 dB of the ceiling can the result exceed it.
  const gain = dbToLinear(gainDb);
  const near = dbToLinear(ceilingDb - 1);
  let peak = 0;
  for (let i = 0; i < envelope.length; i++) {
    const predicted = envelope[i]! * gain * (curve ? curve[i]! : 1);
    if (predicted > peak) peak = predicted;
    if (predicted < near) continue;
    for (const channel of audio.channels) peak = Math.max(peak, Math.abs(channel[i]!), interpolatedPeakAfter(channel, i));
  }
  const peakDb = linearToDb(peak);
  if (peakDb <= ceilingDb) return peakDb;
  const reduction = ceilingDb - peakDb - 0.05;
  applyGainAndCurve(audio.channels, reduction, null);
  return peakDb + reduction;
}

import {
  chunkFrames,
  dbToLinear,
  linearToDb,
  maxExtraGainDb,
  PeakEnvelope,
  peakLookahead,
  planFinishing,
  type FinishPlan,
  type PcmStream,
} from '../audio-export';
import { presetLimits, type LoudnessPreset } from '../../../shared/model/deliverables';

/**
 * How one chapter is finished for a loudness preset: one gain for the whole chapter (its levels
 * stay as generated relative to each other) and the true-peak limiter where that gain would push
 * peaks over the ceiling. Podcast and broadcast aim at integrated loudness, planned by the clip
 * export's finishing (measure, then the gain the limiter's predicted effect lands on the target);
 * ACX aims at RMS, the measure it judges.
 */

export type ChapterPlan = Pick<FinishPlan, 'gainDb' | 'trimDb' | 'limitDb' | 'floor'>;

/**
 * Ceilings the limiter holds, under the preset's promise: lossy codecs' decoded peaks overshoot
 * their input by up to a dB (AES TD1004), so a book with a lossy file aims lower.
 */
export function ceilingFor(preset: LoudnessPreset, lossy: boolean): number {
  if (preset === 'acx') return presetLimits.acx.peakDb - (lossy ? 1 : 0.2);
  return -1 - (lossy ? 1.2 : 0.2);
}

/** ACX's RMS window is −23…−18 dBFS: aim at its middle, less what limiting usually takes. */
export const acxRmsTargetDb = -20.3;
const limitGuardDb = 0.1;

/** RMS and true peak of a stream (ACX planning). */
async function rmsAndPeak(stream: PcmStream): Promise<{ rmsDb: number; truePeakDb: number }> {
  const envelope = new PeakEnvelope(stream.channelCount, null);
  const peaks = new Float32Array(chunkFrames);
  const late = Array.from({ length: stream.channelCount }, () => new Float32Array(chunkFrames));
  let sum = 0;
  let peak = 0;
  const take = (channels: readonly Float32Array[], frames: number) => {
    envelope.push(channels, frames, peaks, late);
    for (let i = 0; i < frames; i++) if (peaks[i]! > peak) peak = peaks[i]!;
  };
  await stream.stream((channels, frames) => {
    for (const channel of channels) for (let i = 0; i < frames; i++) sum += channel[i]! * channel[i]!;
    take(channels, frames);
  });
  take(
    Array.from({ length: stream.channelCount }, () => new Float32Array(peakLookahead)),
    peakLookahead,
  );
  const samples = stream.totalFrames * stream.channelCount;
  return { rmsDb: samples > 0 && sum > 0 ? 10 * Math.log10(sum / samples) : -Infinity, truePeakDb: linearToDb(peak) };
}

/** The plan of one chapter, or null when the preset leaves levels as generated (or the chapter is silent). */
export async function planChapter(stream: PcmStream, preset: LoudnessPreset, lossy: boolean): Promise<ChapterPlan | null> {
  if (preset === 'none') return null;
  const ceilingDb = ceilingFor(preset, lossy);
  if (preset !== 'acx') {
    const plan = await planFinishing(stream, presetLimits[preset].lufs, ceilingDb);
    return { gainDb: plan.gainDb, trimDb: plan.trimDb, limitDb: plan.limitDb, floor: plan.floor };
  }
  const level = await rmsAndPeak(stream);
  if (!Number.isFinite(level.rmsDb)) return null;
  const gainDb = acxRmsTargetDb - level.rmsDb;
  return {
    gainDb,
    trimDb: 0,
    limitDb: ceilingDb - limitGuardDb,
    // Interpolation is skipped well under where the limiter could act (as planFinishing does).
    floor: dbToLinear(ceilingDb - gainDb - maxExtraGainDb - 6),
  };
}

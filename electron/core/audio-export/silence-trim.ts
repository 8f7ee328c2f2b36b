import type { PcmAudio } from './pcm';

/**
 * Finds the leading and trailing silence of a clip: the first and last 10 ms window whose peak
 * rises above −45 dBFS (breaths and room tone of a TTS clip sit far below speech, digital silence
 * at −∞). A little of the silence is kept on each side so a word's onset and decay are not cut.
 */
const windowMs = 10;
const thresholdLinear = 10 ** (-45 / 20);
const keepMs = 60;

export interface SilenceEdges {
  /** Frames to drop at the start and at the end. */
  start: number;
  end: number;
}

export function findSilenceEdges(audio: PcmAudio): SilenceEdges {
  const frames = audio.channels[0]?.length ?? 0;
  const window = Math.max(1, Math.round((audio.sampleRate * windowMs) / 1000));
  const keep = Math.round((audio.sampleRate * keepMs) / 1000);
  const loud = (from: number): boolean => {
    const to = Math.min(frames, from + window);
    for (const channel of audio.channels) for (let i = from; i < to; i++) if (Math.abs(channel[i]!) > thresholdLinear) return true;
    return false;
  };
  let first = -1;
  for (let at = 0; at < frames; at += window) {
    if (loud(at)) {
      first = at;
      break;
    }
  }
  // All silent: keep the clip as it is rather than exporting nothing.
  if (first < 0) return { start: 0, end: 0 };
  let last = frames;
  for (let at = Math.floor((frames - 1) / window) * window; at >= 0; at -= window) {
    if (loud(at)) {
      last = Math.min(frames, at + window);
      break;
    }
  }
  return { start: Math.max(0, first - keep), end: Math.max(0, frames - Math.min(frames, last + keep)) };
}

/** The audio without its edges (views, no copy). */
export function trimEdges(audio: PcmAudio, edges: SilenceEdges): PcmAudio {
  const frames = audio.channels[0]?.length ?? 0;
  return { sampleRate: audio.sampleRate, channels: audio.channels.map((c) => c.subarray(edges.start, frames - edges.end)) };
}

import { aacFrameSamples } from './m4b/tracks';
import type { BookLayout } from './layout';

/**
 * A render pass split in two lanes that run side by side, so the two cores each run an encoder:
 * lane 0 writes the first chapters, lane 1 the rest. Chapter files are independent. The M4B is one
 * AAC stream, encoded in two halves by two encoders and joined at an AAC frame boundary S inside
 * the pause between the lanes' chapters, where the audio is digital silence:
 *
 * Decoded, AAC frame k spans samples [(k−1)·1024, (k+1)·1024) of the input (its MDCT window; the
 * 1024 priming samples put frame 1's first half at sample 0). The joined stream keeps lane 0's
 * frames 0…m (S = m·1024; lane 0 is fed up to S + 1024) and lane 1's from m + 1 on. Lane 1 is fed
 * from S − 2·1024, so its own frame j spans [(j + m − 3)·1024, …): its frames 0–2 (priming and
 * pre-roll) are dropped, and its frame 3 is the joined frame m + 1. The two overlap only over
 * [S − 1024, S + 1024), which is silence both encoders code as zero: the join is exact. Without a
 * silent stretch of five frames in the pause (room tone, a pause under a quarter second), or
 * with a book MP3 (LAME's bit reservoir ties frames together), the pass keeps one lane.
 */

export interface Lane {
  /** Chapters [from, to). */
  from: number;
  to: number;
  /** Silence fed to the book outputs before the first chapter and after the last (the join's margins and pauses). */
  leadFrames: number;
  tailFrames: number;
  /** Of this lane's AAC frames: how many to drop at the start, and how many to keep then (null: all). */
  dropFrames: number;
  keepFrames: number | null;
}

const single = (chapters: number): Lane[] => [{ from: 0, to: chapters, leadFrames: 0, tailFrames: 0, dropFrames: 0, keepFrames: null }];

/** Split points by balance: chapter indices h (lane 1 starts at h), the most even split first. */
function candidates(layout: BookLayout): number[] {
  const half = layout.totalFrames / 2;
  return Array.from({ length: layout.chapters.length - 1 }, (_, i) => i + 1).sort(
    (a, b) => Math.abs(layout.starts[a]! - half) - Math.abs(layout.starts[b]! - half),
  );
}

/**
 * The lanes of a pass: two when `parallel` and the book has two chapters or more, the M4B's join
 * (when `joinAac`) placed in a silent pause; one otherwise.
 */
export function planLanes(layout: BookLayout, parallel: boolean, joinAac: boolean): Lane[] {
  const count = layout.chapters.length;
  if (!parallel || count < 2) return single(count);
  const T = aacFrameSamples;
  for (const h of candidates(layout)) {
    if (!joinAac) {
      return [
        { from: 0, to: h, leadFrames: 0, tailFrames: 0, dropFrames: 0, keepFrames: null },
        { from: h, to: count, leadFrames: 0, tailFrames: 0, dropFrames: 0, keepFrames: null },
      ];
    }
    const pauseStart = layout.starts[h - 1]! + layout.chapters[h - 1]!.frames;
    const pauseEnd = layout.starts[h]!;
    const m = Math.ceil(pauseStart / T) + 2;
    if ((m + 2) * T > pauseEnd) continue;
    const join = m * T;
    return [
      { from: 0, to: h, leadFrames: 0, tailFrames: join + T - pauseStart, dropFrames: 0, keepFrames: m + 1 },
      { from: h, to: count, leadFrames: pauseEnd - (join - 2 * T), tailFrames: 0, dropFrames: 3, keepFrames: null },
    ];
  }
  return single(count);
}

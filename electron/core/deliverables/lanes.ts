import { aacFrameSamples } from './m4b/tracks';
import type { BookLayout } from './layout';

/**
 * A render pass split in lanes that run side by side, so every core runs an encoder: each lane
 * writes a run of whole chapters. Chapter files are independent. The M4B is one AAC stream,
 * encoded in parts by one encoder a lane and joined at AAC frame boundaries inside the pauses
 * between the lanes' chapters, where the audio is digital silence:
 *
 * Decoded, AAC frame k spans samples [(k−1)·1024, (k+1)·1024) of the input (its MDCT window; the
 * 1024 priming samples put frame 1's first half at sample 0). A join S = m·1024 keeps the earlier
 * lane's frames up to m (it is fed up to S + 1024) and the next lane's from m + 1 on. The next
 * lane is fed from S − 2·1024, so its own frame j is the joined frame j + m − 2: its frames 0–2
 * (priming and pre-roll) are dropped, and its frame 3 is the joined frame m + 1; ending at the
 * next join S′ = m′·1024, it keeps m′ − m frames. Two lanes overlap only over [S − 1024, S + 1024),
 * which is silence both encoders code as zero: the join is exact. Without a silent stretch of
 * five frames in a pause (room tone, a pause under a quarter second), or with a book MP3 (LAME's
 * bit reservoir ties frames together), the pass keeps one lane.
 *
 * Chapters are not cut, so two lanes of a book of five chapters share it 3:2 and the wall time is
 * the longer lane's. Then more lanes than cores balance it (2:2:1 on two cores: the short lane's
 * encoder shares a core while it runs, and every core works to the end), up to `laneLimit`.
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

/** The most lanes (encoders) a pass runs at once: each holds its encoder's thread and memory. */
export const laneLimit = 4;

const single = (chapters: number): Lane[] => [{ from: 0, to: chapters, leadFrames: 0, tailFrames: 0, dropFrames: 0, keepFrames: null }];

/** A split before chapter h: the AAC join's frame index m there (S = m·1024), or null where the pause is too short. */
interface Split {
  h: number;
  m: number | null;
}

function splitAt(layout: BookLayout, h: number, joinAac: boolean): Split | null {
  if (!joinAac) return { h, m: null };
  const T = aacFrameSamples;
  const pauseStart = layout.starts[h - 1]! + layout.chapters[h - 1]!.frames;
  const m = Math.ceil(pauseStart / T) + 2;
  return (m + 2) * T > layout.starts[h]! ? null : { h, m };
}

/** Where a lane before chapter h ends and one from it starts, for balance: the middle of the pause before it. */
function boundary(layout: BookLayout, h: number): number {
  if (h === 0) return 0;
  if (h === layout.chapters.length) return layout.totalFrames;
  return layout.starts[h]! - layout.chapterPauseFrames / 2;
}

/** The valid split after chapter `after` nearest to frame `share` (a lane's even share of the book). */
function nearest(layout: BookLayout, splits: readonly Split[], share: number, after: number): Split | null {
  let best: Split | null = null;
  for (const split of splits) {
    if (split.h <= after) continue;
    if (!best || Math.abs(boundary(layout, split.h) - share) < Math.abs(boundary(layout, best.h) - share)) best = split;
  }
  return best;
}

function lanesOf(layout: BookLayout, cuts: readonly Split[]): Lane[] {
  const T = aacFrameSamples;
  const count = layout.chapters.length;
  return [{ h: 0, m: null }, ...cuts].map((cut, k, all) => {
    const next = all[k + 1];
    const lane: Lane = { from: cut.h, to: next?.h ?? count, leadFrames: 0, tailFrames: 0, dropFrames: 0, keepFrames: null };
    if (k > 0 && cut.m !== null) {
      lane.leadFrames = layout.starts[cut.h]! - (cut.m * T - 2 * T);
      lane.dropFrames = 3;
    }
    if (next && next.m !== null) {
      const pauseStart = layout.starts[next.h - 1]! + layout.chapters[next.h - 1]!.frames;
      lane.tailFrames = next.m * T + T - pauseStart;
      lane.keepFrames = k === 0 ? next.m + 1 : next.m - cut.m!;
    }
    return lane;
  });
}

/** The longest lane's frames, or a core's share of the book if more: the wall time goes as this. */
function loadOf(layout: BookLayout, lanes: readonly Lane[], cores: number): number {
  const longest = Math.max(...lanes.map((lane) => boundary(layout, lane.to) - boundary(layout, lane.from)));
  return Math.max(longest, layout.totalFrames / cores);
}

/** A load this close to a core's share is as good as even: one more lane (an encoder's thread and memory) would not pay. */
const evenEnough = 1.02;

/**
 * The lanes of a pass on `cores` cores: from two (two chapters or more, a second core) up to
 * `laneLimit`, the fewest that keep the longest lane to a core's share (else the most even), the
 * M4B's joins (when `joinAac`) placed in silent pauses; one lane otherwise.
 */
export function planLanes(layout: BookLayout, cores: number, joinAac: boolean): Lane[] {
  const count = layout.chapters.length;
  if (cores < 2 || count < 2) return single(count);
  const splits = Array.from({ length: count - 1 }, (_, i) => splitAt(layout, i + 1, joinAac)).filter((s): s is Split => s !== null);
  let best: { lanes: Lane[]; load: number } | null = null;
  for (let lanes = 2; lanes <= Math.min(laneLimit, count); lanes++) {
    const cuts: Split[] = [];
    for (let k = 1; k < lanes; k++) {
      const cut = nearest(layout, splits, (layout.totalFrames * k) / lanes, cuts.at(-1)?.h ?? 0);
      if (cut) cuts.push(cut);
    }
    if (cuts.length === 0) continue;
    const planned = lanesOf(layout, cuts);
    const load = loadOf(layout, planned, cores);
    if (!best || load < best.load) best = { lanes: planned, load };
    if (load <= (layout.totalFrames / cores) * evenEnough) break;
  }
  return best?.lanes ?? single(count);
}

import { describe, expect, it } from 'vitest';
import type { Book } from '../../../electron/core/deliverables/book';
import { layOut, type BookLayout, type ClipInfo } from '../../../electron/core/deliverables/layout';
import { planLanes, type Lane } from '../../../electron/core/deliverables/lanes';
import { emptyBookMetadata } from '../../../shared/model/deliverables';

// How a render pass is shared between encoders side by side, and where the M4B's parts are joined.

const T = 1024;
const clips = new Map<string, ClipInfo>([['a.wav', { sourceRate: 22_050, sourceChannels: 1, start: 0, frames: 33_333 }]]);
const bookOf = (chapters: number, chapterPauseMs = 2000): Book => ({
  metadata: emptyBookMetadata,
  cover: null,
  chapterPauseMs,
  chapters: Array.from({ length: chapters }, (_, i) => ({ title: `C${i}`, segments: [{ kind: 'audio' as const, path: 'a.wav' }] })),
});
const layoutOf = (book: Book) => layOut(book, clips, { sampleRate: 22_050, channels: 1, headMs: 0, tailMs: 0 });
const pauseMiddle = (layout: BookLayout, h: number) =>
  h === 0 ? 0 : h === layout.chapters.length ? layout.totalFrames : layout.starts[h]! - layout.chapterPauseFrames / 2;

/**
 * The joins the lanes' frames make, checked against the proof in lanes.ts: lane k is fed from its
 * join S = m·1024 less two frames to the next join plus one; it keeps the joined frames m + 1 … m′.
 */
function joinsOf(layout: BookLayout, lanes: readonly Lane[]): number[] {
  const joins: number[] = [];
  let m = -1;
  for (const [k, lane] of lanes.entries()) {
    const fedFrom = layout.starts[lane.from]! - lane.leadFrames;
    if (k === 0) expect(fedFrom).toBe(0);
    else expect([fedFrom, lane.dropFrames]).toEqual([(m - 2) * T, 3]);
    if (lane.keepFrames === null) {
      expect(k).toBe(lanes.length - 1);
      break;
    }
    m = k === 0 ? lane.keepFrames - 1 : m + lane.keepFrames;
    const lastChapter = layout.chapters[lane.to - 1]!;
    const pauseStart = layout.starts[lane.to - 1]! + lastChapter.frames;
    expect(pauseStart + lane.tailFrames).toBe(m * T + T);
    // Silence from two frames before the join to two after: both encoders code it as zero.
    expect(m * T - 2 * T).toBeGreaterThanOrEqual(pauseStart);
    expect(m * T + 2 * T).toBeLessThanOrEqual(layout.starts[lane.to]!);
    joins.push(m * T);
  }
  return joins;
}

describe('lanes', () => {
  it('two cores, four even chapters: two lanes split in the middle, the M4B joined in the pause', () => {
    const layout = layoutOf(bookOf(4));
    const lanes = planLanes(layout, 2, true);
    expect(lanes.map((lane) => [lane.from, lane.to])).toEqual([
      [0, 2],
      [2, 4],
    ]);
    expect(joinsOf(layout, lanes)).toHaveLength(1);
    expect(lanes[1]!.keepFrames).toBeNull();
  });

  it('five chapters on two cores: three lanes, none longer than half the book, joined twice', () => {
    // Two lanes would share it 3:2, the wall time that of three chapters' encoding. (Each lane's
    // length runs from the middle of the pause before it to the middle of the pause after.)
    const layout = layoutOf(bookOf(5));
    const lanes = planLanes(layout, 2, true);
    expect(lanes.map((lane) => [lane.from, lane.to])).toEqual([
      [0, 2],
      [2, 3],
      [3, 5],
    ]);
    for (const lane of lanes)
      expect(pauseMiddle(layout, lane.to) - pauseMiddle(layout, lane.from)).toBeLessThanOrEqual(layout.totalFrames / 2);
    expect(joinsOf(layout, lanes)).toHaveLength(2);
  });

  it('never more than four lanes, and chapter files alone split at any pause', () => {
    const layout = layoutOf(bookOf(7));
    expect(planLanes(layout, 8, true).length).toBeLessThanOrEqual(4);
    joinsOf(layout, planLanes(layout, 8, true));
    const tight = layoutOf(bookOf(5, 100));
    expect(planLanes(tight, 2, false).map((lane) => [lane.from, lane.to])).toEqual([
      [0, 2],
      [2, 3],
      [3, 5],
    ]);
  });

  it('one lane on one core, with one chapter, or with no silence long enough to join in', () => {
    expect(planLanes(layoutOf(bookOf(4)), 1, true)).toHaveLength(1);
    expect(planLanes(layoutOf(bookOf(1)), 2, true)).toHaveLength(1);
    expect(planLanes(layoutOf(bookOf(4, 100)), 2, true)).toHaveLength(1);
  });
});

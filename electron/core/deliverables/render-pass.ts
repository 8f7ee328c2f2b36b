import { chunkFrames, Finisher } from '../audio-export';
import type { ChapterMeasures } from '../../../shared/model/deliverables';
import type { ChapterPlan } from './chapter-plan';
import { ChapterStream } from './chapter-stream';
import type { BookLayout } from './layout';
import { LevelTap } from './level-tap';
import type { Lane } from './lanes';
import type { ChapterFile } from './outputs/chapter-sinks';
import type { AudioSink } from './outputs/sink';
import { RoomTone } from './room-tone';

/**
 * The pass that writes, one lane of it (lanes.ts): chapter after chapter, its audio finished by its
 * plan (gain and limiter), room tone added for ACX, measured, and handed to every output at this
 * rate — the book file(s), with the pause between chapters, and the chapter's own file. The frames
 * each output receives are exactly the layout's, so the chapter marks written from the layout are
 * where the chapters are. Memory: a chunk per stage, whatever the book's length.
 */

export interface RenderOutputs {
  layout: BookLayout;
  /** Outputs of the whole book (M4B, book MP3), this lane's part of them. */
  book: AudioSink[];
  /** Opens chapter `index`'s own file; null: no chapter files at this rate. */
  openChapter: ((index: number) => Promise<ChapterFile>) | null;
}

export interface RenderOptions {
  /** Chapter `index`'s finishing (null: as generated); asked once it is needed, and for the next chapter ahead. */
  planOf: (index: number) => Promise<ChapterPlan | null>;
  roomTone: boolean;
  onChapter: (index: number) => void;
}

async function allReady(sinks: readonly AudioSink[]): Promise<void> {
  for (const sink of sinks) await sink.ready();
}

/** Writes the pause after a chapter to the book outputs: silence, or room tone. */
async function pause(frames: number, channels: number, book: readonly AudioSink[], tone: RoomTone | null): Promise<void> {
  const zeros = Array.from({ length: channels }, () => new Float32Array(chunkFrames));
  for (let at = 0; at < frames; at += chunkFrames) {
    const count = Math.min(chunkFrames, frames - at);
    const chunk = tone ? tone.add(zeros, count) : zeros;
    for (const sink of book) sink.write(chunk, count);
    await allReady(book);
  }
}

/** Feeds `frames` of digital silence to the book outputs (a lane's margins around the M4B's join). */
async function silence(frames: number, channels: number, book: readonly AudioSink[]): Promise<void> {
  await pause(frames, channels, book, null);
}

/**
 * Renders chapters [lane.from, lane.to) into the outputs — with the lane's margins of silence
 * before and after, for the book outputs — and answers their measures as written, in order.
 */
export async function renderLane(outputs: RenderOutputs, options: RenderOptions, lane: Lane): Promise<ChapterMeasures[]> {
  const { layout, book } = outputs;
  const tone = options.roomTone ? new RoomTone(layout.channels) : null;
  const measures: ChapterMeasures[] = [];
  await silence(lane.leadFrames, layout.channels, book);
  for (let index = lane.from; index < lane.to; index++) {
    const plan = await options.planOf(index);
    // Measured while this chapter is written; a failure surfaces when it is awaited.
    if (index + 1 < lane.to) void options.planOf(index + 1).catch(() => undefined);
    if (index > lane.from) await pause(layout.chapterPauseFrames, layout.channels, book, tone);
    measures.push(await renderChapter(outputs, plan, index, tone));
    options.onChapter(index);
  }
  await silence(lane.tailFrames, layout.channels, book);
  return measures;
}

async function renderChapter(
  outputs: RenderOutputs,
  plan: ChapterPlan | null,
  index: number,
  tone: RoomTone | null,
): Promise<ChapterMeasures> {
  const { layout, book } = outputs;
  const chapter = layout.chapters[index]!;
  const stream = new ChapterStream(chapter, layout.sampleRate, layout.channels);
  const file = outputs.openChapter ? await outputs.openChapter(index) : null;
  const sinks = file ? [...book, file] : book;
  const tap = new LevelTap(layout.sampleRate, layout.channels);
  const deliver = (channels: readonly Float32Array[], frames: number) => {
    for (let at = 0; at < frames; at += chunkFrames) {
      const count = Math.min(chunkFrames, frames - at);
      const part = at === 0 ? channels : channels.map((c) => c.subarray(at));
      const out = tone ? tone.add(part, count) : part;
      tap.add(out, count);
      for (const sink of sinks) sink.write(out, count);
    }
  };
  const finisher = plan ? new Finisher(stream, [plan], plan.floor, [deliver]) : null;
  try {
    await stream.stream((channels, frames) => {
      if (finisher) finisher.push(channels, frames);
      else deliver(channels, frames);
      return allReady(sinks);
    });
    finisher?.end();
    await allReady(sinks);
    await file?.finish(chapter.frames);
  } catch (error) {
    await file?.abandon();
    throw error;
  }
  return tap.measures();
}

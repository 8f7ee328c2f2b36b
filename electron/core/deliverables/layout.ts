import { chunkFrames, SilenceEdgeFinder, WavFileReader } from '../audio-export';
import type { Book } from './book';

/**
 * Where every sample of a book goes, in whole frames at the output's rate, decided before a sample
 * is written: each clip's kept frames (after trimming its edges), each pause, each chapter's room
 * tone. Chapter starts are sums of these integers — never of rounded durations — so a chapter
 * mark at chapter 50 is as exact as at chapter 1, and the render writes exactly these counts.
 */

/** A clip as it is on disk, and what trimming keeps of it (source frames). */
export interface ClipInfo {
  sourceRate: number;
  sourceChannels: number;
  /** First kept frame, and how many are kept. */
  start: number;
  frames: number;
}

export interface SegmentLayout {
  /** Frames at the output rate. */
  frames: number;
  /** First frame within its chapter. */
  at: number;
  /** The clip this segment reads; null: silence. */
  clip: (ClipInfo & { path: string }) | null;
  text?: string;
}

export interface ChapterLayout {
  title: string;
  /** Room tone before the first and after the last segment (ACX), frames. */
  headFrames: number;
  tailFrames: number;
  segments: SegmentLayout[];
  /** Head, segments and tail: the chapter file's length. */
  frames: number;
}

export interface BookLayout {
  sampleRate: number;
  channels: number;
  chapters: ChapterLayout[];
  chapterPauseFrames: number;
  /** Each chapter's first frame in the book file(s). */
  starts: number[];
  totalFrames: number;
}

export interface LayoutOptions {
  sampleRate: number;
  channels: number;
  headMs: number;
  tailMs: number;
}

const framesOfMs = (ms: number, rate: number) => Math.max(0, Math.round((ms * rate) / 1000));

/** The output frames of a clip's kept frames: resampled lengths exactly as the stream gives them. */
export const outputFramesOf = (clip: ClipInfo, rate: number): number =>
  clip.sourceRate === rate ? clip.frames : Math.round((clip.frames * rate) / clip.sourceRate);

function readClip(path: string, trim: boolean): ClipInfo {
  const opened = WavFileReader.open(path);
  if (!opened.ok) throw new Error(opened.error.message);
  const reader = opened.value;
  try {
    const { sampleRate, channelCount, frames } = reader.format;
    if (!trim) return { sourceRate: sampleRate, sourceChannels: channelCount, start: 0, frames };
    const finder = new SilenceEdgeFinder(sampleRate, frames);
    const buffers = Array.from({ length: channelCount }, () => new Float32Array(chunkFrames));
    for (let at = 0; at < frames; at += chunkFrames) {
      const count = Math.min(chunkFrames, frames - at);
      reader.read(at, count, buffers);
      finder.add(buffers, count);
    }
    const edges = finder.edges();
    return { sourceRate: sampleRate, sourceChannels: channelCount, start: edges.start, frames: frames - edges.start - edges.end };
  } finally {
    reader.close();
  }
}

/**
 * Reads every clip's header (and, to trim, its samples once), each path once however often the
 * book uses it. `onChapter` is told after each chapter (progress).
 */
export function inspectClips(book: Book, trim: boolean, onChapter: (index: number) => void = () => undefined): Map<string, ClipInfo> {
  const clips = new Map<string, ClipInfo>();
  book.chapters.forEach((chapter, index) => {
    for (const segment of chapter.segments) {
      if (segment.kind !== 'audio' || clips.has(segment.path)) continue;
      try {
        clips.set(segment.path, readClip(segment.path, trim));
      } catch (error) {
        throw new Error(`Chapter ${index + 1} (${chapter.title}): ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    onChapter(index);
  });
  return clips;
}

/** The rate and channel count of the book's first clip (what the service made it in). */
export function sourceFormatOf(book: Book, clips: Map<string, ClipInfo>): { sampleRate: number; channels: number } {
  for (const chapter of book.chapters)
    for (const segment of chapter.segments) {
      if (segment.kind !== 'audio') continue;
      const clip = clips.get(segment.path)!;
      return { sampleRate: clip.sourceRate, channels: clip.sourceChannels };
    }
  throw new Error('The book has no audio: generate its blocks first.');
}

/** Lays the book out at one output rate and channel count. */
export function layOut(book: Book, clips: Map<string, ClipInfo>, options: LayoutOptions): BookLayout {
  const rate = options.sampleRate;
  const headFrames = framesOfMs(options.headMs, rate);
  const tailFrames = framesOfMs(options.tailMs, rate);
  const chapters = book.chapters.map((chapter): ChapterLayout => {
    let at = headFrames;
    const segments = chapter.segments.map((segment): SegmentLayout => {
      const placed: SegmentLayout =
        segment.kind === 'silence'
          ? { frames: framesOfMs(segment.ms, rate), at, clip: null }
          : (() => {
              const clip = clips.get(segment.path)!;
              return {
                frames: outputFramesOf(clip, rate),
                at,
                clip: { ...clip, path: segment.path },
                ...(segment.text !== undefined ? { text: segment.text } : {}),
              };
            })();
      at += placed.frames;
      return placed;
    });
    return { title: chapter.title, headFrames, tailFrames, segments, frames: at + tailFrames };
  });
  const chapterPauseFrames = framesOfMs(book.chapterPauseMs, rate);
  const starts: number[] = [];
  let total = 0;
  chapters.forEach((chapter, index) => {
    if (index > 0) total += chapterPauseFrames;
    starts.push(total);
    total += chapter.frames;
  });
  return { sampleRate: rate, channels: options.channels, chapters, chapterPauseFrames, starts, totalFrames: total };
}

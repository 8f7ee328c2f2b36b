import { cuesOf, fitCues, type Cue, type RenderedPart } from '../subtitles';
import type { BookLayout, ChapterLayout } from './layout';

/**
 * Subtitles timed to the audio written: a chapter's cues from where its blocks are in the layout
 * (the frames written, trimming and pauses included), a cue per sentence within each block, the
 * last one ending with the block; the book's are the chapters' moved to their chapter starts.
 */

const msOf = (frames: number, rate: number) => (frames / rate) * 1000;

export function chapterCues(chapter: ChapterLayout, sampleRate: number): Cue[] {
  const parts: RenderedPart[] = [];
  let end = 0;
  for (const segment of chapter.segments) {
    if (!segment.clip || segment.text === undefined || segment.text.trim() === '') continue;
    const startMs = msOf(segment.at, sampleRate);
    const durationMs = msOf(segment.frames, sampleRate);
    parts.push({ text: segment.text, durationMs, beforeMs: startMs - end });
    end = startMs + durationMs;
  }
  // Rounded to the millisecond, a cue ending with the chapter's last sample may not outlast its file.
  return fitCues(cuesOf(parts, 'sentence'), { trimmedStartMs: 0, durationMs: msOf(chapter.frames, sampleRate) });
}

export function bookCues(layout: BookLayout): Cue[] {
  const cues = layout.chapters.flatMap((chapter, index) => {
    const offset = msOf(layout.starts[index]!, layout.sampleRate);
    return chapterCues(chapter, layout.sampleRate).map((cue) => ({
      text: cue.text,
      startMs: Math.round(cue.startMs + offset),
      endMs: Math.round(cue.endMs + offset),
    }));
  });
  return fitCues(cues, { trimmedStartMs: 0, durationMs: msOf(layout.totalFrames, layout.sampleRate) });
}

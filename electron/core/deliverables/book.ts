import type { BookMetadata } from '../../../shared/model/deliverables';

/**
 * What the deliverables engine exports: a book is metadata, a cover and ordered chapters, each an
 * ordered list of segments — a WAV clip of the cache, or silence of so many milliseconds. Where a
 * project's blocks are (for subtitles) is where its clips are: an audio segment with `text` is a
 * block. The engine knows nothing of projects; an adapter builds a Book from one.
 */

export interface AudioSegment {
  kind: 'audio';
  /** A WAV file the studio owns (a cached clip), resolved by the core, never from a caller. */
  path: string;
  /** What the clip says, for subtitles; absent: no cue. */
  text?: string;
}

export interface SilenceSegment {
  kind: 'silence';
  ms: number;
}

export type BookSegment = AudioSegment | SilenceSegment;

export interface BookChapter {
  title: string;
  segments: BookSegment[];
}

export interface BookCover {
  bytes: Uint8Array;
  mimeType: 'image/jpeg' | 'image/png';
}

export interface Book {
  metadata: BookMetadata;
  cover: BookCover | null;
  chapters: BookChapter[];
  /** Silence between chapters in the book files (not in chapter files). */
  chapterPauseMs: number;
}

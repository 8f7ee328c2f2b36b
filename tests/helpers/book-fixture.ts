import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Book, BookChapter, BookSegment } from '../../electron/core/deliverables/book';
import { emptyBookMetadata, type BookMetadata } from '../../shared/model/deliverables';

/**
 * Books for the deliverables tests, made here (nothing downloaded): synthetic clips — tone bursts
 * of chosen lengths, loud from their first sample, with or without silence around them — and
 * speech clips from Debian's espeak-ng, 22.05 kHz mono as the sandbox speaks. Odd clip lengths on
 * purpose: a chapter start summed from rounded durations would drift, one summed from samples not.
 */

export const fixtureRate = 22_050;

export interface ToneClip {
  /** Tone frames, then silence before and after (frames). */
  frames: number;
  leadFrames?: number;
  tailFrames?: number;
  hz?: number;
  amplitude?: number;
}

/** A 16-bit mono WAV of a tone that is loud from its first tone sample (a square-edged onset). */
export function writeToneClip(path: string, clip: ToneClip, rate = fixtureRate): number {
  const lead = clip.leadFrames ?? 0;
  const tail = clip.tailFrames ?? 0;
  const total = lead + clip.frames + tail;
  const bytes = Buffer.alloc(44 + total * 2);
  bytes.write('RIFF', 0, 'ascii');
  bytes.writeUInt32LE(36 + total * 2, 4);
  bytes.write('WAVEfmt ', 8, 'ascii');
  bytes.writeUInt32LE(16, 16);
  bytes.writeUInt16LE(1, 20);
  bytes.writeUInt16LE(1, 22);
  bytes.writeUInt32LE(rate, 24);
  bytes.writeUInt32LE(rate * 2, 28);
  bytes.writeUInt16LE(2, 32);
  bytes.writeUInt16LE(16, 34);
  bytes.write('data', 36, 'ascii');
  bytes.writeUInt32LE(total * 2, 40);
  const amplitude = (clip.amplitude ?? 0.4) * 32767;
  const hz = clip.hz ?? 440;
  for (let i = 0; i < clip.frames; i++) {
    // A cosine starts at its peak: the onset is the clip's first tone sample, to the sample.
    bytes.writeInt16LE(Math.round(amplitude * Math.cos((2 * Math.PI * hz * i) / rate)), 44 + (lead + i) * 2);
  }
  writeFileSync(path, bytes);
  return total;
}

/** espeak-ng's speech of `text` (`ar` or `en`) as a WAV at `path`; `amplitude` 0–200 (espeak's default 100). */
export function writeSpeechClip(path: string, text: string, voice: 'en' | 'ar' = 'en', amplitude = 100): void {
  const result = spawnSync('espeak-ng', ['-v', voice, '-a', String(amplitude), '-w', path, text], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`espeak-ng: ${result.stderr}`);
}

export const silence = (ms: number): BookSegment => ({ kind: 'silence', ms });

/** A book of these chapters with the project's pauses between blocks (already in the segments) and chapters. */
export function bookOf(chapters: BookChapter[], metadata: Partial<BookMetadata> = {}, chapterPauseMs = 2000): Book {
  return { metadata: { ...emptyBookMetadata, ...metadata }, cover: null, chapters, chapterPauseMs };
}

export interface ToneBook {
  book: Book;
  /** Each chapter's first frame as the test computes it from the clips it wrote (no trimming). */
  expectedStarts: number[];
  totalFrames: number;
}

/**
 * `chapters` chapters of `blocks` tone clips each, the block pause between them, lengths varied by
 * chapter and block so no two sums are alike; the first clip of every chapter is loud from frame 0.
 */
export function toneBook(dir: string, chapters: number, blocks: number, pauses = { blockMs: 500, chapterMs: 2000 }): ToneBook {
  const book: BookChapter[] = [];
  const expectedStarts: number[] = [];
  const blockPause = Math.round((pauses.blockMs * fixtureRate) / 1000);
  const chapterPause = Math.round((pauses.chapterMs * fixtureRate) / 1000);
  let at = 0;
  for (let c = 0; c < chapters; c++) {
    if (c > 0) at += chapterPause;
    expectedStarts.push(at);
    const segments: BookSegment[] = [];
    for (let b = 0; b < blocks; b++) {
      if (b > 0) {
        segments.push(silence(pauses.blockMs));
        at += blockPause;
      }
      const path = join(dir, `c${c}-b${b}.wav`);
      // 0.6–1.4 s, never a whole number of milliseconds.
      const frames = 13_231 + ((c * 7919 + b * 3217) % 17_000);
      at += writeToneClip(path, { frames, hz: 330 + ((c + b) % 5) * 110 });
      segments.push({ kind: 'audio', path, text: `Chapter ${c + 1}, block ${b + 1}.` });
    }
    book.push({ title: c % 2 === 0 ? `الفصل ${c + 1}` : `Chapter ${c + 1}`, segments });
  }
  return { book: bookOf(book, { title: 'كتاب النغمات', author: 'Sawt' }, pauses.chapterMs), expectedStarts, totalFrames: at };
}

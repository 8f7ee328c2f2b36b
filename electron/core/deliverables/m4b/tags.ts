import type { BookMetadata } from '../../../../shared/model/deliverables';
import type { BookCover } from '../book';
import { box, concat, fourcc, fullBox, u32, u64, u8, utf8, zeros } from './boxes';

/**
 * The movie's user data: iTunes-style tags (`meta`/`ilst`, UTF-8 text, which carries Arabic as
 * written) and Nero chapters (`chpl`, which ffmpeg and many players read besides the chapter
 * track). Standard atoms where iTunes has one; freeform `----` atoms (com.apple.iTunes) for the
 * rest, which ffmpeg reports under their own names.
 */

const dataTypes = { utf8: 1, jpeg: 13, png: 14, int: 21 } as const;

const data = (type: number, value: Uint8Array | readonly number[]) => box('data', u32(type), u32(0), value);
const text = (atom: string, value: string) => box(atom, data(dataTypes.utf8, utf8(value)));
const freeform = (name: string, value: string) =>
  box('----', fullBox('mean', 0, 0, utf8('com.apple.iTunes')), fullBox('name', 0, 0, utf8(name)), data(dataTypes.utf8, utf8(value)));

export interface Gapless {
  priming: number;
  padding: number;
  samples: number;
}

const hex = (value: number, width: number) => value.toString(16).toUpperCase().padStart(width, '0');

/** Apple's gapless tag: priming, padding and real sample count, as iTunes writes it. */
export function iTunSMPB({ priming, padding, samples }: Gapless): string {
  return ` 00000000 ${hex(priming, 8)} ${hex(padding, 8)} ${hex(samples, 16)}${' 00000000'.repeat(8)}`;
}

export interface TagFacts {
  metadata: BookMetadata;
  cover: BookCover | null;
  gapless: Gapless;
  /** The application that wrote the file (©too). */
  encoder: string;
}

function ilst({ metadata, cover, gapless, encoder }: TagFacts): Uint8Array {
  const items: Uint8Array[] = [];
  const add = (value: string, make: (value: string) => Uint8Array) => {
    if (value.trim() !== '') items.push(make(value.trim()));
  };
  add(metadata.title, (v) => text('\u00a9nam', v));
  add(metadata.title, (v) => text('\u00a9alb', v));
  add(metadata.author, (v) => text('\u00a9ART', v));
  add(metadata.author, (v) => text('aART', v));
  // Audiobook players show the narrator from the composer field.
  add(metadata.narrator, (v) => text('\u00a9wrt', v));
  add(metadata.year, (v) => text('\u00a9day', v));
  add(metadata.description, (v) => text('desc', v));
  add(metadata.description, (v) => text('ldes', v));
  add(metadata.subtitle, (v) => freeform('SUBTITLE', v));
  add(metadata.publisher, (v) => freeform('PUBLISHER', v));
  add(metadata.narrator, (v) => freeform('NARRATOR', v));
  add(metadata.language, (v) => freeform('LANGUAGE', v));
  items.push(text('\u00a9gen', 'Audiobook'));
  items.push(text('\u00a9too', encoder));
  // Media kind 2: an audiobook.
  items.push(box('stik', data(dataTypes.int, u8(2))));
  if (cover) items.push(box('covr', data(cover.mimeType === 'image/png' ? dataTypes.png : dataTypes.jpeg, cover.bytes)));
  items.push(freeform('iTunSMPB', iTunSMPB(gapless)));
  return box('ilst', ...items);
}

/** The UTF-8 prefix of `text` that fits in `max` bytes, never cutting a character. */
export function utf8Prefix(value: string, max: number): Uint8Array {
  const bytes = utf8(value);
  if (bytes.byteLength <= max) return bytes;
  let end = max;
  // Back up over continuation bytes (10xxxxxx) to a character's first byte.
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end);
}

export interface ChapterMark {
  title: string;
  /** Start in samples. */
  start: number;
}

/** Nero chapters: starts in 100 ns units, titles of at most 255 bytes; at most 255 chapters. */
export function chpl(marks: readonly ChapterMark[], sampleRate: number): Uint8Array | null {
  if (marks.length > 255) return null;
  const entries = marks.map((mark) => {
    const title = utf8Prefix(mark.title, 255);
    return concat([u64(Math.round((mark.start / sampleRate) * 1e7)), [title.byteLength], title]);
  });
  return fullBox('chpl', 1, 0, zeros(4), [marks.length], ...entries);
}

export function udta(tags: TagFacts, marks: readonly ChapterMark[], sampleRate: number): Uint8Array {
  const chapters = chpl(marks, sampleRate);
  const meta = fullBox('meta', 0, 0, fullBox('hdlr', 0, 0, u32(0), fourcc('mdir'), fourcc('appl'), zeros(8), [0]), ilst(tags));
  return box('udta', ...(chapters ? [chapters] : []), meta);
}

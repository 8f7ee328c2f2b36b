import type { BookMetadata } from '../../../../shared/model/deliverables';
import type { BookCover } from '../book';
import { concat, iso639Of, u32, utf8, type Part } from '../m4b/boxes';

/**
 * An ID3v2.4 tag (id3.org's id3v2.4.0-structure and -frames) with every text in UTF-8 (encoding
 * byte 3), so Arabic titles are stored as written; chapters per the ID3v2 Chapter Frame Addendum:
 * a CHAP frame per chapter (start and end in milliseconds, byte offsets unused) with its title in
 * an embedded TIT2, and a CTOC listing them in order. A CTOC holds at most 255 entries, so a
 * longer book gets a top-level CTOC of CTOCs.
 */

const utf8Encoding = 0x03;
const latin1 = (text: string) => Uint8Array.from(Array.from(text, (c) => c.charCodeAt(0) & 0xff));

/** 28 bits as four 7-bit bytes: ID3v2.4 sizes never contain a sync pattern. */
function synchsafe(value: number): number[] {
  if (value >= 2 ** 28) throw new Error('The ID3 tag is too large.');
  return [(value >>> 21) & 0x7f, (value >>> 14) & 0x7f, (value >>> 7) & 0x7f, value & 0x7f];
}

function frame(id: string, ...body: Part[]): Uint8Array {
  const content = concat(body);
  return concat([latin1(id), synchsafe(content.byteLength), [0, 0], content]);
}

export const textFrame = (id: string, text: string): Uint8Array => frame(id, [utf8Encoding], utf8(text));

const userText = (description: string, text: string) => frame('TXXX', [utf8Encoding], utf8(description), [0], utf8(text));

export interface Id3Chapter {
  title: string;
  startMs: number;
  endMs: number;
}

export interface Id3Facts {
  metadata: BookMetadata;
  cover: BookCover | null;
  /** The file's own title (a chapter file's chapter title); the book's title when absent. */
  title?: string;
  /** "n/total" of a chapter file. */
  track?: string;
  chapters: Id3Chapter[];
  encoder: string;
}

const chapterId = (index: number) => `ch${index + 1}`;

function chapterFrames(chapters: readonly Id3Chapter[], bookTitle: string): Uint8Array[] {
  const frames = chapters.map((chapter, index) =>
    frame(
      'CHAP',
      latin1(chapterId(index)),
      [0],
      u32(Math.round(chapter.startMs)),
      u32(Math.round(chapter.endMs)),
      u32(0xffffffff),
      u32(0xffffffff),
      textFrame('TIT2', chapter.title),
    ),
  );
  const ids = chapters.map((_, index) => chapterId(index));
  const toc = (id: string, topLevel: boolean, children: string[], title: string | null) =>
    frame(
      'CTOC',
      latin1(id),
      [0],
      // Flags: top-level (bit 1) and ordered (bit 0).
      [(topLevel ? 0x02 : 0) | 0x01],
      [children.length],
      ...children.map((child) => concat([latin1(child), [0]])),
      title ? textFrame('TIT2', title) : [],
    );
  if (ids.length <= 255) return [toc('toc', true, ids, bookTitle || null), ...frames];
  const groups: string[][] = [];
  for (let i = 0; i < ids.length; i += 255) groups.push(ids.slice(i, i + 255));
  const tocs = groups.map((group, g) => toc(`toc${g + 1}`, false, group, null));
  return [
    toc(
      'toc',
      true,
      tocs.map((_, g) => `toc${g + 1}`),
      bookTitle || null,
    ),
    ...tocs,
    ...frames,
  ];
}

export function id3v2Tag(facts: Id3Facts): Uint8Array {
  const { metadata } = facts;
  const frames: Uint8Array[] = [];
  const text = (id: string, value: string | undefined) => {
    if (value && value.trim() !== '') frames.push(textFrame(id, value.trim()));
  };
  text('TIT2', facts.title ?? metadata.title);
  text('TIT3', metadata.subtitle);
  text('TALB', metadata.title);
  text('TPE1', metadata.author);
  text('TPE2', metadata.author);
  // Audiobook players show the narrator from the composer field; the TXXX names it plainly.
  text('TCOM', metadata.narrator);
  text('TPUB', metadata.publisher);
  text('TDRC', metadata.year);
  text('TRCK', facts.track);
  if (metadata.language.trim() !== '') text('TLAN', iso639Of(metadata.language));
  text('TCON', 'Audiobook');
  text('TSSE', facts.encoder);
  if (metadata.narrator.trim() !== '') frames.push(userText('NARRATOR', metadata.narrator.trim()));
  if (metadata.description.trim() !== '')
    frames.push(frame('COMM', [utf8Encoding], latin1(iso639Of(metadata.language)), [0], utf8(metadata.description.trim())));
  if (facts.cover) frames.push(frame('APIC', [utf8Encoding], latin1(facts.cover.mimeType), [0], [0x03], [0], facts.cover.bytes));
  if (facts.chapters.length > 0) frames.push(...chapterFrames(facts.chapters, metadata.title.trim()));
  const body = concat(frames);
  return concat([latin1('ID3'), [0x04, 0x00, 0x00], synchsafe(body.byteLength), body]);
}

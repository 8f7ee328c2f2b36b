import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCover } from '../../../electron/core/deliverables/cover';
import { exportBook } from '../../../electron/core/deliverables/export-book';
import { defaultDeliverableSettings, type BookMetadata } from '../../../shared/model/deliverables';
import { toneBook } from '../../helpers/book-fixture';
import { run } from '../../helpers/audio-tools';
import { extractCover, probeChapters, probeFormatTags, probeStreams } from '../../helpers/deliverable-probe';
import { id3Text, readId3 } from '../../helpers/id3-reader';

// Issue 31, done when: "cover and tags read back identically (Arabic titles included)" — every
// field of the book's metadata and the cover's bytes, as ffprobe and ffmpeg read them from the M4B,
// the book MP3 and each kind of chapter file.
const scratch = mkdtempSync(join(tmpdir(), 'sawt-deliverables-tags-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const metadata: BookMetadata = {
  // A colon: kept in every tag, a look-alike (꞉) in the file names.
  title: 'ألف ليلة وليلة: مختارات',
  subtitle: 'حكايات مختارة — الجزء الأول',
  author: 'مؤلف مجهول',
  narrator: 'سارة الأحمد',
  publisher: 'دار صوت للنشر',
  year: '2024',
  language: 'ar',
  description: 'حكايات شهرزاد كما رُويت: "ليلة بعد ليلة" & more.',
};
const bookFile = 'ألف ليلة وليلة\ua789 مختارات';
let cover: Buffer;
const out = join(scratch, 'out');

/** A real JPEG made by ffmpeg from a colour (nothing downloaded). */
function makeJpeg(path: string, size: string): Buffer {
  const result = spawnSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=0x336699:s=${size}`, '-frames:v', '1', path]);
  if (result.status !== 0) throw new Error(result.stderr.toString());
  return readFileSync(path);
}

beforeAll(async () => {
  mkdirSync(join(scratch, 'clips'));
  mkdirSync(out);
  cover = makeJpeg(join(scratch, 'cover.jpg'), '600x600');
  const { book } = toneBook(join(scratch, 'clips'), 3, 2);
  const exported = await exportBook({
    book: { ...book, metadata, cover: { bytes: new Uint8Array(cover), mimeType: 'image/jpeg' } },
    settings: { ...defaultDeliverableSettings, chapterFormat: 'mp3', m4b: true, bookMp3: true },
    directory: out,
    fallbackName: 'book',
  });
  if (!exported.ok) throw new Error(exported.error.message);
}, 120_000);

describe('tags and cover read back', () => {
  it('M4B: every field, in Arabic, as ffprobe reads the iTunes tags', () => {
    const tags = probeFormatTags(join(out, `${bookFile}.m4b`));
    expect(tags).toMatchObject({
      title: metadata.title,
      album: metadata.title,
      artist: metadata.author,
      album_artist: metadata.author,
      composer: metadata.narrator,
      NARRATOR: metadata.narrator,
      SUBTITLE: metadata.subtitle,
      PUBLISHER: metadata.publisher,
      date: metadata.year,
      LANGUAGE: metadata.language,
      description: metadata.description,
      genre: 'Audiobook',
      media_type: '2',
    });
  });

  it('MP3: every field, in Arabic, as ffprobe reads the ID3v2.4 frames', () => {
    const tags = probeFormatTags(join(out, `${bookFile}.mp3`));
    expect(tags).toMatchObject({
      title: metadata.title,
      TIT3: metadata.subtitle,
      album: metadata.title,
      artist: metadata.author,
      album_artist: metadata.author,
      composer: metadata.narrator,
      NARRATOR: metadata.narrator,
      publisher: metadata.publisher,
      date: metadata.year,
      language: 'ara',
      comment: metadata.description,
      genre: 'Audiobook',
    });
  });

  it('MP3, read a second way (the ID3v2.4 frames parsed here, not by ffprobe): every field, CHAP/CTOC, the cover', () => {
    const path = join(out, `${bookFile}.mp3`);
    const { version, frames } = readId3(path);
    expect(version).toBe(4);
    const fields = ['TIT2', 'TIT3', 'TALB', 'TPE1', 'TCOM', 'TPUB', 'TDRC', 'TLAN'].map((id) => id3Text(frames, id));
    expect(fields).toEqual([
      metadata.title,
      metadata.subtitle,
      metadata.title,
      metadata.author,
      metadata.narrator,
      metadata.publisher,
      metadata.year,
      'ara',
    ]);
    expect(id3Text(frames, 'TXXX', 'NARRATOR')).toBe(metadata.narrator);
    expect(frames.find((f) => f.id === 'COMM')?.text?.[1]).toBe(metadata.description);
    const chapters = frames.flatMap((f) => (f.chapter ? [f.chapter] : []));
    expect(chapters.map((c) => id3Text(c.frames, 'TIT2'))).toEqual(['الفصل 1', 'Chapter 2', 'الفصل 3']);
    const probed = probeChapters(path);
    chapters.forEach((chapter, i) => {
      expect(Math.abs(chapter.startMs - probed[i]!.startSeconds * 1000)).toBeLessThanOrEqual(1);
      expect(chapter.endMs).toBe(chapters[i + 1]?.startMs ?? chapter.endMs);
    });
    expect(chapters[0]!.startMs).toBe(0);
    const toc = frames.find((f) => f.toc)?.toc;
    expect(toc).toMatchObject({ topLevel: true, ordered: true, children: chapters.map((c) => c.elementId) });
    const picture = frames.find((f) => f.picture)?.picture;
    expect([picture?.mimeType, picture?.type, picture?.bytes.equals(cover)]).toEqual(['image/jpeg', 3, true]);
  });

  it('chapter MP3s: the chapter as title, the book as album, track n/N', () => {
    const tags = probeFormatTags(join(out, '02 Chapter 2.mp3'));
    expect(tags).toMatchObject({ title: 'Chapter 2', album: metadata.title, artist: metadata.author, track: '2/3' });
    expect(probeChapters(join(out, '02 Chapter 2.mp3'))).toEqual([]);
  });

  it('the cover is in every file, byte for byte, as an attached picture', () => {
    for (const name of [`${bookFile}.m4b`, `${bookFile}.mp3`, '01 الفصل 1.mp3', '03 الفصل 3.mp3']) {
      const streams = probeStreams(join(out, name));
      expect(streams.filter((s) => s.type === 'video').map((s) => s.disposition.attached_pic)).toEqual([1]);
      expect(extractCover(join(out, name), join(scratch, `${name}.jpg`))?.equals(cover)).toBe(true);
    }
  });
});

/** Tags as a player sees them: the file's and its audio stream's (Ogg keeps them on the stream), keys lower-cased. */
function playerTags(path: string): Record<string, string> {
  const json = JSON.parse(
    run('ffprobe', ['-v', 'error', '-show_format', '-show_streams', '-select_streams', 'a:0', '-of', 'json', path]),
  ) as {
    format: { tags?: Record<string, string> };
    streams: Array<{ tags?: Record<string, string> }>;
  };
  const all = { ...json.format.tags, ...json.streams[0]?.tags };
  return Object.fromEntries(Object.entries(all).map(([key, value]) => [key.toLowerCase(), value]));
}

describe("chapter files in the other formats carry the book's details as the chapter MP3s do", () => {
  const shared = { title: 'Chapter 2', album: metadata.title, artist: metadata.author, date: metadata.year };
  const expected = {
    flac: { ...shared, narrator: metadata.narrator, subtitle: metadata.subtitle, publisher: metadata.publisher, language: 'ar' },
    opus: { ...shared, narrator: metadata.narrator, subtitle: metadata.subtitle, publisher: metadata.publisher, language: 'ar' },
    // WAV: an ID3 chunk, framed as the chapter MP3s' own tags.
    wav: {
      ...shared,
      composer: metadata.narrator,
      narrator: metadata.narrator,
      tit3: metadata.subtitle,
      publisher: metadata.publisher,
      language: 'ara',
    },
  };
  for (const format of ['flac', 'opus', 'wav'] as const) {
    it(`${format}: the year as given, narrator, subtitle, publisher and language, in Arabic`, async () => {
      const dir = join(scratch, `details-${format}`);
      mkdirSync(dir);
      const { book } = toneBook(join(scratch, 'clips'), 3, 1);
      const exported = await exportBook({
        book: { ...book, metadata },
        settings: { ...defaultDeliverableSettings, chapterFormat: format, m4b: false },
        directory: dir,
        fallbackName: 'book',
      });
      if (!exported.ok) throw new Error(exported.error.message);
      expect(playerTags(join(dir, `02 Chapter 2.${format}`))).toMatchObject(expected[format]);
    }, 60_000);
  }
});

describe('the cover is checked before it is used', () => {
  it('refuses what is not square, too small or not an image, saying which', () => {
    const wide = checkCover(new Uint8Array(makeJpeg(join(scratch, 'wide.jpg'), '800x600')), 'wide.jpg');
    expect(!wide.ok && wide.error).toMatchObject({ code: 'VALIDATION', messageKey: 'projectExport.coverErrors.notSquare' });
    expect(!wide.ok && wide.error.message).toContain('800 × 600');
    const small = checkCover(new Uint8Array(makeJpeg(join(scratch, 'small.jpg'), '200x200')), 'small.jpg');
    expect(!small.ok && small.error.messageKey).toBe('projectExport.coverErrors.tooSmall');
    const text = checkCover(new TextEncoder().encode('not an image at all'), 'cover.jpg');
    expect(!text.ok && text.error.messageKey).toBe('projectExport.coverErrors.notImage');
    expect(checkCover(new Uint8Array(cover), 'cover.jpg')).toEqual({
      ok: true,
      value: { fileName: 'cover.jpg', mimeType: 'image/jpeg', width: 600, height: 600, bytes: cover.byteLength },
    });
  });
});

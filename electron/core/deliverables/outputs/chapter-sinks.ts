import { EncodedWriter } from '../../audio-export';
import type { ExportFormat, Mp3Bitrate } from '../../../../shared/model/audio-export';
import type { BookMetadata } from '../../../../shared/model/deliverables';
import type { BookCover } from '../book';
import { iso639Of } from '../m4b/boxes';
import { id3v2Tag } from '../mp3/id3v2';
import { encoderName, Mp3Sink } from './book-sinks';
import type { AudioSink } from './sink';

/**
 * One chapter as its own file, tagged as a track of the book (title, album, track n of N, cover):
 * MP3 through the book's own MP3 writer (gapless LAME tag, ID3v2.4 UTF-8), the other formats
 * through the clip export's writer (mediabunny: WAV, FLAC, Ogg Opus, μ-law).
 */

export interface ChapterFileFacts {
  path: string;
  format: ExportFormat;
  sampleRate: number;
  channels: number;
  mp3Kbps: Mp3Bitrate | 192;
  title: string;
  /** 0-based, and how many chapters the book has. */
  index: number;
  count: number;
  metadata: BookMetadata;
  cover: BookCover | null;
}

export interface ChapterFile extends AudioSink {
  /** Ends the file after `frames` frames were written. */
  finish(frames: number): Promise<void>;
  abandon(): Promise<void>;
}

type RawTags = Record<string, string | Record<string, string>>;

/**
 * The book's details beyond mediabunny's common tags, named as each container names them and as
 * the chapter MP3s and the M4B carry them. The year goes here too, as given: mediabunny's `date`
 * would write a day (`2024-01-01`) the producer never chose.
 */
function detailTags(format: ExportFormat, metadata: BookMetadata): RawTags {
  const given = (entries: Array<[string, string]>): Record<string, string> =>
    Object.fromEntries(entries.map(([key, value]) => [key, value.trim()]).filter(([, value]) => value !== ''));
  const { year, subtitle, narrator, publisher, language } = metadata;
  if (format === 'flac' || format === 'opus')
    return given([
      ['DATE', year],
      ['SUBTITLE', subtitle],
      ['NARRATOR', narrator],
      ['PUBLISHER', publisher],
      ['LANGUAGE', language],
    ]);
  // WAV and μ-law: an ID3 chunk, framed as the chapter MP3s' own tag.
  const frames: RawTags = given([
    ['TDRC', year],
    ['TIT3', subtitle],
    ['TCOM', narrator],
    ['TPUB', publisher],
    ['TLAN', language.trim() ? iso639Of(language) : ''],
  ]);
  if (narrator.trim()) frames.TXXX = { NARRATOR: narrator.trim() };
  return frames;
}

export async function openChapterFile(facts: ChapterFileFacts): Promise<ChapterFile> {
  const { metadata } = facts;
  if (facts.format === 'mp3') {
    const id3 = id3v2Tag({
      metadata,
      cover: facts.cover,
      title: facts.title,
      track: `${facts.index + 1}/${facts.count}`,
      chapters: [],
      encoder: encoderName,
    });
    const sink = await Mp3Sink.open(facts.path, facts.sampleRate, facts.channels, facts.mp3Kbps, id3);
    return { write: (c, n) => sink.write(c, n), ready: () => sink.ready(), finish: (n) => sink.finish(n), abandon: () => sink.abandon() };
  }
  const writer = await EncodedWriter.open({
    path: facts.path,
    format: facts.format,
    mp3Kbps: 128,
    sampleRate: facts.sampleRate,
    channels: facts.channels,
    title: facts.title,
    artist: metadata.author,
    tags: {
      album: metadata.title,
      albumArtist: metadata.author,
      trackNumber: facts.index + 1,
      tracksTotal: facts.count,
      genre: 'Audiobook',
      ...(metadata.description ? { comment: metadata.description } : {}),
      raw: detailTags(facts.format, metadata),
      // A telephone line plays no picture: μ-law files stay lean for voice agents.
      ...(facts.cover && facts.format !== 'phone'
        ? { images: [{ data: facts.cover.bytes, mimeType: facts.cover.mimeType, kind: 'coverFront' as const }] }
        : {}),
    },
  });
  return {
    write: (channels, frames) => writer.enqueue(channels, frames),
    ready: () => writer.drain(),
    finish: () => writer.finish(),
    abandon: () => writer.cancel().catch(() => undefined),
  };
}

import { dbToLinear, encoderLevelChangeDb } from '../../audio-export';
import type { BookMetadata } from '../../../../shared/model/deliverables';
import type { BookCover } from '../book';
import { CodecStream } from '../encoders/codec-stream';
import type { BookLayout } from '../layout';
import { id3v2Tag } from '../mp3/id3v2';
import { Mp3File } from '../mp3/mp3-file';
import type { AudioSink } from './sink';

/**
 * The whole book as one MP3 with chapter marks at the layout's chapter starts (ID3v2 CHAP/CTOC),
 * and what every book file shares. Written to a temp path the caller later places. (The M4B is
 * m4b-sink.ts.)
 */

export const encoderName = 'Sawt Studio';

export interface BookFileFacts {
  layout: BookLayout;
  titles: string[];
  metadata: BookMetadata;
  cover: BookCover | null;
}

/** The rates the AAC encoder takes; another source rate is resampled to 44.1 kHz. */
const aacRates = [8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000, 64000, 88200, 96000];
export const aacRateFor = (sourceRate: number): number => (aacRates.includes(sourceRate) ? sourceRate : 44_100);

/**
 * How much louder AAC (libavcodec's encoder) is fed so its decoding lands on the level finished:
 * none — measured with ffmpeg's decoder on espeak speech, 64 and 128 kbit/s decode within 0.1 LU
 * of their input (32 kbit/s up to 0.3 LU louder).
 */
export const aacLevelChangeDb = 0;

/** Chapter starts and ends in milliseconds, for ID3 CHAP frames (whose unit is the millisecond). */
export function chapterTimesMs(layout: BookLayout, titles: readonly string[]): { title: string; startMs: number; endMs: number }[] {
  const ms = (frames: number) => (frames / layout.sampleRate) * 1000;
  return titles.map((title, i) => ({
    title,
    startMs: ms(layout.starts[i]!),
    endMs: ms(layout.starts[i + 1] ?? layout.totalFrames),
  }));
}

/** MP3 frames of `layout`'s rate with an ID3v2 tag before them; `finish` completes the Info frame. */
export class Mp3Sink implements AudioSink {
  private constructor(
    private readonly file: Mp3File,
    private readonly codec: CodecStream,
  ) {}

  static async open(path: string, sampleRate: number, channels: number, kbps: number, id3: Uint8Array): Promise<Mp3Sink> {
    const file = Mp3File.create(path, id3);
    const codec = await CodecStream.open({
      codec: 'mp3',
      sampleRate,
      channels,
      bitrate: kbps * 1000,
      gain: dbToLinear(-encoderLevelChangeDb('mp3')),
      onFrame: (frame) => file.addFrame(frame),
    });
    return new Mp3Sink(file, codec);
  }

  /** The book as one MP3 with chapters. */
  static book(path: string, facts: BookFileFacts, kbps: number): Promise<Mp3Sink> {
    const id3 = id3v2Tag({
      metadata: facts.metadata,
      cover: facts.cover,
      chapters: chapterTimesMs(facts.layout, facts.titles),
      encoder: encoderName,
    });
    return Mp3Sink.open(path, facts.layout.sampleRate, facts.layout.channels, kbps, id3);
  }

  write(channels: readonly Float32Array[], frames: number): void {
    this.codec.enqueue(channels, frames);
  }

  ready(): Promise<void> {
    return this.codec.ready();
  }

  /** Ends the stream after `realSamples` samples were written. */
  async finish(realSamples: number): Promise<void> {
    await this.codec.finish();
    this.file.finish(realSamples);
  }

  async abandon(): Promise<void> {
    await this.codec.cancel();
    this.file.abandon();
  }
}

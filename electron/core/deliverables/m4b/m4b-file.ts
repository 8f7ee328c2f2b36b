import { BufferedFile } from '../buffered-file';
import { box, concat, fourcc, fullBox, needsLong, u32, u64, unityMatrix, zeros, U32List } from './boxes';
import { type ChapterMark, type TagFacts, udta } from './tags';
import { aacFrameSamples, aacPrimingSamples, audioTrak, chapterSample, chapterTrak, chapterTrackId } from './tracks';

/**
 * An M4B written as it is encoded: `ftyp`, then one `mdat` that the AAC frames stream into (its
 * 64-bit size patched at the end), then the chapter titles, then `moov` — built at the end from
 * the frame sizes kept (four bytes a frame), with the edit list, the chapter track, Nero chapters,
 * the tags and the cover. The movie's timescale is the sample rate: every time in it is a sample
 * count, so nothing is rounded.
 */

const ftyp = () => box('ftyp', fourcc('M4B '), u32(0), fourcc('M4B '), fourcc('M4A '), fourcc('mp42'), fourcc('isom'));
/** mdat with a 64-bit size: 16 bytes of header. */
const mdatHeaderBytes = 16;

export interface M4bFinish {
  sampleRate: number;
  channels: number;
  audioSpecificConfig: Uint8Array;
  /** The real samples written (the book's length in samples). */
  presentationSamples: number;
  chapters: ChapterMark[];
  tags: Omit<TagFacts, 'gapless'>;
}

function mvhd(timescale: number, duration: number): Uint8Array {
  const long = needsLong(duration);
  return fullBox(
    'mvhd',
    long ? 1 : 0,
    0,
    long ? [...u64(0), ...u64(0)] : [...u32(0), ...u32(0)],
    u32(timescale),
    long ? u64(duration) : u32(duration),
    u32(0x00010000),
    [0x01, 0x00],
    zeros(10),
    unityMatrix,
    zeros(24),
    u32(chapterTrackId + 1),
  );
}

export class M4bFile {
  private readonly sizes = new U32List();
  private readonly mdatAt: number;
  private readonly dataAt: number;

  private constructor(private readonly file: BufferedFile) {
    file.write(ftyp());
    this.mdatAt = file.position;
    file.write(concat([u32(1), fourcc('mdat'), u64(0)]));
    this.dataAt = this.mdatAt + mdatHeaderBytes;
  }

  static create(path: string): M4bFile {
    return new M4bFile(BufferedFile.create(path));
  }

  /** One raw AAC frame (no ADTS header). */
  addFrame(frame: Uint8Array): void {
    this.file.write(frame);
    this.sizes.push(frame.byteLength);
  }

  get frames(): number {
    return this.sizes.length;
  }

  finish(facts: M4bFinish): void {
    const { sampleRate, presentationSamples, chapters } = facts;
    // The chapter titles follow the audio inside the same mdat.
    const titleSizes = new U32List();
    const titleOffsets: number[] = [];
    for (const chapter of chapters) {
      const sample = chapterSample(chapter.title);
      titleOffsets.push(this.file.position);
      titleSizes.push(sample.byteLength);
      this.file.write(sample);
    }
    const mdatEnd = this.file.position;
    this.file.writeAt(this.mdatAt + 8, Uint8Array.from(u64(mdatEnd - this.mdatAt)));
    const durations = chapters.map((chapter, i) => (chapters[i + 1]?.start ?? presentationSamples) - chapter.start);
    const mediaSamples = this.sizes.length * aacFrameSamples;
    const gapless = {
      priming: aacPrimingSamples,
      padding: mediaSamples - aacPrimingSamples - presentationSamples,
      samples: presentationSamples,
    };
    const language = facts.tags.metadata.language;
    const moov = box(
      'moov',
      mvhd(sampleRate, presentationSamples),
      audioTrak(
        {
          sampleRate,
          channels: facts.channels,
          audioSpecificConfig: facts.audioSpecificConfig,
          sizes: this.sizes,
          dataOffset: this.dataAt,
          presentationSamples,
          language,
        },
        chapters.length > 0,
      ),
      chapters.length > 0
        ? chapterTrak({
            timescale: sampleRate,
            durations,
            sizes: titleSizes,
            offsets: titleOffsets,
            totalSamples: presentationSamples,
            language,
          })
        : [],
      udta({ ...facts.tags, gapless }, chapters, sampleRate),
    );
    this.file.write(moov);
    this.file.close();
  }

  abandon(): void {
    this.file.abandon();
  }
}

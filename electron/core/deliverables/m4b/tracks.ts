import {
  box,
  concat,
  fourcc,
  fullBox,
  needsLong,
  packedLanguage,
  u16,
  u24,
  u32,
  u64,
  u8,
  unityMatrix,
  utf8,
  zeros,
  type U32List,
} from './boxes';

/**
 * The two tracks of an M4B: the AAC audio, and a QuickTime chapter track (a text track whose
 * samples are the chapter titles, timed as the chapters, that the audio points to with a `chap`
 * track reference — what Apple's players and ffmpeg read as chapters). Every time is in samples
 * at the audio's rate, so chapter starts are exact.
 */

/** AAC frames are 1024 samples; libavcodec's encoder primes each stream with one frame of delay. */
export const aacFrameSamples = 1024;
export const aacPrimingSamples = 1024;

export const audioTrackId = 1;
export const chapterTrackId = 2;

/** Packets per chunk: about a second of audio, so the chunk-offset table stays small. */
const samplesPerChunk = 32;

function tkhd(trackId: number, duration: number, audio: boolean): Uint8Array {
  const long = needsLong(duration);
  // Flags: enabled + in movie for the audio; the chapter track is referenced, never played.
  const flags = audio ? 0x3 : 0x0;
  return fullBox(
    'tkhd',
    long ? 1 : 0,
    flags,
    long ? [...u64(0), ...u64(0)] : [...u32(0), ...u32(0)],
    u32(trackId),
    u32(0),
    long ? u64(duration) : u32(duration),
    zeros(8),
    u16(0),
    u16(0),
    u16(audio ? 0x0100 : 0),
    u16(0),
    unityMatrix,
    u32(0),
    u32(0),
  );
}

function mdhd(timescale: number, duration: number, language: string): Uint8Array {
  const long = needsLong(duration);
  return fullBox(
    'mdhd',
    long ? 1 : 0,
    0,
    long ? [...u64(0), ...u64(0)] : [...u32(0), ...u32(0)],
    u32(timescale),
    long ? u64(duration) : u32(duration),
    u16(packedLanguage(language)),
    u16(0),
  );
}

const hdlr = (handler: string, name: string) => fullBox('hdlr', 0, 0, u32(0), fourcc(handler), zeros(12), utf8(name), [0]);
const dinf = () => box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1)));

/** A descriptor of MPEG-4 Systems (ISO/IEC 14496-1 §8.3.3): tag, size (7 bits a byte), body. */
function descriptor(tag: number, body: Uint8Array): Uint8Array {
  const size = body.byteLength;
  const lengthBytes = [(size >>> 21) & 0x7f, (size >>> 14) & 0x7f, (size >>> 7) & 0x7f, size & 0x7f].map((b, i) => (i < 3 ? b | 0x80 : b));
  return concat([[tag], lengthBytes, body]);
}

export interface AudioFacts {
  sampleRate: number;
  channels: number;
  audioSpecificConfig: Uint8Array;
  sizes: U32List;
  /** Where the first AAC frame is in the file. */
  dataOffset: number;
  /** Samples the listener hears (the edit list's length). */
  presentationSamples: number;
  language: string;
}

function esds(facts: AudioFacts): Uint8Array {
  let largest = 0;
  let total = 0;
  for (let i = 0; i < facts.sizes.length; i++) {
    const size = facts.sizes.at(i);
    total += size;
    if (size > largest) largest = size;
  }
  const seconds = (facts.sizes.length * aacFrameSamples) / facts.sampleRate;
  const average = seconds > 0 ? Math.round((total * 8) / seconds) : 0;
  const decoderConfig = descriptor(
    0x04,
    concat([
      [0x40, (0x05 << 2) | 1],
      u24(largest),
      u32(Math.max(average, Math.round((largest * 8 * facts.sampleRate) / aacFrameSamples))),
      u32(average),
      descriptor(0x05, facts.audioSpecificConfig),
    ]),
  );
  const es = descriptor(0x03, concat([u16(0), [0], decoderConfig, descriptor(0x06, Uint8Array.of(0x02))]));
  return fullBox('esds', 0, 0, es);
}

const mp4a = (facts: AudioFacts) =>
  box('mp4a', zeros(6), u16(1), zeros(8), u16(facts.channels), u16(16), u16(0), u16(0), u32(facts.sampleRate * 65536), esds(facts));

/** stsc, and stco or co64, for samples stored back to back from `offset` in chunks of `perChunk`. */
function chunkTables(sizes: U32List, offset: number, perChunk: number): Uint8Array[] {
  const count = sizes.length;
  const chunks = Math.ceil(count / perChunk);
  const offsets: number[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (i % perChunk === 0) offsets.push(at);
    at += sizes.at(i);
  }
  const last = count - (chunks - 1) * perChunk;
  const entries =
    chunks === 0
      ? []
      : last === perChunk || chunks === 1
        ? [[1, Math.min(perChunk, count)]]
        : [
            [1, perChunk],
            [chunks, last],
          ];
  const stsc = fullBox('stsc', 0, 0, u32(entries.length), ...entries.map(([first, n]) => [...u32(first!), ...u32(n!), ...u32(1)]));
  const long = needsLong(at);
  const table = concat(offsets.map((value) => (long ? u64(value) : u32(value))));
  return [stsc, long ? fullBox('co64', 0, 0, u32(chunks), table) : fullBox('stco', 0, 0, u32(chunks), table)];
}

export function audioTrak(facts: AudioFacts, withChapters: boolean): Uint8Array {
  const mediaSamples = facts.sizes.length * aacFrameSamples;
  const elstLong = needsLong(facts.presentationSamples, aacPrimingSamples);
  const stbl = box(
    'stbl',
    fullBox('stsd', 0, 0, u32(1), mp4a(facts)),
    fullBox('stts', 0, 0, u32(1), u32(facts.sizes.length), u32(aacFrameSamples)),
    ...chunkTables(facts.sizes, facts.dataOffset, samplesPerChunk),
    fullBox('stsz', 0, 0, u32(0), u32(facts.sizes.length), facts.sizes.toBytes()),
  );
  return box(
    'trak',
    tkhd(audioTrackId, facts.presentationSamples, true),
    withChapters ? box('tref', box('chap', u32(chapterTrackId))) : [],
    // The edit list skips the encoder's priming and ends at the last real sample: the listener
    // hears exactly the samples written, and sample 0 of the book is time 0 of the file.
    box(
      'edts',
      fullBox(
        'elst',
        elstLong ? 1 : 0,
        0,
        u32(1),
        elstLong ? u64(facts.presentationSamples) : u32(facts.presentationSamples),
        elstLong ? u64(aacPrimingSamples) : u32(aacPrimingSamples),
        u16(1),
        u16(0),
      ),
    ),
    box(
      'mdia',
      mdhd(facts.sampleRate, mediaSamples, facts.language),
      hdlr('soun', 'SoundHandler'),
      box('minf', fullBox('smhd', 0, 0, u16(0), u16(0)), dinf(), stbl),
    ),
  );
}

export interface ChapterFacts {
  timescale: number;
  /** Each chapter's duration in samples (start to the next start; the last to the end). */
  durations: number[];
  sizes: U32List;
  /** Where each title sample is in the file. */
  offsets: number[];
  totalSamples: number;
  language: string;
}

/** A chapter title as a QuickTime text sample: 16-bit length, UTF-8 text, and an `encd` atom saying UTF-8. */
export function chapterSample(title: string): Uint8Array {
  const text = utf8(title).subarray(0, 0xffff);
  return concat([u16(text.byteLength), text, u32(12), fourcc('encd'), u32(0x00000100)]);
}

/** The text sample entry QuickTime chapter tracks carry (display flags, box, style, one font). */
const textSampleEntry = () =>
  box(
    'text',
    zeros(6),
    u16(1),
    u32(1),
    zeros(6),
    zeros(8),
    u16(0),
    u16(0),
    u16(1),
    u8(0),
    u8(0),
    zeros(4),
    u32(13),
    fourcc('ftab'),
    u16(1),
    u16(1),
    u8(0),
  );

/** QuickTime's generic media header with the text atom Apple's chapter tracks carry. */
const gmhd = () =>
  box(
    'gmhd',
    fullBox('gmin', 0, 0, u16(0x40), u16(0x8000), u16(0x8000), u16(0x8000), u16(0), u16(0)),
    box('text', u16(1), u32(0), u32(0), u32(0), u32(1), u32(0), u32(0), u32(0), u32(0x00004000), u16(0)),
  );

export function chapterTrak(facts: ChapterFacts): Uint8Array {
  const n = facts.durations.length;
  const long = needsLong(...facts.offsets);
  const stbl = box(
    'stbl',
    fullBox('stsd', 0, 0, u32(1), textSampleEntry()),
    fullBox('stts', 0, 0, u32(n), ...facts.durations.map((duration) => [...u32(1), ...u32(duration)])),
    fullBox('stsc', 0, 0, u32(1), u32(1), u32(1), u32(1)),
    fullBox('stsz', 0, 0, u32(0), u32(n), facts.sizes.toBytes()),
    long
      ? fullBox('co64', 0, 0, u32(n), ...facts.offsets.map((offset) => u64(offset)))
      : fullBox('stco', 0, 0, u32(n), ...facts.offsets.map((offset) => u32(offset))),
  );
  return box(
    'trak',
    tkhd(chapterTrackId, facts.totalSamples, false),
    box(
      'mdia',
      mdhd(facts.timescale, facts.totalSamples, facts.language),
      hdlr('text', 'ChapterHandler'),
      box('minf', gmhd(), dinf(), stbl),
    ),
  );
}

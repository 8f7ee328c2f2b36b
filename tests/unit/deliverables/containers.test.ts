import { describe, expect, it } from 'vitest';
import { iso639Of, packedLanguage } from '../../../electron/core/deliverables/m4b/boxes';
import { chapterSample } from '../../../electron/core/deliverables/m4b/tracks';
import { chpl, iTunSMPB, utf8Prefix } from '../../../electron/core/deliverables/m4b/tags';
import { readFrameHeader } from '../../../electron/core/deliverables/mp3/frame-header';
import { id3v2Tag } from '../../../electron/core/deliverables/mp3/id3v2';
import { crc16, infoFrame, lameEncoderDelay } from '../../../electron/core/deliverables/mp3/lame-tag';
import { emptyBookMetadata } from '../../../shared/model/deliverables';

// The byte layouts the deliverables write, checked against their specifications' own numbers
// (the integration tests read whole files back with ffprobe; these pin what ffprobe does not show).

const synchsafe = (bytes: Uint8Array, at: number) => (bytes[at]! << 21) | (bytes[at + 1]! << 14) | (bytes[at + 2]! << 7) | bytes[at + 3]!;

/** The frames of an ID3v2.4 tag: id and body, in order (top level only). */
function frames(tag: Uint8Array): Array<{ id: string; body: Uint8Array }> {
  const out = [];
  const end = 10 + synchsafe(tag, 6);
  for (let at = 10; at < end;) {
    const size = synchsafe(tag, at + 4);
    out.push({ id: String.fromCharCode(...tag.subarray(at, at + 4)), body: tag.subarray(at + 10, at + 10 + size) });
    at += 10 + size;
  }
  return out;
}

describe('ID3v2.4 tag', () => {
  it('writes UTF-8 text frames and synchsafe sizes, every byte under 0x80', () => {
    const tag = id3v2Tag({ metadata: { ...emptyBookMetadata, title: 'كتاب', author: 'A' }, cover: null, chapters: [], encoder: 'Sawt' });
    expect(String.fromCharCode(...tag.subarray(0, 5))).toBe('ID3\u0004\u0000');
    for (let i = 6; i < 10; i++) expect(tag[i]! & 0x80).toBe(0);
    const title = frames(tag).find((f) => f.id === 'TIT2')!;
    expect(title.body[0]).toBe(0x03);
    expect(new TextDecoder().decode(title.body.subarray(1))).toBe('كتاب');
  });

  it('CHAP frames carry millisecond times and unused offsets; a CTOC lists them in order', () => {
    const chapters = [
      { title: 'One', startMs: 0, endMs: 1500.4 },
      { title: 'اثنان', startMs: 1500.4, endMs: 3000 },
    ];
    const tag = id3v2Tag({ metadata: { ...emptyBookMetadata, title: 'Book' }, cover: null, chapters, encoder: 'Sawt' });
    const all = frames(tag);
    const toc = all.find((f) => f.id === 'CTOC')!.body;
    // "toc\0", flags top-level|ordered, 2 entries "ch1\0ch2\0".
    expect(Array.from(toc.subarray(0, 14))).toEqual([...Buffer.from('toc\0'), 0x03, 2, ...Buffer.from('ch1\0ch2\0')]);
    const chap = all.filter((f) => f.id === 'CHAP').map((f) => f.body);
    expect(chap).toHaveLength(2);
    const view = new DataView(chap[1]!.buffer, chap[1]!.byteOffset);
    expect([view.getUint32(4), view.getUint32(8), view.getUint32(12), view.getUint32(16)]).toEqual([1500, 3000, 0xffffffff, 0xffffffff]);
  });

  it('over 255 chapters, a top-level CTOC of CTOCs (an entry count is one byte)', () => {
    const chapters = Array.from({ length: 300 }, (_, i) => ({ title: `C${i}`, startMs: i * 1000, endMs: (i + 1) * 1000 }));
    const all = frames(id3v2Tag({ metadata: emptyBookMetadata, cover: null, chapters, encoder: 'Sawt' }));
    const tocs = all.filter((f) => f.id === 'CTOC').map((f) => f.body);
    expect(tocs.map((t) => [new TextDecoder().decode(t.subarray(0, t.indexOf(0))), t[t.indexOf(0) + 2]])).toEqual([
      ['toc', 2],
      ['toc1', 255],
      ['toc2', 45],
    ]);
    expect(all.filter((f) => f.id === 'CHAP')).toHaveLength(300);
  });
});

describe('LAME Info frame', () => {
  it('CRC-16 is the ARC variant LAME and ffmpeg use (check value of "123456789")', () => {
    expect(crc16(new TextEncoder().encode('123456789'))).toBe(0xbb3d);
  });

  it('holds the frame count, the delay and padding, and a tag CRC over its first bytes', () => {
    // A 64 kbit/s MPEG-2 mono frame at 22.05 kHz, as LAME makes it.
    const model = Uint8Array.of(0xff, 0xf3, 0x80, 0xc4);
    const header = readFrameHeader(model)!;
    expect([header.version, header.sampleRate, header.kbps, header.mono, header.samples]).toEqual([2, 22050, 64, true, 576]);
    const frame = infoFrame({
      model: header,
      modelBytes: model,
      frameCount: 100,
      sizeAt: () => 208,
      audioBytes: 20_800,
      padding: 700,
      musicCrc: 0x1234,
    });
    const view = new DataView(frame.buffer);
    const at = 4 + header.sideInfoBytes;
    expect(String.fromCharCode(...frame.subarray(at, at + 4))).toBe('Info');
    expect(view.getUint32(at + 8)).toBe(100);
    const lame = at + 120;
    expect(String.fromCharCode(...frame.subarray(lame, lame + 9))).toBe('LAME3.100');
    const delays = (frame[lame + 21]! << 16) | (frame[lame + 22]! << 8) | frame[lame + 23]!;
    expect([delays >> 12, delays & 0xfff]).toEqual([lameEncoderDelay, 700]);
    expect(view.getUint16(lame + 34)).toBe(crc16(frame.subarray(0, lame + 34)));
  });
});

describe('MP4 pieces', () => {
  it('languages as ISO 639-2 and packed into mdhd', () => {
    expect([iso639Of('ar'), iso639Of('en-GB'), iso639Of('ara'), iso639Of('')]).toEqual(['ara', 'eng', 'ara', 'und']);
    // 'und' packs to 0x55C4, the value every MP4 writer uses for "undetermined".
    expect(packedLanguage('')).toBe(0x55c4);
  });

  it('a chapter title sample: its UTF-8 length, the text and an encd atom naming UTF-8', () => {
    const sample = chapterSample('الفصل');
    const text = Buffer.from('الفصل');
    expect(Array.from(sample.subarray(0, 2))).toEqual([0, text.byteLength]);
    expect(Buffer.from(sample.subarray(2, 2 + text.byteLength)).equals(text)).toBe(true);
    expect(Array.from(sample.subarray(2 + text.byteLength))).toEqual([0, 0, 0, 12, ...Buffer.from('encd'), 0, 0, 1, 0]);
  });

  it('Nero chapters in 100 ns units, titles cut at 255 bytes on a character boundary, none past 255 chapters', () => {
    const box = chpl([{ title: 'ب'.repeat(200), start: 22_050 }], 22_050)!;
    const view = new DataView(box.buffer);
    expect(box[16]).toBe(1);
    expect(Number(view.getBigUint64(17))).toBe(10_000_000);
    expect(box[25]).toBe(254);
    expect(utf8Prefix('ب'.repeat(200), 255).byteLength).toBe(254);
    expect(
      chpl(
        Array.from({ length: 256 }, () => ({ title: 'x', start: 0 })),
        22_050,
      ),
    ).toBeNull();
  });

  it('iTunSMPB says priming, padding and the real sample count as iTunes writes them', () => {
    expect(iTunSMPB({ priming: 1024, padding: 561, samples: 220_623 })).toBe(
      ` 00000000 00000400 00000231 0000000000035DCF${' 00000000'.repeat(8)}`,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { readFmt, readWavChunks, wavHeader } from '../../../electron/core/audio/wav-riff';
import { wavHeader as fixtureHeader, wavOf } from '../../helpers/wav-fixtures';

// The studio's one RIFF reader: what every duration, check, decode and join builds on.
describe('readWavChunks', () => {
  it("finds fmt and data past other chunks, honouring an odd chunk's pad byte", () => {
    const bytes = wavOf([7, -7, 9], { extra: true });
    const wav = readWavChunks(bytes)!;
    expect(readFmt(wav.format)).toEqual({
      formatTag: 1,
      channels: 1,
      sampleRate: 16_000,
      byteRate: 32_000,
      blockAlign: 2,
      bitsPerSample: 16,
    });
    expect([...new Int16Array(wav.data.slice().buffer)]).toEqual([7, -7, 9]);
    expect(wav.dataOffset).toBe(bytes.byteLength - 6);
    expect(wav.declaredFileBytes).toBe(bytes.byteLength);
  });

  it('reads a header alone: the data as far as it goes, the sizes as declared', () => {
    const header = fixtureHeader(1_000_000);
    const wav = readWavChunks(header)!;
    expect(wav.data.byteLength).toBe(0);
    expect(wav.declaredBytes).toBe(1_000_000);
    expect(wav.declaredFileBytes).toBe(44 + 1_000_000);
  });

  it("takes a streaming encoder's placeholder RIFF size as no size", () => {
    const bytes = wavOf([1, 2]);
    new DataView(bytes.buffer).setUint32(4, 0xffffffff, true);
    expect(readWavChunks(bytes)!.declaredFileBytes).toBeNull();
    new DataView(bytes.buffer).setUint32(4, 0, true);
    expect(readWavChunks(bytes)!.declaredFileBytes).toBeNull();
  });

  it('is null for what is not a WAV, or has no fmt before its data', () => {
    expect(readWavChunks(new TextEncoder().encode('<html>gateway error</html>'))).toBeNull();
    expect(readWavChunks(new Uint8Array(10))).toBeNull();
    const noFormat = wavOf([1]);
    noFormat.set(new TextEncoder().encode('junk'), 12);
    expect(readWavChunks(noFormat)).toBeNull();
  });

  it("names WAVE_FORMAT_EXTENSIBLE's real format", () => {
    const format = new Uint8Array(40);
    const view = new DataView(format.buffer);
    view.setUint16(0, 0xfffe, true);
    view.setUint16(24, 3, true);
    expect(readFmt(format).formatTag).toBe(3);
  });
});

describe('wavHeader', () => {
  it('writes a header the reader reads back', () => {
    const format = readWavChunks(wavOf([1]))!.format;
    const header = wavHeader(format, 6);
    const bytes = new Uint8Array(header.byteLength + 6);
    bytes.set(header);
    const wav = readWavChunks(bytes)!;
    expect(wav.format).toEqual(format);
    expect(wav.declaredBytes).toBe(6);
    expect(wav.declaredFileBytes).toBe(bytes.byteLength);
  });
});

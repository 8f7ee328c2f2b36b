/**
 * MPEG audio Layer III frame headers (ISO/IEC 11172-3 §2.4.2.3, 13818-3 for the half rates): what
 * the MP3 writer needs to build its Info frame in the stream's own format and to count samples.
 */

const layer3Kbps = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const rates = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] } as Record<number, number[]>;

export interface FrameHeader {
  /** 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5 (the header's version bits). */
  version: number;
  sampleRate: number;
  kbps: number;
  bitrateIndex: number;
  rateIndex: number;
  padding: boolean;
  mono: boolean;
  /** Bytes of the whole frame, header included. */
  bytes: number;
  samples: number;
  /** Side information bytes after the header (where a Xing/Info tag starts). */
  sideInfoBytes: number;
}

export function readFrameHeader(bytes: Uint8Array, at = 0): FrameHeader | null {
  if (at + 4 > bytes.byteLength) return null;
  const b1 = bytes[at + 1]!;
  const b2 = bytes[at + 2]!;
  const b3 = bytes[at + 3]!;
  if (bytes[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3;
  if (version === 1 || ((b1 >> 1) & 3) !== 1) return null;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const mpeg1 = version === 3;
  const kbps = (mpeg1 ? layer3Kbps.mpeg1 : layer3Kbps.mpeg2)[bitrateIndex]!;
  const sampleRate = rates[version]![rateIndex]!;
  const padding = ((b2 >> 1) & 1) === 1;
  const mono = b3 >> 6 === 3;
  const bytesOf = Math.floor(((mpeg1 ? 144 : 72) * kbps * 1000) / sampleRate) + (padding ? 1 : 0);
  return {
    version,
    sampleRate,
    kbps,
    bitrateIndex,
    rateIndex,
    padding,
    mono,
    bytes: bytesOf,
    samples: mpeg1 ? 1152 : 576,
    sideInfoBytes: mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17,
  };
}

/** The bitrates of a version's Layer III frames, by bitrate index. */
export function kbpsOf(version: number, bitrateIndex: number): number {
  return (version === 3 ? layer3Kbps.mpeg1 : layer3Kbps.mpeg2)[bitrateIndex]!;
}

/** Bytes of an unpadded frame of this version and rate at a bitrate index. */
export function frameBytesAt(header: FrameHeader, bitrateIndex: number): number {
  return Math.floor(((header.version === 3 ? 144 : 72) * kbpsOf(header.version, bitrateIndex) * 1000) / header.sampleRate);
}

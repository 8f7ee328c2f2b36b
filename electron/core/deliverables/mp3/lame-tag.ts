import { frameBytesAt, type FrameHeader } from './frame-header';

/**
 * The Info frame that starts a gapless MP3: a silent frame in the stream's format whose side
 * information holds the Xing fields (frame count, byte count, seek table) and the LAME tag, whose
 * encoder delay and padding let a decoder drop exactly the samples the encoder added — LAME's 576
 * at the start (the decoder's own 529 it knows) and the flush's padding at the end. Without it a
 * player starts every chapter mark late by 1105 samples (50 ms at 22.05 kHz) and plays the tail
 * of silence. Layout: Gabriel Bouvigne's LAME tag rev. 1, as LAME 3.100 and ffmpeg write it.
 */

/** LAME's encoder delay (its MDCT and filterbank look-ahead), in samples, at every rate. */
export const lameEncoderDelay = 576;

/** What the fields after the Xing tag take: 'Info', flags, frames, bytes, TOC, quality, LAME tag. */
const infoTagBytes = 4 + 4 + 4 + 4 + 100 + 4 + 36;

/** CRC-16 as LAME and ffmpeg compute it (polynomial 0x8005 reflected, 0xA001; initial 0). */
const crcTable = Uint16Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xa001 : c >>> 1;
  return c;
});

export function crc16(bytes: Uint8Array, crc = 0): number {
  let value = crc;
  for (let i = 0; i < bytes.byteLength; i++) value = (value >>> 8) ^ crcTable[(value ^ bytes[i]!) & 0xff]!;
  return value;
}

/** The bitrate index and size of the Info frame: the stream's own bitrate when the tag fits in it. */
export function infoFrameShape(model: FrameHeader): { bitrateIndex: number; bytes: number } {
  const needed = 4 + model.sideInfoBytes + infoTagBytes;
  for (let index = model.bitrateIndex; index < 15; index++) {
    const bytes = frameBytesAt(model, index);
    if (bytes >= needed) return { bitrateIndex: index, bytes };
  }
  throw new Error('No MP3 frame is large enough for the Info tag.');
}

export interface InfoFacts {
  /** The first audio frame's header and its four bytes (version, rate, channel mode come from it). */
  model: FrameHeader;
  modelBytes: Uint8Array;
  /** Audio frames after the Info frame, and the size of each in order. */
  frameCount: number;
  sizeAt: (index: number) => number;
  audioBytes: number;
  /** Samples at the end the encoder added past the real ones. */
  padding: number;
  musicCrc: number;
}

/** The source rate code of the LAME tag's misc byte: ≤ 32 kHz, 44.1, 48, above. */
function sourceRateCode(rate: number): number {
  if (rate <= 32_000) return 0;
  if (rate <= 44_100) return 1;
  return rate <= 48_000 ? 2 : 3;
}

export function infoFrame(facts: InfoFacts): Uint8Array {
  const { model, frameCount } = facts;
  const shape = infoFrameShape(model);
  const frame = new Uint8Array(shape.bytes);
  const view = new DataView(frame.buffer);
  // The model's header, unpadded, without CRC protection, at the Info frame's bitrate.
  frame[0] = 0xff;
  frame[1] = facts.modelBytes[1]! | 0x01;
  frame[2] = (shape.bitrateIndex << 4) | (model.rateIndex << 2) | (facts.modelBytes[2]! & 0x01);
  frame[3] = facts.modelBytes[3]!;
  let at = 4 + model.sideInfoBytes;
  frame.set([0x49, 0x6e, 0x66, 0x6f], at); // 'Info': constant bitrate
  view.setUint32(at + 4, 0x0f); // frames, bytes, TOC and quality present
  view.setUint32(at + 8, frameCount);
  const totalBytes = shape.bytes + facts.audioBytes;
  view.setUint32(at + 12, totalBytes);
  at += 16;
  // Seek table: where each percent of the duration starts, in 256ths of the file's MPEG bytes.
  let frameIndex = 0;
  let offset = shape.bytes;
  for (let percent = 0; percent < 100; percent++) {
    const target = Math.floor((percent * frameCount) / 100);
    while (frameIndex < target) offset += facts.sizeAt(frameIndex++);
    frame[at + percent] = Math.min(255, Math.floor((256 * offset) / totalBytes));
  }
  frame[at] = 0;
  at += 100;
  view.setUint32(at, 100); // quality
  at += 4;
  const lameStart = at;
  frame.set(new TextEncoder().encode('LAME3.100'), at);
  at += 9;
  frame[at++] = 0x01; // tag revision 0, method 1: constant bitrate
  frame[at++] = 0; // lowpass unknown
  at += 4 + 2 + 2; // peak, radio and audiophile replay gain: none
  frame[at++] = 0; // encoding flags, ATH type
  frame[at++] = Math.min(255, model.kbps);
  const delayAndPadding = (lameEncoderDelay << 12) | (Math.min(4095, Math.max(0, facts.padding)) & 0xfff);
  frame.set([(delayAndPadding >>> 16) & 0xff, (delayAndPadding >>> 8) & 0xff, delayAndPadding & 0xff], at);
  at += 3;
  frame[at++] = sourceRateCode(model.sampleRate) << 6;
  frame[at++] = 0; // MP3 gain
  at += 2; // preset and surround: none
  view.setUint32(at, totalBytes);
  at += 4;
  view.setUint16(at, facts.musicCrc);
  at += 2;
  if (at - lameStart !== 34) throw new Error('LAME tag layout');
  view.setUint16(at, crc16(frame.subarray(0, at)));
  return frame;
}

import { fail, ok, type Result } from '../../../shared/contract/errors';
import { readFmt, readWavChunks } from './wav-riff';

/** Audio as the finishing steps work on it: one Float32Array per channel, samples in [-1, 1]. */
export interface PcmAudio {
  sampleRate: number;
  channels: Float32Array[];
}

/** A WAV file's sample format and where its samples are, from its header alone. */
export interface WavFormat {
  sampleRate: number;
  channelCount: number;
  frames: number;
  bytesPerSample: number;
  float: boolean;
  /** Byte offset of the first sample in the file. */
  dataOffset: number;
}

/** Where a WAV file's samples are and how to read them, without converting any. */
export interface WavLayout extends WavFormat {
  /** Reads one sample (in [-1, 1]) at a byte offset of `data`. */
  read: (at: number) => number;
}

/**
 * Integer PCM (8, 16, 24, 32 bit) and 32-bit float WAV, the forms a TTS service sends. `bytes`
 * may be the file's start only: `fileBytes` is then its whole size (a data chunk's declared size
 * is trusted up to what the file really holds).
 */
export function readWavFormat(bytes: Uint8Array, fileBytes: number = bytes.byteLength): Result<WavFormat> {
  const wav = readWavChunks(bytes);
  if (!wav) return fail('BAD_RESPONSE', 'The clip is not a WAV file the studio can read.');
  const { channels: channelCount, sampleRate, bitsPerSample: bits, formatTag } = readFmt(wav.format);
  if (channelCount < 1 || channelCount > 8 || sampleRate < 1000)
    return fail('BAD_RESPONSE', 'The clip declares an impossible audio format.');
  const bytesPerSample = bits / 8;
  if (!Number.isInteger(bytesPerSample) || bytesPerSample < 1 || bytesPerSample > 4)
    return fail('BAD_RESPONSE', `The clip uses ${bits}-bit samples, which the studio cannot read.`);
  if (formatTag !== 1 && !(formatTag === 3 && bits === 32))
    return fail('BAD_RESPONSE', 'The clip is compressed inside its WAV file, which the studio cannot read.');
  const dataBytes = Math.max(0, Math.min(wav.declaredBytes, fileBytes - wav.dataOffset));
  const frames = Math.floor(dataBytes / (bytesPerSample * channelCount));
  return ok({ sampleRate, channelCount, frames, bytesPerSample, float: formatTag === 3, dataOffset: wav.dataOffset });
}

export function readWavLayout(bytes: Uint8Array): Result<WavLayout> {
  const format = readWavFormat(bytes);
  if (!format.ok) return format;
  const { dataOffset, frames, bytesPerSample, channelCount } = format.value;
  const data = new DataView(bytes.buffer, bytes.byteOffset + dataOffset, frames * bytesPerSample * channelCount);
  return ok({ ...format.value, read: sampleReader(format.value.float, bytesPerSample, data) });
}

export function decodeWav(bytes: Uint8Array): Result<PcmAudio> {
  const layout = readWavLayout(bytes);
  if (!layout.ok) return layout;
  const { sampleRate, channelCount, frames, bytesPerSample, read } = layout.value;
  const channels = Array.from({ length: channelCount }, () => new Float32Array(frames));
  const step = bytesPerSample * channelCount;
  for (let c = 0; c < channelCount; c++) {
    const out = channels[c]!;
    for (let i = 0, at = c * bytesPerSample; i < frames; i++, at += step) out[i] = read(at);
  }
  return ok({ sampleRate, channels });
}

export function sampleReader(float: boolean, bytes: number, view: DataView): (at: number) => number {
  if (float) return (at) => view.getFloat32(at, true);
  switch (bytes) {
    case 1:
      return (at) => (view.getUint8(at) - 128) / 128;
    case 2:
      return (at) => view.getInt16(at, true) / 32768;
    case 3:
      return (at) => (view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getInt8(at + 2) << 16)) / 8388608;
    default:
      return (at) => view.getInt32(at, true) / 2147483648;
  }
}

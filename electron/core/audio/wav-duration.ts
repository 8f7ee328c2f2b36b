import { readFmt, readWavChunks } from './wav-riff';

/**
 * Duration of a PCM WAV in milliseconds, read from its `fmt ` and `data` chunks, or null when the
 * bytes are not a WAV we understand (the row then simply shows no duration).
 *
 * Only the header is needed: `fileBytes` is the whole file's size when `bytes` holds just its start
 * (a data chunk's declared size is trusted up to what the file really holds).
 */
export function wavDurationMs(bytes: Uint8Array, fileBytes: number = bytes.byteLength): number | null {
  const wav = readWavChunks(bytes);
  if (!wav) return null;
  // The byte rate, not the sample rate, turns data bytes into seconds.
  const { byteRate } = readFmt(wav.format);
  if (byteRate === 0) return null;
  const dataBytes = Math.min(wav.declaredBytes, fileBytes - wav.dataOffset);
  return dataBytes < 0 ? null : Math.round((dataBytes / byteRate) * 1000);
}

/**
 * The studio's one reader of the RIFF WAVE layout, and the header writer that goes with it: every
 * use of a WAV file (its duration, whether it arrived whole, its samples, a join, a waveform) finds
 * the `fmt ` and `data` chunks here, so they all agree on what a WAV is
 * (tests/unit/tooling/one-wav-reader.test.ts keeps it the only one).
 *
 * `bytes` may be the file's start only (a header read alone): the data chunk's declared size is
 * then more than `data` holds, and callers trust it up to the file's real size.
 */

export interface WavChunks {
  /** The `fmt ` chunk's body (at least its 16 bytes of PCM fields), compared byte for byte between clips. */
  format: Uint8Array;
  /** The data chunk's samples, as far as `bytes` holds them. */
  data: Uint8Array;
  /** Where the samples start in the file. */
  dataOffset: number;
  /** The size the data chunk declares (a streamed WAV may carry a placeholder). */
  declaredBytes: number;
  /** The file's size as its RIFF header declares it, or null for a streaming encoder's placeholder (0 or 0xFFFFFFFF). */
  declaredFileBytes: number | null;
}

/** The PCM fields of a `fmt ` chunk's body. */
export interface FmtFields {
  /** 1 integer PCM, 3 float; WAVE_FORMAT_EXTENSIBLE's is the one its sub-format names. */
  formatTag: number;
  channels: number;
  sampleRate: number;
  byteRate: number;
  blockAlign: number;
  bitsPerSample: number;
}

/** The RIFF size field is 32 bits: a WAV file holds at most this many bytes after its first 8. */
export const riffLimit = 0xffffffff;

const tag = (bytes: Uint8Array, at: number) => String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);

/** The chunks of a RIFF WAVE file, or null when `bytes` is not one (or holds no `fmt ` before its `data`). */
export function readWavChunks(bytes: Uint8Array): WavChunks | null {
  if (bytes.byteLength < 12 || tag(bytes, 0) !== 'RIFF' || tag(bytes, 8) !== 'WAVE') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const riffSize = view.getUint32(4, true);
  const declaredFileBytes = riffSize === 0 || riffSize === riffLimit ? null : riffSize + 8;
  let format: Uint8Array | null = null;
  for (let at = 12; at + 8 <= bytes.byteLength;) {
    const id = tag(bytes, at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') format = bytes.subarray(body, Math.min(bytes.byteLength, body + size));
    if (id === 'data') {
      if (!format || format.byteLength < 16) return null;
      const data = bytes.subarray(body, Math.min(bytes.byteLength, body + size));
      return { format, data, dataOffset: body, declaredBytes: size, declaredFileBytes };
    }
    // Chunks are padded to an even size.
    at = body + size + (size % 2);
  }
  return null;
}

/** Reads the PCM fields of a `fmt ` chunk's body (at least 16 bytes, as readWavChunks guarantees). */
export function readFmt(format: Uint8Array): FmtFields {
  const view = new DataView(format.buffer, format.byteOffset, format.byteLength);
  const tag = view.getUint16(0, true);
  return {
    // WAVE_FORMAT_EXTENSIBLE names the real format in the first two bytes of its sub-format GUID.
    formatTag: tag === 0xfffe && format.byteLength >= 26 ? view.getUint16(24, true) : tag,
    channels: view.getUint16(2, true),
    sampleRate: view.getUint32(4, true),
    byteRate: view.getUint32(8, true),
    blockAlign: view.getUint16(12, true),
    bitsPerSample: view.getUint16(14, true),
  };
}

/** The header of a WAV file whose `fmt ` body is `format` and whose data chunk holds `dataBytes`. */
export function wavHeader(format: Uint8Array, dataBytes: number): Uint8Array {
  const formatChunk = 8 + format.byteLength + (format.byteLength % 2);
  const out = new Uint8Array(12 + formatChunk + 8);
  const view = new DataView(out.buffer);
  const writeTag = (at: number, text: string) => {
    for (let i = 0; i < 4; i++) out[at + i] = text.charCodeAt(i);
  };
  writeTag(0, 'RIFF');
  view.setUint32(4, out.byteLength + dataBytes - 8, true);
  writeTag(8, 'WAVE');
  writeTag(12, 'fmt ');
  view.setUint32(16, format.byteLength, true);
  out.set(format, 20);
  writeTag(12 + formatChunk, 'data');
  view.setUint32(12 + formatChunk + 4, dataBytes, true);
  return out;
}

import { fail, ok, type Result } from '../../../shared/contract';

/**
 * Joins WAV clips of one format into one WAV: the PCM samples of each `data` chunk back to back
 * under a fresh header. The service makes every clip of a voice in the same format; clips that
 * differ (rate, channels, bit depth) cannot be joined by concatenation and are refused.
 */

interface WavParts {
  /** The `fmt ` chunk's body, compared byte for byte between clips. */
  format: Uint8Array;
  data: Uint8Array;
  /** Where the data starts in the bytes read, and the size its chunk declares (a header read alone holds less). */
  dataOffset: number;
  declaredBytes: number;
}

const tag = (bytes: Uint8Array, at: number) => String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);

export function readWav(bytes: Uint8Array): WavParts | null {
  if (bytes.byteLength < 12 || tag(bytes, 0) !== 'RIFF' || tag(bytes, 8) !== 'WAVE') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: Uint8Array | null = null;
  for (let at = 12; at + 8 <= bytes.byteLength;) {
    const id = tag(bytes, at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') format = bytes.subarray(body, Math.min(bytes.byteLength, body + size));
    if (id === 'data') {
      if (!format || format.byteLength < 16) return null;
      // A streamed WAV may carry a placeholder size: take what is there.
      return { format, data: bytes.subarray(body, Math.min(bytes.byteLength, body + size)), dataOffset: body, declaredBytes: size };
    }
    at = body + size + (size % 2);
  }
  return null;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.byteLength === b.byteLength && a.every((value, i) => value === b[i]);
}

/** Silence (ms) before and after one clip, from the script's pause markers. */
export interface ClipPauses {
  beforeMs: number;
  afterMs: number;
}

/** Whole frames of silence: exact to the sample, rounded to the nearest frame. */
function silence(ms: number, format: Uint8Array): Uint8Array {
  const view = new DataView(format.buffer, format.byteOffset, format.byteLength);
  const rate = view.getUint32(4, true);
  const blockAlign = view.getUint16(12, true) || 1;
  const bits = view.getUint16(14, true);
  const bytes = new Uint8Array(Math.round((ms * rate) / 1000) * blockAlign);
  // 8-bit PCM is unsigned: its silence is the midpoint, 128; wider PCM and float are zero.
  if (bits === 8) bytes.fill(0x80);
  return bytes;
}

export function joinWavs(clips: readonly Uint8Array[], pauses: readonly ClipPauses[] = []): Result<Uint8Array> {
  if (clips.length === 0) return fail('VALIDATION', 'There are no clips to join.');
  const parsed: WavParts[] = [];
  for (const [index, clip] of clips.entries()) {
    const wav = readWav(clip);
    if (!wav) return fail('BAD_RESPONSE', `The audio of part ${index + 1} is not a WAV file the studio can join.`);
    if (parsed[0] && !sameBytes(parsed[0].format, wav.format)) {
      return fail('BAD_RESPONSE', `The audio of part ${index + 1} has a different format from part 1, so the parts cannot be joined.`);
    }
    parsed.push(wav);
  }
  const format = parsed[0]!.format;
  const blockAlign = new DataView(format.buffer, format.byteOffset, format.byteLength).getUint16(12, true) || 1;
  // Each part's data is whole sample frames; trimming a stray byte keeps the channels aligned.
  const datas = parsed.flatMap((p, index) => {
    const whole = p.data.subarray(0, p.data.byteLength - (p.data.byteLength % blockAlign));
    const pause = pauses[index];
    if (!pause) return [whole];
    return [silence(pause.beforeMs, format), whole, silence(pause.afterMs, format)];
  });
  const dataBytes = datas.reduce((sum, d) => sum + d.byteLength, 0);
  const formatChunk = 8 + format.byteLength + (format.byteLength % 2);
  const total = 12 + formatChunk + 8 + dataBytes;
  if (total > 0xffffffff) return fail('VALIDATION', 'The joined audio would be larger than a WAV file can hold (4 GB).');
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  const writeTag = (at: number, text: string) => {
    for (let i = 0; i < 4; i++) out[at + i] = text.charCodeAt(i);
  };
  writeTag(0, 'RIFF');
  view.setUint32(4, total - 8, true);
  writeTag(8, 'WAVE');
  writeTag(12, 'fmt ');
  view.setUint32(16, format.byteLength, true);
  out.set(format, 20);
  const dataAt = 12 + formatChunk;
  writeTag(dataAt, 'data');
  view.setUint32(dataAt + 4, dataBytes, true);
  let at = dataAt + 8;
  for (const data of datas) {
    out.set(data, at);
    at += data.byteLength;
  }
  return ok(out);
}

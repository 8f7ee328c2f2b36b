/**
 * Duration of a PCM WAV in milliseconds, read from its `fmt ` and `data` chunks, or null when the
 * bytes are not a WAV we understand (the row then simply shows no duration).
 */
export function wavDurationMs(bytes: Uint8Array): number | null {
  if (bytes.byteLength < 44) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return null;
  let byteRate = 0;
  for (let at = 12; at + 8 <= bytes.byteLength; ) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ' && at + 16 <= bytes.byteLength) byteRate = view.getUint32(at + 12, true);
    if (id === 'data') {
      if (byteRate === 0) return null;
      const dataBytes = Math.min(size, bytes.byteLength - at - 8);
      return Math.round((dataBytes / byteRate) * 1000);
    }
    at += 8 + size + (size % 2);
  }
  return null;
}

/**
 * Duration of a PCM WAV in milliseconds, read from its `fmt ` and `data` chunks, or null when the
 * bytes are not a WAV we understand (the row then simply shows no duration).
 *
 * Only the header is needed: `fileBytes` is the whole file's size when `bytes` holds just its start
 * (a data chunk's declared size is trusted up to what the file really holds).
 */
export function wavDurationMs(bytes: Uint8Array, fileBytes: number = bytes.byteLength): number | null {
  if (bytes.byteLength < 44) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return null;
  let byteRate = 0;
  for (let at = 12; at + 8 <= bytes.byteLength;) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    // fmt body: format (2), channels (2), sample rate (4), byte rate (4), block align (2), bits (2).
    // The byte rate, not the sample rate, turns data bytes into seconds.
    if (id === 'fmt ' && at + 20 <= bytes.byteLength) byteRate = view.getUint32(at + 16, true);
    if (id === 'data') {
      if (byteRate === 0) return null;
      const dataBytes = Math.min(size, fileBytes - at - 8);
      return dataBytes < 0 ? null : Math.round((dataBytes / byteRate) * 1000);
    }
    at += 8 + size + (size % 2);
  }
  return null;
}

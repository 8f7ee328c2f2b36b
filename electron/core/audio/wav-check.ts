import { wavDurationMs } from './wav-duration';

/**
 * Why `bytes` is not the whole WAV the service announced, or null when it is: the length it said
 * (Content-Length) arrived, the header is one we can read, and the RIFF size it declares is not
 * longer than what came (a connection that closed early can look like a clean end without a length).
 */
export function wholeWavProblem(bytes: Uint8Array, announced: number | null): string | null {
  if (announced !== null && bytes.byteLength !== announced) return `${bytes.byteLength} of the ${announced} bytes announced arrived`;
  if (wavDurationMs(bytes) === null) return 'what arrived is not a WAV file';
  const riffSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true);
  // 0 and 0xFFFFFFFF are what encoders that stream write before they know the size.
  const declared = riffSize === 0 || riffSize === 0xffffffff ? null : riffSize + 8;
  if (declared !== null && declared > bytes.byteLength) return `the WAV file declares ${declared} bytes but ${bytes.byteLength} arrived`;
  return null;
}

import { wavDurationMs } from './wav-duration';
import { readWavChunks } from './wav-riff';

/**
 * Why `bytes` is not the whole WAV the service announced, or null when it is: the length it said
 * (Content-Length) arrived, the header is one we can read, and the RIFF size it declares is not
 * longer than what came (a connection that closed early can look like a clean end without a length).
 */
export function wholeWavProblem(bytes: Uint8Array, announced: number | null): string | null {
  if (announced !== null && bytes.byteLength !== announced) return `${bytes.byteLength} of the ${announced} bytes announced arrived`;
  const wav = readWavChunks(bytes);
  if (!wav || wavDurationMs(bytes) === null) return 'what arrived is not a WAV file';
  // A streaming encoder's placeholder size declares nothing to compare.
  const declared = wav.declaredFileBytes;
  if (declared !== null && declared > bytes.byteLength) return `the WAV file declares ${declared} bytes but ${bytes.byteLength} arrived`;
  return null;
}

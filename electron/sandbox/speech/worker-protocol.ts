import type { SpeechRequest } from './types';

/** Messages between the sandbox's server thread and its speech thread. */
export interface SpeechJob {
  id: number;
  request: SpeechRequest;
  title: string;
  /** The WAV is written here, atomically (temp → fsync → rename), by the speech thread. */
  outputPath: string;
}

export type SpeechReply =
  { id: number; ok: true; bytes: number; durationMs: number; engine: 'espeak' | 'synthetic' } | { id: number; ok: false; message: string };

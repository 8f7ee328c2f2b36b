import { splitSentences } from '../../../shared/text';
import { SAMPLE_RATE, type SpeechEngine, type SpeechRequest, type SpeechResult } from './types';

/**
 * Real speech from eSpeak NG compiled to wasm (@echogarden/espeak-ng-emscripten, GPL-3.0).
 * Loaded ONLY here, by a dynamic import whose specifier is a variable, so no bundler pulls the
 * GPL package (24 MB of voice data) into the app: where it is not installed — the packaged app —
 * loading fails and the sandbox falls back to the synthetic signal.
 */
const ESPEAK_PACKAGE = '@echogarden/espeak-ng-emscripten';

/** The part of the Emscripten module's WebIDL binding we use. */
interface EspeakWorker {
  set_voice(name: string): number;
  set_rate(wordsPerMinute: number): number;
  set_pitch(pitch: number): number;
  set_range(range: number): number;
  get_samplerate(): number;
  /** The callback runs per audio chunk; returning true aborts synthesis. */
  synthesize(text: string, onAudio: (samples: Int16Array | null, events: unknown[]) => boolean): void;
}
interface EspeakModule {
  eSpeakNGWorker: new () => EspeakWorker;
}

/** eSpeak's default speaking rate, and the range it accepts. */
const DEFAULT_RATE_WPM = 175;
const MIN_RATE_WPM = 80;
const MAX_RATE_WPM = 450;
/**
 * Text is synthesised in pieces of whole sentences up to this length, yielding to the event loop
 * between pieces so the server keeps answering other requests during a long generation.
 */
const PIECE_MAX_CHARS = 400;

export async function loadEspeakSpeech(): Promise<SpeechEngine> {
  const specifier: string = ESPEAK_PACKAGE;
  const imported = (await import(/* @vite-ignore */ specifier)) as { default: (options?: object) => Promise<EspeakModule> };
  const module = await imported.default();
  const worker = new module.eSpeakNGWorker();
  if (worker.get_samplerate() !== SAMPLE_RATE) throw new Error(`unexpected espeak sample rate ${worker.get_samplerate()}`);
  // One wasm instance is not re-entrant: requests take turns.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    name: 'espeak',
    synthesize(request: SpeechRequest): Promise<SpeechResult> {
      const run = queue.then(() => speak(worker, request));
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

async function speak(worker: EspeakWorker, request: SpeechRequest): Promise<SpeechResult> {
  const variant = request.gender === 'female' ? 'f3' : 'm3';
  if (worker.set_voice(`${request.language}+${variant}`) !== 0) throw new Error(`espeak has no voice for ${request.language}`);
  worker.set_rate(Math.round(Math.min(MAX_RATE_WPM, Math.max(MIN_RATE_WPM, DEFAULT_RATE_WPM * request.speed))));
  worker.set_pitch(Math.round(Math.min(100, Math.max(0, request.pitch))));
  worker.set_range(Math.round(20 + 70 * Math.min(1, Math.max(0, request.expressiveness))));
  const chunks: Int16Array[] = [];
  for (const piece of groupSentences(splitSentences(request.text, PIECE_MAX_CHARS), PIECE_MAX_CHARS)) {
    worker.synthesize(piece, (samples) => {
      if (samples && samples.length > 0) chunks.push(samples);
      return false;
    });
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  const total = chunks.reduce((sum, c) => sum + c.length, 0);
  const samples = new Int16Array(total);
  let at = 0;
  for (const chunk of chunks) {
    samples.set(chunk, at);
    at += chunk.length;
  }
  return { samples, sampleRate: SAMPLE_RATE, engine: 'espeak' };
}

/** Joins consecutive sentences into pieces of at most `maxChars`: fewer calls, same pauses. */
function groupSentences(sentences: string[], maxChars: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current !== '' && current.length + 1 + sentence.length > maxChars) {
      pieces.push(current);
      current = '';
    }
    current = current === '' ? sentence : `${current} ${sentence}`;
  }
  if (current !== '') pieces.push(current);
  return pieces;
}

import { loadEspeakSpeech } from './espeak';
import { syntheticSpeech } from './synthetic';
import type { SpeechEngine, SpeechRequest } from './types';
import { durationMsOf, encodeWav } from './wav';

export type SpeechMode = 'auto' | 'espeak' | 'synthetic';

export interface RenderedSpeech {
  wav: Buffer;
  durationMs: number;
  engine: 'espeak' | 'synthetic';
}

/**
 * Speech made in the current thread: speech-worker.ts runs it off the server's event loop.
 * Picks the engine lazily, on the first generation, so starting the sandbox stays fast and a
 * sandbox that never generates never loads 24 MB of voice data. 'auto' falls back to the
 * synthetic signal when espeak cannot load; 'espeak' fails the generation instead.
 */
export class InThreadSpeech {
  private engine: Promise<SpeechEngine> | null = null;

  constructor(private readonly mode: SpeechMode) {}

  async render(request: SpeechRequest, title: string): Promise<RenderedSpeech> {
    const engine = await this.pick();
    const result = await engine.synthesize(request);
    const wav = encodeWav(result.samples, result.sampleRate, {
      software: result.engine === 'espeak' ? 'Sawt Studio sandbox (eSpeak NG)' : 'Sawt Studio sandbox (synthetic)',
      title,
      ...(result.engine === 'synthetic'
        ? { comment: 'SYNTHETIC SIGNAL, NOT SPEECH: the sandbox had no speech engine; a modulated tone stands in for the voice.' }
        : { comment: "Sandbox speech from eSpeak NG; not the service's voice." }),
    });
    return { wav, durationMs: durationMsOf(result.samples.length, result.sampleRate), engine: result.engine };
  }

  private pick(): Promise<SpeechEngine> {
    if (this.engine) return this.engine;
    if (this.mode === 'synthetic') this.engine = Promise.resolve(syntheticSpeech);
    else if (this.mode === 'espeak') this.engine = loadEspeakSpeech();
    else this.engine = loadEspeakSpeech().catch(() => syntheticSpeech);
    return this.engine;
  }
}

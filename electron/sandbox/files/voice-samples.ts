import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SpeechRenderer } from '../speech/engine';
import type { VoiceRecord } from '../state/types';

function sampleScript(voice: VoiceRecord): string {
  return voice.language === 'en'
    ? `Hello, I am ${voice.name}. This is a short sample of my voice.`
    : 'مرحبًا، هذا نموذج قصير من صوتي. يسعدني أن أقرأ نصوصك بالعربية.';
}

/**
 * The `voiceRecord` sample of a voice: generated on first request, then served from disk.
 * Concurrent first requests share one generation.
 */
export class VoiceSamples {
  private pending = new Map<string, Promise<string>>();

  constructor(
    private readonly samplesDir: string,
    private readonly speech: SpeechRenderer,
  ) {}

  pathFor(voice: VoiceRecord): Promise<string> {
    const path = join(this.samplesDir, `${voice.id}.wav`);
    if (existsSync(path)) return Promise.resolve(path);
    const running = this.pending.get(voice.id);
    if (running) return running;
    const made = this.speech
      .renderToFile(
        {
          text: sampleScript(voice),
          language: voice.language === 'en' ? 'en' : 'ar',
          gender: voice.tags.includes('female') ? 'female' : 'male',
          pitch: voice.pitch,
          speed: 1,
          expressiveness: 0.5,
        },
        `${voice.name} (sample)`,
        path,
      )
      .then(() => path)
      .finally(() => this.pending.delete(voice.id));
    this.pending.set(voice.id, made);
    return made;
  }
}

import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodeWav } from '../../electron/sandbox/speech/wav';
import { SandboxStore } from '../../electron/sandbox/state/store';
import type { HistoryRecord } from '../../electron/sandbox/state/types';

/** Scripts with the Arabic spelling variants search must see through. */
export const variantScripts = [
  'أحمد ذهب إلى المدرسة صباحاً',
  'مستشفى الجامعة يفتح أبوابه الساعة ٨',
  'قرأتُ الكِتَابَ في المكتبة',
  'The quick brown fox reads an English script',
  'إنّ الطقسَ جميلٌ اليوم في القاهرة',
  'مـــرحبا بكم في استوديو صوت',
];

export interface SeedOptions {
  /** Samples of 16-bit mono audio per clip at 8 kHz (default 4,000 = 0.5 s, ~8 KB). */
  samples?: number;
  script?: (index: number) => string;
  /** Time of the newest entry; older ones step back a minute each. */
  newestAt?: number;
}

/** A small WAV whose bytes differ per index, so each clip has its own content hash. */
export function clipBytes(index: number, samples = 4_000): Buffer {
  const pcm = new Int16Array(samples);
  for (let i = 0; i < samples; i++) pcm[i] = Math.round(Math.sin((i * (index + 1)) / 40) * 8_000);
  return encodeWav(pcm, 8_000, { software: 'sawt tests', comment: `seeded clip ${index}` });
}

/**
 * Writes `count` history entries (and their audio files) straight into a sandbox's state in
 * `dataDir`, as if they had been generated; start the sandbox on that directory afterwards.
 * Returns the ids, newest first.
 */
export async function seedSandboxHistory(dataDir: string, count: number, options: SeedOptions = {}): Promise<string[]> {
  const store = await SandboxStore.open(dataDir);
  const { state } = store;
  const voices = state.voices.filter((v) => v.ownership === 'catalogue').slice(0, 6);
  const newest = options.newestAt ?? Date.now() - 60_000;
  const added: HistoryRecord[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const voice = voices[i % voices.length]!;
    const dialect = state.dialects.find((d) => d.id === voice.dialectId)!;
    const id = randomUUID();
    const audioFile = `${id}.wav`;
    writeFileSync(join(store.audioDir, audioFile), clipBytes(i, options.samples));
    const createdMs = newest - i * 60_000;
    added.push({
      id,
      script: options.script?.(i) ?? `${variantScripts[i % variantScripts.length]} رقم ${i}`,
      createdAt: new Date(createdMs).toISOString(),
      visibleAt: createdMs,
      ttsVoice: { name: voice.name, dialect: { languageCode: dialect.languageCode, language: dialect.language } },
      ttsVoiceId: voice.id,
      audioFile,
      durationMs: Math.round(((options.samples ?? 4_000) / 8_000) * 1000),
      engine: 'synthetic',
    });
  }
  // The sandbox lists histories in reverse insertion order (newest last in the array).
  state.histories.push(...added);
  store.save();
  store.close();
  return added.map((h) => h.id).reverse();
}

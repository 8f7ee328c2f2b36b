import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, expect } from 'vitest';
import type { OperationName, Result } from '../../shared/contract';
import type { GeneratedClip, GenerationStage } from '../../shared/model/script';
import type { ProfileSession } from '../../electron/core/session';
import type { SpeechRequest } from '../../electron/core/speech';
import { useCoreRig, type CoreRig } from './core-rig';
import { speak } from './speech-road';

type Voice = { id: string; name: string };

/** The core rig for the generation tests: an Arabic and an English voice, the cache's tallies. */
export interface GenerationRig {
  rig: CoreRig;
  session: ProfileSession;
  arabicVoice: Voice;
  englishVoice: Voice;
  call<T>(name: OperationName, input: unknown, signal?: AbortSignal): Promise<Result<T>>;
  /** One generation on the core's generation road (speech-road.ts), as every road that sends speech makes it. */
  generate(input: SpeechRequest): Promise<Result<GeneratedClip>>;
  /** The same, to cancel on the way: its stages as they come, and `cancel` aborts it. */
  start(input: SpeechRequest): { result: Promise<Result<GeneratedClip>>; stages: GenerationStage[]; cancel(): void };
  historyRows(): number;
  audioBytes(): number;
  /** The file the core serves for a clip; checks it is a WAV. */
  expectServedWav(kind: 'history', id: string): Promise<Uint8Array>;
}

export function useGenerationRig(): GenerationRig {
  const rig = useCoreRig();
  let session: ProfileSession | undefined;
  let voices: { arabic: Voice; english: Voice } | undefined;
  beforeAll(async () => {
    session = await rig.session();
    const listed = await session.client.listVoices({ page: 1, perPage: 100 });
    if (!listed.ok) throw new Error(listed.error.message);
    const ar = listed.value.voices.find((v) => v.language === 'ar')!;
    const en = listed.value.voices.find((v) => v.language === 'en')!;
    voices = { arabic: { id: ar.id, name: ar.name }, english: { id: en.id, name: en.name } };
  });
  afterEach(() => rig.sandbox.faults.reset());
  const call = <T>(name: OperationName, input: unknown, signal?: AbortSignal) => rig.call<T>(name, input, signal ? { signal } : {});
  return {
    rig,
    get session() {
      return session!;
    },
    get arabicVoice() {
      return voices!.arabic;
    },
    get englishVoice() {
      return voices!.english;
    },
    call,
    generate: (input) => speak(rig, input),
    start(input) {
      const stages: GenerationStage[] = [];
      const abort = new AbortController();
      return { result: speak(rig, input, { signal: abort.signal, stages }), stages, cancel: () => abort.abort() };
    },
    historyRows: () => (session!.cache.db.prepare('SELECT COUNT(*) AS n FROM history_entries').get() as { n: number }).n,
    audioBytes: () => session!.audioStore.totalBytes(),
    async expectServedWav(kind, id) {
      const file = await rig.core.audio.resolve(kind, id);
      if (!file.ok) throw new Error(file.error.message);
      const bytes = new Uint8Array(readFileSync(file.value.path));
      expect(Buffer.from(bytes.subarray(0, 4)).toString('latin1')).toBe('RIFF');
      return bytes;
    },
  };
}

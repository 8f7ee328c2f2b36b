import type { Result } from '../../shared/contract';
import type { GeneratedClip, GenerationStage } from '../../shared/model/script';
import { lexiconReadAs, withActiveLexicons } from '../../electron/core/lexicons';
import { generateSpeech, type SpeechRequest } from '../../electron/core/speech';
import type { RigCore } from './core-rig';

/**
 * The core's generation road, driven directly (no Script operation): the read-as options checked
 * against the lexicons in effect (a preview's digest that no longer matches is refused before
 * anything is sent), then one generation in the active profile's session — what every road that
 * sends speech (a project's queue, a preview) goes through.
 */
export interface RoadOptions {
  signal?: AbortSignal;
  /** Every stage the road reports, in order. */
  stages?: GenerationStage[];
  /** Hears of a clip kept without its audio. */
  kept?: (historyId: string) => void;
}

export function speak(core: RigCore, request: SpeechRequest, options: RoadOptions = {}): Promise<Result<GeneratedClip>> {
  const context = core.core.context;
  return context.sessions.use(async (session) => {
    const readAs = await lexiconReadAs(request.readAs, (projectId) =>
      withActiveLexicons(context, (lexicons) => lexicons.inEffect(projectId)),
    );
    if (!readAs.ok) return readAs;
    const signal = options.signal ?? new AbortController().signal;
    return generateSpeech(session, { ...request, readAs: readAs.value }, signal, (stage) => options.stages?.push(stage), options.kept);
  });
}

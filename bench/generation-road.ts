import type { GeneratedClip } from '../shared/model/script';
import type { Core } from '../electron/core/core';
import { generateSpeech, type SpeechRequest } from '../electron/core/speech';

/**
 * One generation on the core's generation road, in the active profile's session: what a project's
 * queue does for each block (validate, POST, locate, download into the cache, file, row), without
 * the queue's own rows around it.
 */
export async function generateInCore(core: Core, request: SpeechRequest): Promise<GeneratedClip> {
  const made = await core.context.sessions.use((session) => generateSpeech(session, request, new AbortController().signal, () => {}));
  if (!made.ok) throw new Error(`generation: ${made.error.code} ${made.error.message}`);
  return made.value;
}

import type { Core } from '../../electron/core/core';
import { recordHistoryEntry } from '../../electron/core/history';
import { startWebHarness, type WebHarness } from './web-harness';

/**
 * Generates clips through the core's own session (the sandbox synthesises them) and records each
 * in the cache the way the script editor does. Returns the ids, oldest first.
 */
export async function generateHistory(core: Core, scripts: string[]): Promise<Array<{ id: string; voiceName: string }>> {
  const session = await core.context.sessions.current();
  if (!session.ok) throw new Error(session.error.message);
  const { client, cache, audioStore } = session.value;
  const voices = await client.listVoices({ page: 1, perPage: 3 });
  if (!voices.ok) throw new Error(voices.error.message);
  const made: Array<{ id: string; voiceName: string }> = [];
  for (const [i, script] of scripts.entries()) {
    const voice = voices.value.voices[i % 2]!;
    const generated = await client.generate({ voiceId: voice.id, script, voiceName: voice.name });
    if (!generated.ok) throw new Error(generated.error.message);
    const audio = await client.downloadAudio(generated.value.entry);
    if (!audio.ok) throw new Error(audio.error.message);
    const recorded = await recordHistoryEntry(cache, audioStore, generated.value.entry, audio.value.bytes);
    if (!recorded.ok) throw new Error(recorded.error.message);
    made.push({ id: generated.value.entry.id, voiceName: voice.name });
  }
  return made;
}

/** n scripts alternating Arabic and English, for lists that need a screenful of rows. */
export const mixedScripts = (n: number): string[] =>
  Array.from({ length: n }, (_, i) => (i % 2 ? `Clip number ${i + 1} reads English` : `المقطع رقم ${i + 1} بالعربية`));

/**
 * A web harness of a test file's own, past the welcome, with these clips in its history: the clips
 * made there never show up in another file's history counts.
 */
export async function startHarnessWithClips(scripts: string[]): Promise<WebHarness> {
  const web = await startWebHarness();
  await web.call('settings.update', { preferences: { welcomeDone: true } });
  await generateHistory(web.core, scripts);
  return web;
}

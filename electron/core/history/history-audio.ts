import { ok } from '../../../shared/contract';
import type { AudioSources } from '../audio/audio-sources';
import type { SessionManager } from '../session';
import { markPlayed } from './cache-hygiene';
import { resolveOwnedClip } from './owned-clip';

/**
 * `/api/audio/history/<id>` → the cached file of that entry in the active profile, by id only.
 * An entry whose audio is not on disk (not synced yet, or evicted by the size limit) is fetched
 * from the service on this first play; offline, it is NOT_FOUND. Each resolution counts as a
 * play for the eviction order (least recently played goes first).
 */
export function registerHistoryAudio(audio: AudioSources, sessions: SessionManager): void {
  audio.register('history', (id) =>
    sessions.use(async (session) => {
      const clip = await resolveOwnedClip(session, id, true);
      if (!clip.ok) return clip;
      markPlayed(session.cache, id);
      return ok({ path: clip.value.path, contentType: 'audio/wav' });
    }),
  );
}

import { fail, ok } from '../../../shared/contract';
import type { AudioSources } from '../audio/audio-sources';
import type { SessionManager } from '../session';
import { getHistoryRow } from './history-store';

/**
 * `/api/audio/history/<id>` → the cached file of that entry in the active profile, by id only.
 * An entry whose audio is not cached yet is NOT_FOUND here; fetching it is the sync's job.
 */
export function registerHistoryAudio(audio: AudioSources, sessions: SessionManager): void {
  audio.register('history', async (id) => {
    const session = await sessions.current();
    if (!session.ok) return session;
    const row = getHistoryRow(session.value.cache, id);
    if (!row?.audioHash) return fail('NOT_FOUND', 'This entry has no cached audio yet');
    const path = session.value.audioStore.pathOf(row.audioHash);
    return path ? ok({ path, contentType: 'audio/wav' }) : fail('NOT_FOUND', 'The cached audio file is missing');
  });
}

import { fail, ok, type Result } from '../../../shared/contract';
import type { AudioFile, AudioSources, PlayableAudio } from '../audio/audio-sources';
import type { ProfileSession, SessionManager } from '../session';
import { markPlayed } from './cache-hygiene';
import { downloadClip, type ClipDownload } from './clip-download';
import { findClip } from './owned-clip';

const contentType = 'audio/wav';

/**
 * A cached clip is played in parts: the player's first open-ended range is answered with this
 * much, enough for Chromium to read the header and start (128 KB of a 22 kHz clip took it a second
 * round trip), and it asks for the rest as it plays. Answered whole, the browser takes in the
 * whole clip while it starts, and play → playing is slower than in parts (`npm run bench --
 * replay` prints both, the same file from a bare loopback server).
 */
export const playerPartBytes = 512 * 1024;

/**
 * `/api/audio/history/<id>` → the cached file of that entry in the active profile, by id only.
 * An entry whose audio is not on disk (not synced yet, or evicted by the size limit) is fetched
 * from the service on this first play, and the player is answered as the bytes arrive (see
 * clip-download.ts); offline, it is the service's error. Each resolution counts as a play for the
 * eviction order (least recently played goes first).
 */
export function registerHistoryAudio(audio: AudioSources, sessions: SessionManager): void {
  // Per session and clip: plays of a clip still arriving (and waveforms of it) share its download.
  const underWay = new WeakMap<ProfileSession, Map<string, ClipDownload>>();

  const downloadOf = (session: ProfileSession, id: string): ClipDownload => {
    let clips = underWay.get(session);
    if (!clips) underWay.set(session, (clips = new Map()));
    const known = clips.get(id);
    if (known) return known;
    let started!: ClipDownload;
    // Held by its own: the play that started it has its answer long before the clip is whole.
    void sessions.keep(session, (retired) => {
      started = downloadClip(session, id, retired, () => clips.delete(id));
      // Its players see a failure as a broken stream; the reason is worth a line in the log.
      return started.done.then((done) => {
        if (!done.ok) console.warn(`[studio] the audio of history entry ${id} was not cached: ${done.error.message}`);
      });
    });
    clips.set(id, started);
    return started;
  };

  const whole = (id: string) =>
    sessions.use(async (session): Promise<Result<AudioFile>> => {
      let found = findClip(session, id);
      if (found.ok && !found.value.path) {
        const done = await downloadOf(session, id).done;
        if (!done.ok) return done;
        found = findClip(session, id);
      }
      if (!found.ok) return found;
      markPlayed(session.cache, id);
      return found.value.path ? ok({ path: found.value.path, contentType }) : fail('NOT_FOUND', 'The cached audio file is missing');
    });

  const forPlayer = (id: string) =>
    sessions.use(async (session): Promise<Result<PlayableAudio>> => {
      const found = findClip(session, id);
      if (!found.ok) return found;
      markPlayed(session.cache, id);
      if (found.value.path) return ok({ file: { path: found.value.path, contentType, partBytes: playerPartBytes } });
      const first = await downloadOf(session, id).ready;
      return first.ok ? ok({ arriving: first.value }) : first;
    });

  audio.register('history', whole, forPlayer);
}

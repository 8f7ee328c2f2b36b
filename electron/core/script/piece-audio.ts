import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fail, ok, type Result, type StudioError } from '../../../shared/contract';
import { pausesOfPart } from '../../../shared/text';
import { checkPauseCaps } from '../../../shared/model/pause-caps';
import type { AudioFile, AudioSources } from '../audio/audio-sources';
import { resolveOwnedClip } from '../history';
import type { ProfileSession, SessionManager } from '../session';
import { getPieceParts } from './pieces-store';
import { writeJoinedWav } from '../audio/wav-join';

/**
 * `/api/audio/piece/<pieceId>` → one WAV of every part of a complete piece, joined. The joined
 * file is made on first request and kept beside the cache under a name that includes a digest of
 * the parts' entry ids, so a piece whose parts were regenerated never serves a stale join. It
 * lives outside the content-addressed audio store, whose orphan collection knows only history.
 */
export function registerPieceAudio(audio: AudioSources, sessions: SessionManager): void {
  audio.register('piece', (pieceId) => sessions.use((session) => joinedPieceFile(session, pieceId)));
}

const idPattern = /^[0-9a-f-]{36}$/;

export async function joinedPieceFile(session: ProfileSession, pieceId: string): Promise<Result<AudioFile>> {
  if (!idPattern.test(pieceId)) return fail('NOT_FOUND', 'No such piece');
  const parts = getPieceParts(session.cache, pieceId);
  if (parts.length === 0) return fail('NOT_FOUND', 'No such piece');
  if (parts.some((part) => part.historyId === null)) return fail('NOT_FOUND', 'Not every part of this piece has been generated yet');
  const ids = parts.map((part) => part.historyId!);
  // Generation refused these already; a piece made before the caps existed is refused here, before any work.
  const capped = checkPauseCaps(parts.map((part) => part.text));
  if (!capped.ok) return capped;
  // Pause markers in the parts' texts become silence around each part; they are in the digest so a
  // changed pause never serves a stale join.
  const pauses = parts.map((part) => pausesOfPart(part.text));
  const digest = createHash('sha256').update(ids.join('\n')).update(JSON.stringify(pauses)).digest('hex').slice(0, 16);
  const dir = join(session.directory, 'pieces');
  const path = join(dir, `${pieceId}-${digest}.wav`);
  // Like history clips: only a real file inside this profile's folder, never through a link
  // (a planted link would make the studio serve, export or overwrite a file elsewhere).
  if (isLink(dir) || isLink(path))
    return fail('NOT_FOUND', 'The joined audio of this long script is not a file the studio made (a link was found); it was not used.');
  if (isFile(path)) return ok({ path, contentType: 'audio/wav' });

  const clips: string[] = [];
  for (const [index, id] of ids.entries()) {
    // A part evicted by the cache's size limit is fetched again from the service, as a replay is;
    // only a part gone from the service (or unreachable offline) stops the join.
    const clip = await resolveOwnedClip(session, id, true);
    if (!clip.ok) return partUnavailable(index, clip.error);
    clips.push(clip.value.path);
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const written = await writeJoinedWav(path, clips, pauses);
  if (!written.ok) return written;
  removeOtherJoins(dir, pieceId, path);
  return ok({ path, contentType: 'audio/wav' });
}

function partUnavailable(index: number, error: StudioError): Result<never> {
  const part = `part ${index + 1}`;
  if (error.code === 'NOT_FOUND')
    return fail('NOT_FOUND', `The audio of ${part} is gone from the cache and the service; generate that part again.`);
  return fail(error.code, `The audio of ${part} is not in the cache and could not be fetched again: ${error.message}`);
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Earlier joins of the same piece (before a part was regenerated) are no longer reachable. */
function removeOtherJoins(dir: string, pieceId: string, keep: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name.startsWith(`${pieceId}-`) && path !== keep) {
      try {
        unlinkSync(path);
      } catch {
        // Best effort: a leftover join only costs disk space.
      }
    }
  }
}

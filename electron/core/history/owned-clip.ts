import { fail, ok, type Result } from '../../../shared/contract';
import { wavDurationMs } from '../audio/wav-duration';
import type { ProfileSession } from '../session';
import { getHistoryRow, type CachedHistoryRow } from './history-store';

/**
 * The one way from a history id to a file: the id is only ever a database key, the row names a
 * content hash, and the audio store turns the hash into a path after resolving links and checking
 * the result is still inside the store. An id shaped like a path is refused before the lookup,
 * so nothing a caller sends can name a file.
 */
export function checkHistoryId(id: string): string | null {
  // eslint-disable-next-line no-control-regex
  if (/[/\\\u0000]/.test(id) || id.includes('..') || /^[a-z]:/i.test(id)) return 'A history id cannot look like a path';
  return null;
}

export interface OwnedClip {
  path: string;
  row: CachedHistoryRow;
}

/** Records the audio a row now has on disk; the file is written before this, never after. */
export function recordClipAudio(
  session: ProfileSession,
  id: string,
  stored: { hash: string; size: number },
  durationMs: number | null,
): Result<CachedHistoryRow> {
  session.cache.db
    .prepare('UPDATE history_entries SET audio_hash = ?, audio_bytes = ?, duration_ms = COALESCE(duration_ms, ?), evicted = 0 WHERE id = ?')
    .run(stored.hash, stored.size, durationMs, id);
  const row = getHistoryRow(session.cache, id);
  return row ? ok(row) : fail('NOT_FOUND', 'This history entry was deleted meanwhile');
}

/** Fetches the audio of a row that has none (never synced yet, or evicted), file before row. */
async function fetchMissingAudio(session: ProfileSession, id: string): Promise<Result<CachedHistoryRow>> {
  const downloaded = await session.client.downloadAudio(id, { timeoutMs: 30_000 });
  if (!downloaded.ok) return downloaded;
  const stored = await session.audioStore.put(downloaded.value.bytes);
  if (!stored.ok) return stored;
  return recordClipAudio(session, id, stored.value, wavDurationMs(downloaded.value.bytes));
}

/** A history row and its file, or null as the path when its audio is not on disk (never synced, or evicted). */
export function findClip(session: ProfileSession, id: string): Result<{ row: CachedHistoryRow; path: string | null }> {
  const bad = checkHistoryId(id);
  if (bad) return fail('VALIDATION', bad, { field: 'id' });
  const row = getHistoryRow(session.cache, id);
  if (!row) return fail('NOT_FOUND', 'No such entry in the history cache');
  return ok({ row, path: row.audioHash ? session.audioStore.pathOf(row.audioHash) : null });
}

/**
 * The cached file of one entry. With `fetchIfMissing`, a row whose audio is not on disk is
 * downloaded first (needs the service); without it, such a row is NOT_FOUND.
 */
export async function resolveOwnedClip(session: ProfileSession, id: string, fetchIfMissing = false): Promise<Result<OwnedClip>> {
  const found = findClip(session, id);
  if (!found.ok) return found;
  let { row, path } = found.value;
  if (!path) {
    if (!fetchIfMissing) return fail('NOT_FOUND', 'The audio of this entry is not in the cache');
    const fetched = await fetchMissingAudio(session, id);
    if (!fetched.ok) return fetched;
    row = fetched.value;
    path = row.audioHash ? session.audioStore.pathOf(row.audioHash) : null;
  }
  return path ? ok({ path, row }) : fail('NOT_FOUND', 'The cached audio file is missing or lies outside the cache');
}

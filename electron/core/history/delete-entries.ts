import { fail, isUnreachable, ok, type Result } from '../../../shared/contract';
import type { DeleteOutcome } from '../../../shared/model/history';
import type { ProfileSession } from '../session';
import { removeUnreferencedAudio } from './cache-hygiene';
import { getHistoryRow } from './history-store';
import { checkHistoryId } from './owned-clip';
import { deleteHistoryRows } from './sync/sync-listing';

const concurrency = 4;
export const offlineDeleteMessage = 'Deleting needs the service, which cannot be reached right now; nothing was deleted.';

/**
 * Deletes entries on the service first and then from the cache, entry by entry, so the cache
 * never shows as deleted what the service still has. An entry the service no longer knows (404)
 * is removed locally too. If the service cannot be reached at all, the whole request is refused
 * with OFFLINE; other failures are reported per entry and the rest goes on.
 */
export async function deleteHistoryEntries(session: ProfileSession, ids: string[]): Promise<Result<DeleteOutcome>> {
  const outcome: DeleteOutcome = { deleted: [], failed: [] };
  const queue = [...new Set(ids)];
  let offline = false;
  const worker = async () => {
    while (queue.length > 0 && !offline) {
      const id = queue.shift()!;
      const bad = checkHistoryId(id);
      if (bad) {
        outcome.failed.push({ id, code: 'VALIDATION', message: bad });
        continue;
      }
      const removed = await session.client.deleteHistoryEntry(id, { timeoutMs: 15_000 });
      if (removed.ok || removed.error.code === 'NOT_FOUND') {
        const hash = getHistoryRow(session.cache, id)?.audioHash;
        deleteHistoryRows(session.cache, [id]);
        if (hash) removeUnreferencedAudio(session.cache, session.audioStore, [hash]);
        outcome.deleted.push(id);
      } else if (isUnreachable(removed.error)) {
        offline = true;
        queue.unshift(id);
      } else {
        outcome.failed.push({ id, code: removed.error.code, message: removed.error.message });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  if (offline && outcome.deleted.length === 0 && outcome.failed.length === 0) return fail('OFFLINE', offlineDeleteMessage);
  for (const id of queue) outcome.failed.push({ id, code: 'OFFLINE', message: offlineDeleteMessage });
  return ok(outcome);
}

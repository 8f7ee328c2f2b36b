import { fail, ok, type Result } from '../../../../shared/contract';
import type { SyncPhase, SyncSummary } from '../../../../shared/model/history';
import type { EventBus } from '../../events';
import type { ProfileSession } from '../../session';
import { evictBeyondLimit } from '../cache-hygiene';
import { PendingAudio } from './pending-audio';
import { downloadPendingAudio } from './sync-audio';
import { SyncLedger } from './sync-ledger';
import { listServiceHistory, reconcileDeletions } from './sync-listing';

/** Progress events are spaced at least this far apart (the last one of a phase always goes). */
const progressIntervalMs = 100;

/**
 * One sync of the active profile's history: list (incremental, see sync-listing.ts) → reconcile
 * deletions when the listing was full → download missing audio (bounded concurrency, file before
 * row) → apply the size limit. Cancelling stops after the step in flight;
 * everything written until then is consistent. Memory stays bounded whatever the history's size:
 * what the listing saw goes to the sync's ledger in the cache (sync-ledger.ts), a page at a time.
 */
export async function syncHistory(session: ProfileSession, events: EventBus, signal: AbortSignal): Promise<Result<SyncSummary>> {
  const ledger = SyncLedger.open(session.cache);
  try {
    return await syncWithLedger(session, ledger, events, signal);
  } finally {
    ledger.release();
  }
}

async function syncWithLedger(
  session: ProfileSession,
  ledger: SyncLedger,
  events: EventBus,
  signal: AbortSignal,
): Promise<Result<SyncSummary>> {
  const { client, cache, audioStore } = session;
  let lastEmit = 0;
  const progress = (phase: SyncPhase, done: number, total: number, force = false) => {
    const now = Date.now();
    if (!force && now - lastEmit < progressIntervalMs && done < total) return;
    lastEmit = now;
    events.emit('history.syncProgress', { phase, done, total });
  };
  const changed = () => events.emit('history.changed', { reason: 'sync' });

  progress('listing', 0, 1, true);
  const listing = await listServiceHistory(client, cache, ledger, {
    signal,
    onPage: (done, total) => progress('listing', done, total),
    onRowsWritten: changed,
  });
  if (!listing.ok) return listing;
  if (signal.aborted) return fail('CANCELLED', 'The history sync was cancelled');

  let removed = 0;
  if (listing.value.fullListing) {
    progress('reconciling', 0, 1, true);
    const reconciled = await reconcileDeletions(client, cache, ledger, listing.value, signal);
    if (!reconciled.ok) return reconciled;
    removed = reconciled.value;
    if (removed > 0) changed();
  }

  const pending = new PendingAudio(ledger);
  progress('downloading', 0, pending.total, true);
  const downloads = await downloadPendingAudio(client, cache, audioStore, pending, {
    signal,
    onProgress: (done, total) => progress('downloading', done, total),
    onRowsWritten: changed,
  });

  // Orphan files are collected when the session opens, not here: listing every clip on every
  // sync grew with the history (`npm run bench -- history-scale`, "sync of 10 new entries, core
  // time"). Files of rows a sync removes wait for the next session's collection.
  if (evictBeyondLimit(cache, audioStore) > 0) events.emit('history.changed', { reason: 'evict' });
  if (signal.aborted) return fail('CANCELLED', 'The history sync was cancelled');
  if (downloads.stoppedBy) {
    const { code, messageKey } = downloads.stoppedBy;
    return fail(code, 'The history list is up to date, but some audio could not be downloaded; the next sync continues.', {
      ...(messageKey ? { messageKey } : {}),
    });
  }
  return ok({
    added: listing.value.added,
    updated: listing.value.updated,
    removed,
    downloaded: downloads.downloaded,
    downloadFailures: downloads.failures,
    fullListing: listing.value.fullListing,
    ...(listing.value.dropped > 0 ? { dropped: listing.value.dropped } : {}),
  });
}

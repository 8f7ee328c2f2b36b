import type { StudioError } from '../../../../shared/contract';
import type { AudioStore, CacheDatabase } from '../../cache';
import type { ServiceClient } from '../../service/client';
import { BatchDownloads, type Finished } from './batch-downloads';
import type { DownloadHooks, DownloadOutcome, PendingAudio } from './pending-audio';

/** Clips made durable and recorded together (one round of folder fsyncs, one transaction). */
const clipBatch = 200;

/**
 * Fills the audio columns of rows, downloading `downloadConcurrency` clips at once (batch-downloads.ts), a batch of
 * `clipBatch` at a time. File first: each clip's temp file is written and fsynced as it arrives,
 * then the batch is sealed (renamed into the content-addressed store, folders fsynced, see
 * audio-batch.ts) and only then are its rows updated, in one transaction, and only those whose
 * file is there at that moment. A crash at any point leaves at worst temp or orphan files
 * (collected at start-up), never a row pointing at a missing or partial file. A batch is sealed
 * and recorded while the next one downloads. Expired audio URLs are refreshed by the client.
 */
export async function downloadPendingAudio(
  client: ServiceClient,
  cache: CacheDatabase,
  audioStore: AudioStore,
  pending: PendingAudio,
  hooks: DownloadHooks,
): Promise<DownloadOutcome> {
  const outcome: DownloadOutcome = { downloaded: 0, failures: 0 };
  const fill = cache.db.prepare(
    'UPDATE history_entries SET audio_hash = ?, audio_bytes = ?, duration_ms = COALESCE(duration_ms, ?), evicted = 0 WHERE id = ?',
  );
  const stop = new AbortController();
  const stopWith = (error: StudioError) => {
    outcome.stoppedBy ??= error;
    stop.abort();
  };
  const record = (sealed: { placed: Set<string>; failure: StudioError | null }, finished: Finished[]) => {
    if (sealed.failure) stopWith(sealed.failure);
    const ready = finished.filter((f) => sealed.placed.has(f.hash));
    outcome.downloaded += ready.length;
    outcome.failures += finished.length - ready.length;
    if (ready.length === 0) return;
    cache.transaction(() => {
      for (const f of ready) fill.run(f.hash, f.size, f.durationMs, f.id);
    });
    hooks.onRowsWritten();
  };

  const fetching = new BatchDownloads(client, pending, hooks, stop.signal, stopWith, outcome);
  let recording: Promise<void> = Promise.resolve();
  for (;;) {
    const batch = audioStore.batch();
    const { finished, taken } = await fetching.fill(batch, clipBatch);
    await recording;
    recording = batch.seal().then((sealed) => record(sealed, finished));
    if (taken < clipBatch || fetching.stopped()) break;
  }
  await recording;
  return outcome;
}

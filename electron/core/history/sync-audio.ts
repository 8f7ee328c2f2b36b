import type { StudioError } from '../../../shared/contract';
import type { AudioStore, CacheDatabase } from '../cache';
import type { ServiceClient } from '../service/client';
import { BatchDownloads, type Finished } from './batch-downloads';
import type { PendingClip, SyncLedger } from './sync-ledger';

/** Clips made durable and recorded together (one round of folder fsyncs, one transaction). */
const clipBatch = 200;
/** Rows waiting for audio are read from the cache this many at a time, never all at once. */
const pendingChunk = 200;

export interface DownloadHooks {
  signal: AbortSignal;
  onProgress(done: number, total: number): void;
  onRowsWritten(): void;
}

export interface DownloadOutcome {
  downloaded: number;
  failures: number;
  /** Why the downloads stopped early (the service unreachable, a full disk): the rest is left for the next sync. */
  stoppedBy?: StudioError;
}

/**
 * The rows waiting for their audio when the downloads start, newest first, read a chunk at a time
 * behind a cursor (the last sort key handed out), each with the addresses the listing gave it.
 */
export class PendingAudio {
  readonly total: number;
  private chunk: PendingClip[] = [];
  private before = Number.POSITIVE_INFINITY;
  private handedOut = 0;

  constructor(private readonly ledger: SyncLedger) {
    this.total = ledger.pendingCount();
  }

  next(): PendingClip['target'] | undefined {
    if (this.handedOut >= this.total) return undefined;
    if (this.chunk.length === 0) this.chunk = this.ledger.pendingBefore(this.before, pendingChunk).reverse();
    const clip = this.chunk.pop();
    if (!clip) return undefined;
    this.before = clip.sortKey;
    this.handedOut += 1;
    return clip.target;
  }
}

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

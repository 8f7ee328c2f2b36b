import { isUnreachable, type ErrorCode, type StudioError } from '../../../shared/contract';
import { wavDurationMs } from '../audio/wav-duration';
import type { AudioStore, CacheDatabase } from '../cache';
import type { ServiceClient } from '../service/client';
import type { PendingClip, SyncLedger } from './sync-ledger';
import { WriteBudget } from './write-budget';

/** Downloads in flight at once: enough to hide latency, few enough to be polite to the service. */
export const downloadConcurrency = 4;
/** Finished downloads are recorded in one transaction per this many rows. */
const rowBatch = 25;
/** Clip writes under way at once, and the bytes they may hold (see write-budget.ts). */
const writeConcurrency = 16;
const writeBytesInFlight = 16 * 1024 * 1024;
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
  /** Set when the service became unreachable: the rest is left for the next sync. */
  stoppedBy?: ErrorCode;
}

interface Finished {
  id: string;
  hash: string;
  size: number;
  durationMs: number | null;
}

/** Failures every later download would share too (no answer, or no key the service accepts): the batch stops. */
const stopsTheBatch = (error: StudioError) => isUnreachable(error) || error.code === 'UNAUTHORIZED' || error.code === 'NO_API_KEY';

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
 * Fills the audio columns of rows, downloading `downloadConcurrency` clips at once and writing up
 * to `writeConcurrency` at once. File first: each clip is written to the content-addressed store
 * (temp → fsync → rename) and only then, in batches, its row updated — and only if the file is
 * still there at that moment — so a crash at any point leaves at worst an orphan file (collected at
 * start-up), never a row pointing at a missing file. Expired audio URLs are refreshed by the client.
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
  let batch: Finished[] = [];
  const flush = () => {
    const ready = batch.filter((f) => audioStore.pathOf(f.hash) !== null);
    batch = [];
    if (ready.length === 0) return;
    cache.transaction(() => {
      for (const f of ready) fill.run(f.hash, f.size, f.durationMs, f.id);
    });
    hooks.onRowsWritten();
  };

  let done = 0;
  const stop = new AbortController();
  const stopped = () => hooks.signal.aborted || stop.signal.aborted;
  const finish = () => {
    done++;
    if (batch.length >= rowBatch) flush();
    hooks.onProgress(done, pending.total);
  };
  const store = async (id: string, bytes: Uint8Array) => {
    const stored = await audioStore.put(bytes);
    if (stored.ok) {
      batch.push({ id, ...stored.value, durationMs: wavDurationMs(bytes) });
      outcome.downloaded++;
    } else {
      outcome.failures++;
      if (stored.error.code === 'DISK') {
        outcome.stoppedBy = 'DISK';
        stop.abort();
      }
    }
    finish();
  };
  const budget = new WriteBudget(writeConcurrency, writeBytesInFlight);
  const writes = new Set<Promise<void>>();
  const worker = async () => {
    while (!stopped()) {
      const target = pending.next();
      if (target === undefined) break;
      const downloaded = await client.downloadAudio(target, { signal: hooks.signal });
      if (!downloaded.ok) {
        if (downloaded.error.code !== 'CANCELLED') {
          outcome.failures++;
          if (stopsTheBatch(downloaded.error)) {
            outcome.stoppedBy = downloaded.error.code;
            stop.abort();
          }
        }
        finish();
        continue;
      }
      // The write runs on while this worker fetches the next clip; the budget bounds how many wait.
      const { bytes } = downloaded.value;
      await budget.acquire(bytes.byteLength);
      const writing = store(typeof target === 'string' ? target : target.id, bytes).finally(() => {
        budget.release(bytes.byteLength);
        writes.delete(writing);
      });
      writes.add(writing);
    }
  };
  await Promise.all(Array.from({ length: Math.min(downloadConcurrency, pending.total) }, worker));
  await Promise.all([...writes]);
  flush();
  return outcome;
}

import type { HistoryEntry } from '../../../shared/model/service';
import { isUnreachable, type ErrorCode, type StudioError } from '../../../shared/contract';
import { wavDurationMs } from '../audio/wav-duration';
import type { AudioStore, CacheDatabase } from '../cache';
import type { ServiceClient } from '../service/client';

/** Downloads in flight at once: enough to hide latency, few enough to be polite to the service. */
export const downloadConcurrency = 4;
/** Finished downloads are recorded in one transaction per this many rows. */
const rowBatch = 25;

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

/** Rows still waiting for their audio, newest first (an evicted clip is fetched on play only). */
export function pendingAudioIds(cache: CacheDatabase): string[] {
  return (
    cache.db.prepare('SELECT id FROM history_entries WHERE audio_hash IS NULL AND evicted = 0 ORDER BY sort_key DESC').all() as Array<{
      id: string;
    }>
  ).map((r) => r.id);
}

/**
 * Fills the audio columns of rows. File first: each clip is written to the content-addressed store
 * (temp → fsync → rename) and only then, in batches, its row updated — and only if the file is
 * still there at that moment — so a crash at any point leaves at worst an orphan file (collected at
 * start-up), never a row pointing at a missing file. Expired audio URLs are refreshed by the client.
 */
export async function downloadPendingAudio(
  client: ServiceClient,
  cache: CacheDatabase,
  audioStore: AudioStore,
  ids: string[],
  knownEntries: ReadonlyMap<string, HistoryEntry>,
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

  let next = 0;
  let done = 0;
  const stop = new AbortController();
  const stopped = () => hooks.signal.aborted || stop.signal.aborted;
  const worker = async () => {
    while (!stopped() && next < ids.length) {
      const id = ids[next++]!;
      const downloaded = await client.downloadAudio(knownEntries.get(id) ?? id, { signal: hooks.signal });
      if (downloaded.ok) {
        const stored = await audioStore.put(downloaded.value.bytes);
        if (stored.ok) {
          batch.push({ id, ...stored.value, durationMs: wavDurationMs(downloaded.value.bytes) });
          outcome.downloaded++;
        } else {
          outcome.failures++;
          if (stored.error.code === 'DISK') {
            outcome.stoppedBy = 'DISK';
            stop.abort();
          }
        }
      } else if (downloaded.error.code !== 'CANCELLED') {
        outcome.failures++;
        if (stopsTheBatch(downloaded.error)) {
          outcome.stoppedBy = downloaded.error.code;
          stop.abort();
        }
      }
      done++;
      if (batch.length >= rowBatch) flush();
      hooks.onProgress(done, ids.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(downloadConcurrency, ids.length) }, worker));
  flush();
  return outcome;
}

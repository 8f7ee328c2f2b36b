import { isUnreachable, type StudioError } from '../../../../shared/contract';
import { wavDurationMs } from '../../audio/wav-duration';
import type { ClipBatch } from '../../cache/audio-batch';
import type { ServiceClient } from '../../service/client';
import type { DownloadHooks, DownloadOutcome, PendingAudio } from './pending-audio';
import { WriteBudget } from './write-budget';

/** Downloads in flight at once: enough to hide the service's latency, each on a kept-alive connection. */
export const downloadConcurrency = 8;
/** Clip writes under way at once, and the bytes they may hold (see write-budget.ts). */
const writeConcurrency = 16;
const writeBytesInFlight = 16 * 1024 * 1024;

/** A clip whose temp file is durable, waiting for its batch's seal before its row is written. */
export interface Finished {
  id: string;
  hash: string;
  size: number;
  durationMs: number | null;
}

/** Failures every later download would share too (no answer, or no key the service accepts): the downloads stop. */
const stopsTheBatch = (error: StudioError) => isUnreachable(error) || error.code === 'UNAUTHORIZED' || error.code === 'NO_API_KEY';

/**
 * The downloads of a sync, a batch at a time: `downloadConcurrency` workers take rows from the
 * pending list and stage each clip into the batch (its temp file written and fsynced) while they
 * fetch the next; the budget bounds how many clips wait in memory for their write.
 */
export class BatchDownloads {
  private done = 0;
  private readonly budget = new WriteBudget(writeConcurrency, writeBytesInFlight);

  constructor(
    private readonly client: ServiceClient,
    private readonly pending: PendingAudio,
    private readonly hooks: DownloadHooks,
    private readonly stop: AbortSignal,
    private readonly stopWith: (error: StudioError) => void,
    private readonly outcome: DownloadOutcome,
  ) {}

  stopped(): boolean {
    return this.hooks.signal.aborted || this.stop.aborted;
  }

  /** Downloads and stages up to `size` clips; resolves once every one of them has settled. */
  async fill(batch: ClipBatch, size: number): Promise<{ finished: Finished[]; taken: number }> {
    const finished: Finished[] = [];
    const writes = new Set<Promise<void>>();
    let taken = 0;
    const worker = async () => {
      while (!this.stopped() && taken < size) {
        const target = this.pending.next();
        if (target === undefined) break;
        taken++;
        const downloaded = await this.client.downloadAudio(target, { signal: this.hooks.signal });
        if (!downloaded.ok) {
          if (downloaded.error.code !== 'CANCELLED') {
            this.outcome.failures++;
            if (stopsTheBatch(downloaded.error)) this.stopWith(downloaded.error);
          }
          this.progress();
          continue;
        }
        const { bytes } = downloaded.value;
        await this.budget.acquire(bytes.byteLength);
        const id = typeof target === 'string' ? target : target.id;
        const writing = batch
          .stage(bytes)
          .then((staged) => {
            if (staged.ok) finished.push({ id, ...staged.value, durationMs: wavDurationMs(bytes) });
            else {
              this.outcome.failures++;
              if (staged.error.code === 'DISK') this.stopWith(staged.error);
            }
            this.progress();
          })
          .finally(() => {
            this.budget.release(bytes.byteLength);
            writes.delete(writing);
          });
        writes.add(writing);
      }
    };
    await Promise.all(Array.from({ length: downloadConcurrency }, worker));
    await Promise.all([...writes]);
    return { finished, taken };
  }

  private progress(): void {
    this.done++;
    this.hooks.onProgress(this.done, this.pending.total);
  }
}

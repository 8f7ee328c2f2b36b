import type { StudioError } from '../../../../shared/contract';
import type { PendingClip, SyncLedger } from './sync-ledger';

/**
 * What a sync's downloads work from and report: the rows still waiting for their audio, the
 * caller's hooks, and the outcome. Its own file so that sync-audio.ts (the batches) and
 * batch-downloads.ts (the workers) both depend on it and not on each other.
 */

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

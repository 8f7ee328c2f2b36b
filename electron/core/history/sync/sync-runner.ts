import { fail, type Result, type StudioError } from '../../../../shared/contract';
import type { SyncProgress, SyncSummary } from '../../../../shared/model/history';
import type { EventBus } from '../../events';
import { diskFaultOf } from '../../fs';
import type { ProfileSession } from '../../session';
import { syncHistory } from './sync';

interface Running {
  session: ProfileSession;
  promise: Promise<Result<SyncSummary>>;
  controller: AbortController;
}

interface FollowUp {
  session: ProfileSession;
  promise: Promise<Result<SyncSummary>>;
  resolve(result: Result<SyncSummary>): void;
}

const cancelled = (): Result<SyncSummary> => fail('CANCELLED', 'The history sync was cancelled');

/**
 * Runs one sync at a time. A request while a sync runs cannot join it: that sync may have read the
 * service's list before the reason for the request arose (the service came back, an entry was
 * made meanwhile), so exactly one follow-up sync is queued, and every request made meanwhile
 * shares it. The running sync's end is then not announced (no "Up to date" while a request
 * waits): the follow-up starts at once and its end is the one announced. cancel() stops both.
 */
export class HistorySyncRunner {
  private running: Running | null = null;
  private followUp: FollowUp | null = null;

  constructor(private readonly events: EventBus) {}

  get busy(): boolean {
    return this.running !== null;
  }

  /** A sync that starts now, or the one follow-up after the running sync. */
  request(session: ProfileSession): Promise<Result<SyncSummary>> {
    if (!this.running) return this.start(session);
    if (this.followUp) {
      this.followUp.session = session;
      return this.followUp.promise;
    }
    let resolve!: FollowUp['resolve'];
    const promise = new Promise<Result<SyncSummary>>((done) => (resolve = done));
    this.followUp = { session, promise, resolve };
    return promise;
  }

  /**
   * The sync of a session that has just opened: a sync of that very session that is already
   * running (or queued) started after the session did, so it covers it; otherwise a request.
   */
  join(session: ProfileSession): Promise<Result<SyncSummary>> {
    if (this.running?.session === session) return this.followUp?.promise ?? this.running.promise;
    return this.request(session);
  }

  /** Stops the running sync after its current step, and drops the follow-up. */
  cancel(): boolean {
    const followUp = this.followUp;
    this.followUp = null;
    followUp?.resolve(cancelled());
    if (!this.running) return followUp !== null;
    this.running.controller.abort();
    return true;
  }

  /** Waits until no sync runs or waits to run (tests, shutdown, clearing the cache). */
  async settled(): Promise<void> {
    while (this.running) await this.running.promise;
  }

  private start(session: ProfileSession): Promise<Result<SyncSummary>> {
    const controller = new AbortController();
    const promise = syncHistory(session, this.events, controller.signal)
      .catch((error: unknown) => unexpected(error))
      .then((result) => this.finished(result));
    this.running = { session, promise, controller };
    return promise;
  }

  private finished(result: Result<SyncSummary>): Result<SyncSummary> {
    this.running = null;
    const followUp = this.followUp;
    this.followUp = null;
    if (followUp) void this.start(followUp.session).then(followUp.resolve);
    else this.events.emit('history.syncProgress', endOf(result));
    return result;
  }
}

/** The progress event that ends a sync. */
export function endOf(result: Result<unknown>): SyncProgress {
  if (result.ok) return { phase: 'done', done: 1, total: 1 };
  if (result.error.code === 'CANCELLED') return { phase: 'cancelled', done: 0, total: 0 };
  return failedProgress(result.error);
}

/** A failed sync, with the error's key when it has one (a full disk says so, not only "DISK"). */
export function failedProgress(error: StudioError): SyncProgress {
  return { phase: 'failed', done: 0, total: 0, errorCode: error.code, ...(error.messageKey ? { errorKey: error.messageKey } : {}) };
}

/**
 * A sync that threw. A full disk or a read-only folder under any of its writes (the listing's
 * transaction, the ledger, the audio rows) is the user's to fix and is named as a DISK error with
 * its cause; anything else is a bug, kept in the log.
 */
function unexpected(error: unknown): Result<SyncSummary> {
  const disk = diskFaultOf(error, 'the history sync');
  if (disk) return { ok: false, error: disk };
  console.error('[studio] history sync failed unexpectedly:', error);
  return fail('INTERNAL', 'The history sync stopped unexpectedly; the details are in the log.');
}

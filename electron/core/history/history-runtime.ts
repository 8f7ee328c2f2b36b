import type { ConnectivityChanged, Result } from '../../../shared/contract';
import type { SyncSummary } from '../../../shared/model/history';
import type { CoreContext } from '../core-context';
import type { ProfileSession } from '../session';
import { collectAudioOrphans, collectOldAudioOrphans, evictBeyondLimit } from './cache-hygiene';
import { failedProgress, HistorySyncRunner } from './sync/sync-runner';

/** The coarsest modification-time step of the file systems we meet (FAT keeps 2 s). */
const fileClockStepMs = 2_000;

/**
 * The history feature's long-lived state in the core: the one sync runner, which sessions have
 * been synced, and what connectivity was last reported. When a session opens, its start-up
 * clean-up and first sync run (the session's open hook), so listing the history is only a read.
 */
export class HistoryRuntime {
  readonly syncRunner: HistorySyncRunner;
  private readonly synced = new WeakSet<ProfileSession>();
  private online: boolean | null = null;

  constructor(private readonly core: Pick<CoreContext, 'sessions' | 'events'>) {
    this.syncRunner = new HistorySyncRunner(core.events);
    core.sessions.onOpen((session, retired) => this.opened(session, retired));
    core.events.subscribe((name, payload) => {
      if (name !== 'app.connectivityChanged') return;
      this.online = (payload as ConnectivityChanged).online;
      // Back online: sync again, if this session's history has been synced (or tried) before. A
      // sync running now may have listed before the service came back: this one follows it.
      if (this.online) void this.resumeSync();
    });
  }

  /** True when the last word from the client was "unreachable". */
  get knownOffline(): boolean {
    return this.online === false;
  }

  session(): Promise<Result<ProfileSession>> {
    return this.core.sessions.current();
  }

  /**
   * A session just opened: once, files no row references (left by a crash between file and row,
   * or by deleted rows) are removed and the size limit applied — after the opening call has had
   * its answer (a timer turn later) — and the first sync runs. After a crash the leftovers go
   * first, at once; otherwise they are only files of rows a sync or the user deleted, collected
   * after the first sync a shard at a time (a walk of every clip file, which grows with the
   * history, held the first sync a user waits for). The returned promise holds the session until
   * that work ends; a replaced session cancels it instead of being waited for.
   */
  private async opened(session: ProfileSession, retired: AbortSignal): Promise<void> {
    const openedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (retired.aborted) return;
    const afterCrash = !session.cache.lastEndedCleanly;
    try {
      if (afterCrash) collectAudioOrphans(session.cache, session.audioStore);
      evictBeyondLimit(session.cache, session.audioStore);
    } catch (error) {
      console.error('[studio] history cache clean-up failed:', error);
    }
    this.synced.add(session);
    const cancel = (): void => void this.syncRunner.cancel();
    retired.addEventListener('abort', cancel, { once: true });
    try {
      await this.syncRunner.join(session);
    } finally {
      retired.removeEventListener('abort', cancel);
    }
    if (afterCrash || retired.aborted) return;
    // Files this session writes are newer than its opening (less a coarse file clock's step).
    const writtenBefore = openedAt - fileClockStepMs;
    await collectOldAudioOrphans(session.cache, session.audioStore, { writtenBefore, signal: retired }).catch((error: unknown) =>
      console.error('[studio] history cache clean-up failed:', error),
    );
  }

  /**
   * A requested sync. When there is no session to sync (no key, a locked cache) the failure is
   * announced like a sync's own, so History's status says why rather than what it said before.
   */
  async sync(): Promise<Result<SyncSummary>> {
    let started = false;
    const result = await this.core.sessions.use((session) => {
      started = true;
      this.synced.add(session);
      return this.syncRunner.request(session);
    });
    if (!started && !result.ok) this.core.events.emit('history.syncProgress', failedProgress(result.error));
    return result;
  }

  private async resumeSync(): Promise<void> {
    await this.core.sessions.use(async (session) => {
      if (this.synced.has(session)) await this.syncRunner.request(session);
      return { ok: true, value: undefined };
    });
  }
}

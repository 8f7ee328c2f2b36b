import type { ConnectivityChanged, Result } from '../../../shared/contract';
import type { SyncSummary } from '../../../shared/model/history';
import type { CoreContext } from '../core-context';
import type { ProfileSession } from '../session';
import { collectAudioOrphans, evictBeyondLimit } from './cache-hygiene';
import { HistorySyncRunner } from './sync';

/**
 * The history feature's long-lived state in the core: the one sync runner, which sessions have
 * had their start-up clean-up, and what connectivity was last reported.
 */
export class HistoryRuntime {
  readonly syncRunner: HistorySyncRunner;
  private readonly prepared = new WeakSet<ProfileSession>();
  private readonly synced = new WeakSet<ProfileSession>();
  private online: boolean | null = null;

  constructor(private readonly core: Pick<CoreContext, 'sessions' | 'events'>) {
    this.syncRunner = new HistorySyncRunner(core.events);
    core.events.subscribe((name, payload) => {
      if (name !== 'app.connectivityChanged') return;
      this.online = (payload as ConnectivityChanged).online;
      // Back online: resume syncing, if this session's history has been synced (or tried) before.
      if (this.online) void this.resumeSync();
    });
  }

  /** True when the last word from the client was "unreachable". */
  get knownOffline(): boolean {
    return this.online === false;
  }

  /**
   * The active session, after its start-up clean-up ran once: files no row references (left by a
   * crash between file and row, or by deleted rows) are removed and the size limit applied.
   */
  async session(): Promise<Result<ProfileSession>> {
    const current = await this.core.sessions.current();
    if (!current.ok) return current;
    const session = current.value;
    if (!this.prepared.has(session)) {
      this.prepared.add(session);
      try {
        collectAudioOrphans(session.cache, session.audioStore);
        evictBeyondLimit(session.cache, session.audioStore);
      } catch (error) {
        console.error('[studio] history cache clean-up failed:', error);
      }
    }
    return current;
  }

  async sync(): Promise<Result<SyncSummary>> {
    const session = await this.session();
    if (!session.ok) return session;
    this.synced.add(session.value);
    return this.syncRunner.run(session.value);
  }

  /** The first look at the history of a session starts a background sync; the list never waits for it. */
  syncInBackgroundOnce(session: ProfileSession): void {
    if (this.synced.has(session)) return;
    this.synced.add(session);
    void this.syncRunner.run(session);
  }

  private async resumeSync(): Promise<void> {
    const current = await this.core.sessions.current();
    if (current.ok && this.synced.has(current.value) && !this.syncRunner.busy) void this.syncRunner.run(current.value);
  }
}

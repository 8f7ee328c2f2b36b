import { isUnreachable, type ConnectivityChanged } from '../../../shared/contract';
import type { EventBus } from '../events';
import type { SessionManager } from '../session';

export interface ConnectivityWatchOptions {
  /** The first probe after going offline; each further one waits twice as long, up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * The core's one record of whether the service answers, so a page loaded after an outage began
 * can ask instead of waiting for a change it already missed (`app.connectivity`). While offline it
 * probes the service with a cheap read (the dialects list) on a doubling delay, so "back online"
 * is noticed without the user doing anything, and the history sync resumes. A probe's answer
 * reaches the client's ConnectivityMonitor like any call; the watch also decides from the answer
 * itself, because a new session's monitor starts without knowing it was offline.
 */
export class ConnectivityWatch {
  private state: ConnectivityChanged | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private delayMs: number;
  private readonly firstDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly stopListening: () => void;

  constructor(
    private readonly sessions: Pick<SessionManager, 'current'>,
    private readonly events: EventBus,
    options: ConnectivityWatchOptions = {},
  ) {
    this.firstDelayMs = options.firstDelayMs ?? 2_000;
    this.maxDelayMs = options.maxDelayMs ?? 30_000;
    this.delayMs = this.firstDelayMs;
    this.stopListening = events.subscribe((name, payload) => {
      if (name === 'app.connectivityChanged') this.record(payload as ConnectivityChanged);
    });
  }

  /** The last known state; when nothing is known yet, one probe finds out. */
  async current(): Promise<ConnectivityChanged> {
    if (this.state) return this.state;
    const unanswered = await this.probe();
    return this.state ?? { online: false, reason: unanswered ?? 'NETWORK' };
  }

  stop(): void {
    this.stopListening();
    this.cancel();
  }

  private record(next: ConnectivityChanged): void {
    this.state = next;
    if (next.online) {
      this.cancel();
      this.delayMs = this.firstDelayMs;
    } else if (this.timer === null) {
      this.schedule();
    }
  }

  private schedule(): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.probe().then(() => {
        if (this.state?.online !== false || this.timer !== null) return;
        this.delayMs = Math.min(this.maxDelayMs, this.delayMs * 2);
        this.schedule();
      });
    }, this.delayMs);
    // A pending probe must never keep the process alive on its own.
    this.timer.unref?.();
  }

  private cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /**
   * Asks the service once and announces a change the client's monitor did not. Without a session
   * (no profile, an unreadable key store) nothing is asked: the session's error code is returned.
   */
  private async probe(): Promise<string | null> {
    const session = await this.sessions.current();
    if (!session.ok) return session.error.code;
    const answer = await session.value.client.listDialects();
    const reached = answer.ok || !isUnreachable(answer.error) || answer.error.status !== undefined;
    const next: ConnectivityChanged = reached ? { online: true } : { online: false, reason: answer.ok ? 'NETWORK' : answer.error.code };
    if (this.state?.online !== next.online) this.events.emit('app.connectivityChanged', next);
    return null;
  }
}

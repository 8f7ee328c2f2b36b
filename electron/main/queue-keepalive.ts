import type { App } from 'electron';
import type { QueueState } from '../../shared/model/projects';
import type { EventBus } from '../core/events';

/**
 * A generation queue runs in the core, not in the window: closing the last window while a queue
 * runs keeps the app (and so the queue) alive, and the app quits once no queue runs any more. A
 * window opened meanwhile cancels the pending quit. A paused queue does not hold the app: it is
 * kept in the work database and offered again at the next start.
 */
export interface QueueKeepAlive {
  /** The last window closed: quit now, or when the queues have ended. */
  lastWindowClosed(): void;
  /** A window is open again: no quit is pending. */
  windowOpened(): void;
  dispose(): void;
}

export function keepAliveWhileQueued(app: Pick<App, 'quit'>, events: Pick<EventBus, 'subscribe'>): QueueKeepAlive {
  const running = new Set<string>();
  let quitPending = false;
  const quitIfIdle = () => {
    if (quitPending && running.size === 0) {
      quitPending = false;
      app.quit();
    }
  };
  const stop = events.subscribe((name, payload) => {
    if (name !== 'queue.changed') return;
    const queue = payload as QueueState;
    if (queue.state === 'running') running.add(queue.projectId);
    else running.delete(queue.projectId);
    quitIfIdle();
  });
  return {
    lastWindowClosed() {
      quitPending = true;
      quitIfIdle();
    },
    windowOpened() {
      quitPending = false;
    },
    dispose: stop,
  };
}

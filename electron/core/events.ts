import type { EventName, PayloadOf } from '../../shared/contract';

type AnyListener = (name: EventName, payload: unknown) => void;

/**
 * Main → renderer events leave the core through this bus; each transport subscribes once and
 * forwards (IPC: webContents.send; web mode: the event stream).
 */
export class EventBus {
  private readonly listeners = new Set<AnyListener>();

  /** `outgoing` sees every payload before any listener (createCore removes keys there). */
  constructor(private readonly outgoing: <T>(payload: T) => T = (payload) => payload) {}

  emit<E extends EventName>(name: E, payload: PayloadOf<E>): void {
    if (this.listeners.size === 0) return;
    const sent = this.outgoing(payload);
    for (const listener of this.listeners) {
      try {
        listener(name, sent);
      } catch (error) {
        console.error(`[studio] event listener for ${name} failed:`, error);
      }
    }
  }

  subscribe(listener: AnyListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

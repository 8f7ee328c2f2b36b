import type { EventName, PayloadOf } from '../../shared/contract';

type AnyListener = (name: EventName, payload: unknown) => void;

/**
 * Main → renderer events leave the core through this bus; each transport subscribes once and
 * forwards (IPC: webContents.send; web mode: the event stream).
 */
export class EventBus {
  private readonly listeners = new Set<AnyListener>();

  emit<E extends EventName>(name: E, payload: PayloadOf<E>): void {
    for (const listener of this.listeners) {
      try {
        listener(name, payload);
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

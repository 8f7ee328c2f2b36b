import type { StudioApi } from '../../../shared/contract';
import type { TransportKind } from '../../../shared/model/app';

/** The contract as the renderer holds it, plus which road it travels (for display and diagnostics). */
export interface Transport {
  readonly kind: TransportKind;
  readonly studio: StudioApi;
}

/** The part of EventSource the web transport uses; tests pass an in-memory fake. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  removeEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}

export type EventSourceFactory = new (url: string) => EventSourceLike;
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

import type { StudioApi } from '../../../shared/contract';
import type { EventSourceFactory, FetchLike, Transport } from './types';
import { createWebTransport } from './web-transport';

/** What the picker reads from the page; `window` in the app, a plain object in tests. */
export interface TransportHost {
  /** Set by the desktop preload (contextBridge); absent in a browser. */
  studio?: StudioApi;
  fetch: FetchLike;
  EventSource: EventSourceFactory;
}

/**
 * Desktop when the preload exposed `window.studio`, web mode otherwise. Decided once at start-up:
 * nothing else in the renderer looks at `window.studio` or calls `fetch` for the contract.
 */
export function pickTransport(host: TransportHost): Transport {
  if (typeof host.studio === 'object' && host.studio !== null) return { kind: 'ipc', studio: host.studio };
  // `fetch` must run with the window as `this`, so it is wrapped rather than passed bare.
  return createWebTransport({ fetch: (input, init) => host.fetch(input, init), EventSource: host.EventSource });
}

/** The running page as a TransportHost, without declaring a global that the preload also owns. */
export function pageTransportHost(): TransportHost {
  return window as unknown as TransportHost;
}

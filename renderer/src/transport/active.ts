import type { StudioApi } from '../../../shared/contract';
import type { Transport } from './types';

// The transport picked at start-up. Features reach the contract through `activeStudio()` from
// actions and event handlers, never at import time, so tests can connect a fake before anything runs.
let active: Transport | undefined;

export function connectTransport(transport: Transport): void {
  active = transport;
}

/** For tests: forget the connected transport. */
export function disconnectTransport(): void {
  active = undefined;
}

export function activeStudio(): StudioApi {
  if (!active) throw new Error('No transport is connected yet; initApp() connects one at start-up.');
  return active.studio;
}

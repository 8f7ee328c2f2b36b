import type { Result } from '../../../shared/contract/errors';
import { keychainReasonOf, type KeychainUnavailableReason } from './keychain-failure';
import type { KeychainReady } from './secret-store';

/** The keychain's state as plain data for the renderer (settings page, first-run banner). */
export type KeychainStatus = { state: 'ready' } | { state: 'unavailable'; reason: KeychainUnavailableReason; message: string };

export function keychainStatusOf(probe: Result<KeychainReady>): KeychainStatus {
  if (probe.ok) return { state: 'ready' };
  return { state: 'unavailable', reason: keychainReasonOf(probe.error) ?? 'unknown', message: probe.error.message };
}

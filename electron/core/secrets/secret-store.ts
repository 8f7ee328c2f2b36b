import type { Result } from '../../../shared/contract/errors';

/** What a successful probe found: the keychain stores and returns secrets right now. */
export interface KeychainReady {
  state: 'ready';
  /** Which store answered ('keytar' is the OS keychain; 'memory' only in tests). */
  backend: 'keytar' | 'memory';
}

/**
 * Secrets by account (one account per profile id). Every call returns a Result and never throws;
 * every failure of the keychain is KEYCHAIN_UNAVAILABLE with messageKey `keychain.<reason>`.
 * There is no plaintext fallback anywhere behind this interface, and no call lists secrets.
 */
export interface SecretStore {
  /** The stored secret, or null when the account has none (never null because the keychain is locked). */
  getSecret(account: string): Promise<Result<string | null>>;
  setSecret(account: string, secret: string): Promise<Result<void>>;
  /** true when a secret was removed, false when there was none. */
  deleteSecret(account: string): Promise<Result<boolean>>;
  /** Checks that the keychain works now, with a store-get-delete round trip of a throw-away item. */
  probe(): Promise<Result<KeychainReady>>;
  /** Releases what the store holds (a helper process); the core calls it when it closes. */
  close?(): void;
}

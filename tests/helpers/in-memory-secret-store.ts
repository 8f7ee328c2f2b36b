import { ok, type Result } from '../../shared/contract/errors';
import { keychainFailure, type KeychainUnavailableReason } from '../../electron/core/secrets/keychain-failure';
import { checkAccount, checkSecret } from '../../electron/core/secrets/secret-input';
import type { KeychainReady, SecretStore } from '../../electron/core/secrets/secret-store';

/**
 * A hand-written fake of the keychain for tests of everything that uses a SecretStore (profiles,
 * the service client, contract handlers). Same validation and same failure shapes as the real
 * store; `failWith(reason)` makes every call fail as the OS keychain would for that reason, and
 * `failWith(null)` heals it. Secrets live only in this object's memory.
 */
export class InMemorySecretStore implements SecretStore {
  private readonly secrets = new Map<string, string>();
  private failure: KeychainUnavailableReason | null = null;
  /** How many calls reached the store, by method; lets tests assert "the keychain was not touched". */
  readonly calls = { getSecret: 0, setSecret: 0, deleteSecret: 0, probe: 0 };

  failWith(reason: KeychainUnavailableReason | null): void {
    this.failure = reason;
  }

  /** Accounts that currently hold a secret (test inspection only; the real store cannot list). */
  accounts(): string[] {
    return [...this.secrets.keys()];
  }

  async getSecret(account: string): Promise<Result<string | null>> {
    this.calls.getSecret += 1;
    const checked = checkAccount(account);
    if (!checked.ok) return checked;
    if (this.failure) return keychainFailure(this.failure);
    return ok(this.secrets.get(account) ?? null);
  }

  async setSecret(account: string, secret: string): Promise<Result<void>> {
    this.calls.setSecret += 1;
    const checked = checkAccount(account);
    if (!checked.ok) return checked;
    const secretChecked = checkSecret(secret);
    if (!secretChecked.ok) return secretChecked;
    if (this.failure) return keychainFailure(this.failure);
    this.secrets.set(account, secret);
    return ok(undefined);
  }

  async deleteSecret(account: string): Promise<Result<boolean>> {
    this.calls.deleteSecret += 1;
    const checked = checkAccount(account);
    if (!checked.ok) return checked;
    if (this.failure) return keychainFailure(this.failure);
    return ok(this.secrets.delete(account));
  }

  async probe(): Promise<Result<KeychainReady>> {
    this.calls.probe += 1;
    if (this.failure) return keychainFailure(this.failure);
    return ok({ state: 'ready', backend: 'memory' });
  }
}

import { randomBytes } from 'node:crypto';
import { ok, type Result } from '../../../shared/contract/errors';
import { classifyKeychainError, redactKeychainDetail } from './classify-keychain-error';
import { keychainFailure } from './keychain-failure';
import { loadKeytar, type KeytarApi, type KeytarLoader } from './keytar-loader';
import { checkAccount, checkSecret } from './secret-input';
import type { KeychainReady, SecretStore } from './secret-store';
import { TIMED_OUT, withTimeout } from './with-timeout';

export const KEYCHAIN_SERVICE = 'Sawt Studio';
/** The throw-away item `probe()` writes and deletes; not a valid profile id, so never a real account. */
export const PROBE_ACCOUNT = 'sawt-studio-keychain-probe';
export const DEFAULT_KEYCHAIN_TIMEOUT_MS = 4000;

export interface KeytarSecretStoreOptions {
  /** How keytar is loaded; tests inject one that throws or hangs. */
  loadKeytar?: KeytarLoader;
  /** Longest wait for any one keychain call (an unanswered unlock prompt can wait forever). */
  timeoutMs?: number;
  service?: string;
}

/**
 * The OS keychain through keytar: one item per profile, service "Sawt Studio", account = profile id.
 *
 * A locked Linux keyring does not fail reads: `getPassword` resolves null and `deletePassword`
 * resolves false, exactly as for an absent item (ARCHITECTURE.md, "Platform facts"). So a null or false answer is
 * confirmed with `probe()` before it is believed; otherwise a locked keyring would look like
 * "no key yet" and a removed profile would leave its key behind.
 */
export class KeytarSecretStore implements SecretStore {
  private readonly load: KeytarLoader;
  private readonly timeoutMs: number;
  private readonly service: string;
  private keytar: KeytarApi | undefined;
  private probing: Promise<Result<KeychainReady>> | undefined;

  constructor(options: KeytarSecretStoreOptions = {}) {
    this.load = options.loadKeytar ?? loadKeytar;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_KEYCHAIN_TIMEOUT_MS;
    this.service = options.service ?? KEYCHAIN_SERVICE;
  }

  async getSecret(account: string): Promise<Result<string | null>> {
    const checked = checkAccount(account);
    if (!checked.ok) return checked;
    const answer = await this.call((keytar) => keytar.getPassword(this.service, account));
    if (!answer.ok || answer.value !== null) return answer;
    const ready = await this.probe();
    return ready.ok ? ok(null) : ready;
  }

  async setSecret(account: string, secret: string): Promise<Result<void>> {
    const checked = checkAccount(account);
    if (!checked.ok) return checked;
    const secretChecked = checkSecret(secret);
    if (!secretChecked.ok) return secretChecked;
    return this.call((keytar) => keytar.setPassword(this.service, account, secret), secret);
  }

  async deleteSecret(account: string): Promise<Result<boolean>> {
    const checked = checkAccount(account);
    if (!checked.ok) return checked;
    const answer = await this.call((keytar) => keytar.deletePassword(this.service, account));
    if (!answer.ok || answer.value) return answer;
    const ready = await this.probe();
    return ready.ok ? ok(false) : ready;
  }

  /** Concurrent probes share one round trip, so they never race on the probe item. */
  probe(): Promise<Result<KeychainReady>> {
    this.probing ??= this.probeOnce().finally(() => {
      this.probing = undefined;
    });
    return this.probing;
  }

  private async probeOnce(): Promise<Result<KeychainReady>> {
    const marker = randomBytes(12).toString('hex');
    const stored = await this.call((keytar) => keytar.setPassword(this.service, PROBE_ACCOUNT, marker));
    if (!stored.ok) return stored;
    const readBack = await this.call((keytar) => keytar.getPassword(this.service, PROBE_ACCOUNT));
    // Remove the probe item whatever the read said; a failure here leaves one harmless item behind.
    await this.call((keytar) => keytar.deletePassword(this.service, PROBE_ACCOUNT));
    if (!readBack.ok) return readBack;
    if (readBack.value !== marker) {
      return keychainFailure('unknown', 'an item just stored could not be read back');
    }
    return ok({ state: 'ready', backend: 'keytar' });
  }

  /** One keytar call: load on demand, bounded by the timeout, every failure classified. */
  private async call<T>(work: (keytar: KeytarApi) => Promise<T>, secret?: string): Promise<Result<T>> {
    const keytar = this.loaded();
    if (!keytar.ok) return keytar;
    let answer: T | typeof TIMED_OUT;
    try {
      answer = await withTimeout(work(keytar.value), this.timeoutMs);
    } catch (error) {
      const { reason, detail } = classifyKeychainError(error);
      return keychainFailure(reason, redactKeychainDetail(detail, secret));
    }
    if (answer === TIMED_OUT) {
      return keychainFailure('timeout', `no answer within ${(this.timeoutMs / 1000).toFixed(1)} s`);
    }
    return ok(answer);
  }

  /** Loads keytar once it first works; a failed load is retried next time (it is cheap). */
  private loaded(): Result<KeytarApi> {
    if (this.keytar) return ok(this.keytar);
    try {
      this.keytar = this.load();
      return ok(this.keytar);
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      // The first line only: the rest of a require error is the require stack.
      const detail = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
      return keychainFailure('library-missing', redactKeychainDetail(typeof code === 'string' ? `${code}: ${detail}` : detail));
    }
  }
}

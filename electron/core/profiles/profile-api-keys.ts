import { fail, ok, type Result } from '../../../shared/contract/errors';
import type { SecretStore } from '../secrets/secret-store';
import { checkApiKeyShape } from '../secrets/api-key-shape';
import { redactValue } from '../security/redact-value';
import type { ApiKeyReader, ApiKeyWriter, KeyRedactor } from './api-key-access';
import { decodeBoundKey, encodeBoundKey, keyOriginOf, type BoundKey } from './bound-key';
import type { Settings } from '../settings/settings-schema';
import type { ProfileRegistry } from './profile-registry';

/**
 * Each profile's API key, kept only in the OS keychain under the profile's id and bound to the
 * service origin it was saved for (see bound-key.ts). createCore hands it out twice, by type: as an
 * ApiKeyWriter to every handler (set, has, clear) and as an ApiKeyReader to the session manager alone.
 *
 * The key is read from the keychain once and then kept in main-process memory: every service call
 * needs it, and a slow or hung keychain must not be asked again on each one. Concurrent first
 * reads share one keychain call.
 */
export class ProfileApiKeys implements ApiKeyWriter, ApiKeyReader, KeyRedactor {
  private readonly remembered = new Map<string, Promise<Result<BoundKey | null>>>();
  /** Every key this process has saved or read, still scrubbed after it is cleared: a service may echo it late. */
  private readonly held = new Set<string>();

  constructor(
    private readonly registry: ProfileRegistry,
    private readonly secrets: SecretStore,
  ) {}

  /** Stores the key (trimmed; refused when it could never be one, see api-key-shape.ts), bound to the profile's service origin now. */
  async set(profileId: unknown, apiKey: unknown): Promise<Result<void>> {
    const store = await this.registry.settingsOf(profileId);
    if (!store.ok) return store;
    const key = checkApiKeyShape(apiKey);
    if (!key.ok) return key;
    const origin = keyOriginOf(store.value.get().serviceBaseUrl);
    this.remembered.delete(profileId as string);
    const saved = await this.secrets.setSecret(profileId as string, encodeBoundKey(key.value, origin));
    this.held.add(key.value);
    if (saved.ok) this.remembered.set(profileId as string, Promise.resolve(ok({ key: key.value, origin })));
    return saved;
  }

  /** A key usable with the profile's current service address is stored. */
  async has(profileId: unknown): Promise<Result<boolean>> {
    const store = await this.registry.settingsOf(profileId);
    if (!store.ok) return store;
    const key = await this.readFor(profileId, keyOriginOf(store.value.get().serviceBaseUrl));
    if (!key.ok) return key.error.code === 'NO_API_KEY' ? ok(false) : key;
    return ok(key.value !== null);
  }

  /** Forgets the key; true when there was one. */
  async clear(profileId: unknown): Promise<Result<boolean>> {
    const directory = await this.registry.directoryOf(profileId);
    if (!directory.ok) return directory;
    this.remembered.delete(profileId as string);
    return this.secrets.deleteSecret(profileId as string);
  }

  /**
   * SESSION MANAGER ONLY: the key for a request to `origin`, or NO_API_KEY when the key was saved
   * for another address (the user must enter it again for this one). A key saved before binding
   * existed is bound to the first origin it is used with, once.
   */
  async readFor(profileId: unknown, origin: string): Promise<Result<string | null>> {
    const stored = await this.stored(profileId);
    if (!stored.ok || stored.value === null) return stored.ok ? ok(null) : stored;
    const { key, origin: bound } = stored.value;
    if (bound === null) {
      await this.bindLegacyKey(profileId as string, key, origin);
      return ok(key);
    }
    if (bound !== origin) {
      return fail(
        'NO_API_KEY',
        `the API key was saved for ${bound}, not ${origin}; enter it again in Settings to use it with this address.`,
      );
    }
    return ok(key);
  }

  private stored(profileId: unknown): Promise<Result<BoundKey | null>> {
    const id = String(profileId);
    const known = this.remembered.get(id);
    if (known) return known;
    const reading = (async (): Promise<Result<BoundKey | null>> => {
      const directory = await this.registry.directoryOf(profileId);
      if (!directory.ok) return directory;
      const secret = await this.secrets.getSecret(id);
      if (!secret.ok) return secret;
      const bound = secret.value === null ? null : decodeBoundKey(secret.value);
      if (bound?.key) this.held.add(bound.key);
      return ok(bound);
    })();
    this.remembered.set(id, reading);
    // A failed read (a locked keychain) is tried again next time, not remembered.
    void reading.then((result) => {
      if (!result.ok && this.remembered.get(id) === reading) this.remembered.delete(id);
    });
    return reading;
  }

  /** `value` without any key this process has held (see redact-value.ts); the same object when it has none. */
  redact<T>(value: T): T {
    return this.held.size === 0 ? value : redactValue(value, [...this.held]);
  }

  private async bindLegacyKey(profileId: string, key: string, origin: string): Promise<void> {
    const saved = await this.secrets.setSecret(profileId, encodeBoundKey(key, origin));
    if (saved.ok) this.remembered.set(profileId, Promise.resolve(ok({ key, origin })));
  }

  /**
   * Changes a profile's settings, refusing any value that contains the key itself (a key pasted
   * into the project id or API-key identifier field): settings are a plain file, and the key must
   * never be written to one. Leaving the identifier empty already means "use the key".
   */
  async updateSettings(profileId: unknown, patch: unknown): Promise<Result<Settings>> {
    const store = await this.registry.settingsOf(profileId);
    if (!store.ok) return store;
    // Fields that only take a fixed word (the account kind, language, theme) are not free text:
    // checking them would make a locked keychain block "switch to the sandbox" or a theme change.
    const texts = stringLeaves(patch).filter(([path]) => !choiceFields.has(path));
    if (texts.length > 0) {
      // If the keychain cannot say, refuse rather than risk writing the key to the file.
      const key = await this.stored(profileId);
      if (!key.ok) return key;
      const secret = key.value?.key ?? null;
      const leak = secret === null ? undefined : texts.find(([, text]) => containsKey(text, secret));
      if (leak) {
        return fail(
          'VALIDATION',
          `${leak[0]}: this is your API key, which is never stored in settings; enter the value the field asks for.`,
          {
            field: leak[0],
            messageKey: 'settings.valueIsApiKey',
          },
        );
      }
    }
    // A key saved before binding existed belongs to the address in use until now: bind it there
    // before the address changes, so the change cannot carry it to the new one.
    const current = keyOriginOf(store.value.get().serviceBaseUrl);
    const stored = await this.stored(profileId);
    if (stored.ok && stored.value !== null && stored.value.origin === null)
      await this.bindLegacyKey(profileId as string, stored.value.key, current);
    return store.value.update(patch);
  }
}

const choiceFields = new Set(['serviceBaseUrl.kind', 'preferences.language', 'preferences.theme']);

/** Short keys only match exactly, so a one-letter test key does not refuse every setting. */
function containsKey(text: string, key: string): boolean {
  return key.length >= 8 ? text.includes(key) : text.trim() === key;
}

/** Every string in a patch with its dotted path (patches are small, plain JSON-like objects). */
function stringLeaves(value: unknown, path = '', depth = 0): Array<[string, string]> {
  if (typeof value === 'string') return [[path || 'settings', value]];
  if (typeof value !== 'object' || value === null || depth > 4) return [];
  return Object.entries(value).flatMap(([key, child]) => stringLeaves(child, path ? `${path}.${key}` : key, depth + 1));
}

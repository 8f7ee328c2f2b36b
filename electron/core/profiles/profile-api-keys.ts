import { fail, ok, type Result } from '../../../shared/contract/errors';
import type { SecretStore } from '../secrets/secret-store';
import { checkSecret } from '../secrets/secret-input';
import type { Settings } from '../settings/settings-schema';
import type { ProfileRegistry } from './profile-registry';

/**
 * Each profile's API key, kept only in the OS keychain under the profile's id. The contract
 * exposes `set`, `has` and `clear` (write-only: nothing here returns the key except `read`, which
 * is for the main process's service client and must never be wired to an operation).
 */
export class ProfileApiKeys {
  constructor(
    private readonly registry: ProfileRegistry,
    private readonly secrets: SecretStore,
  ) {}

  /** Stores the key (trimmed: a pasted key often carries a space or newline at its ends). */
  async set(profileId: unknown, apiKey: unknown): Promise<Result<void>> {
    const directory = await this.registry.directoryOf(profileId);
    if (!directory.ok) return directory;
    const key = checkSecret(typeof apiKey === 'string' ? apiKey.trim() : apiKey);
    if (!key.ok) return key;
    return this.secrets.setSecret(profileId as string, key.value);
  }

  async has(profileId: unknown): Promise<Result<boolean>> {
    const key = await this.read(profileId);
    return key.ok ? ok(key.value !== null) : key;
  }

  /** Forgets the key; true when there was one. */
  async clear(profileId: unknown): Promise<Result<boolean>> {
    const directory = await this.registry.directoryOf(profileId);
    if (!directory.ok) return directory;
    return this.secrets.deleteSecret(profileId as string);
  }

  /** MAIN PROCESS ONLY: the key itself, for the Authorization header. Never return it to the UI. */
  async read(profileId: unknown): Promise<Result<string | null>> {
    const directory = await this.registry.directoryOf(profileId);
    if (!directory.ok) return directory;
    return this.secrets.getSecret(profileId as string);
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
      const key = await this.secrets.getSecret(profileId as string);
      if (!key.ok) return key;
      const secret = key.value;
      const leak = secret === null ? undefined : texts.find(([, text]) => containsKey(text, secret));
      if (leak) {
        return fail('VALIDATION', `${leak[0]}: this is your API key, which is never stored in settings; enter the value the field asks for.`, {
          field: leak[0],
          messageKey: 'settings.valueIsApiKey',
        });
      }
    }
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

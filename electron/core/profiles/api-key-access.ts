import type { Result } from '../../../shared/contract/errors';
import type { Settings } from '../settings/settings-schema';

/**
 * What handlers hold of a profile's API key: they can save, clear and check for one, and change
 * settings (which are checked against the key), but no method gives the key back. CoreContext
 * carries only this, so "a handler cannot read the key" is checked by the compiler
 * (tests/unit/secrets/api-key-access.test.ts), not by review.
 */
export interface ApiKeyWriter {
  /** Stores the key, bound to the profile's service origin now. */
  set(profileId: unknown, apiKey: unknown): Promise<Result<void>>;
  /** A key usable with the profile's current service address is stored. */
  has(profileId: unknown): Promise<Result<boolean>>;
  /** Forgets the key; true when there was one. */
  clear(profileId: unknown): Promise<Result<boolean>>;
  /** Changes a profile's settings, refusing any value that contains the key itself. */
  updateSettings(profileId: unknown, patch: unknown): Promise<Result<Settings>>;
}

/**
 * The one way to read a key, handed by createCore to the session manager alone (which gives it to
 * the service client of the session it opens). Lint forbids importing this type, or the class that
 * implements it, anywhere else in the core (eslint.config.mjs, "keyReaderOnlyForSessions").
 */
export interface ApiKeyReader {
  /** The key for a request to `origin`; NO_API_KEY when it was saved for another address. */
  readFor(profileId: unknown, origin: string): Promise<Result<string | null>>;
}

/**
 * What createCore puts between the core and the transports: every answer and event passes through
 * `redact`, which removes the keys this process has held (saved or read) without giving one back.
 */
export interface KeyRedactor {
  redact<T>(value: T): T;
}

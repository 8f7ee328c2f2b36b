/**
 * The account as the renderer may see it: profiles, where the service is, whether a key is set.
 * Nothing here can hold the API key — by construction, not by care: no type has a field for it.
 */

/** Why the system keychain cannot be used (mirrors electron/core/secrets/keychain-failure.ts). */
export type KeychainUnavailableReason = 'library-missing' | 'no-secret-service' | 'locked' | 'timeout' | 'unknown';

export type KeychainState = { state: 'ready' } | { state: 'unavailable'; reason: KeychainUnavailableReason; message: string };

/** Where a profile's service is: the hosted Hamsa service, the built-in sandbox, or an address. */
export type AccountChoice = { kind: 'hosted' } | { kind: 'sandbox' } | { kind: 'custom'; url: string };
export type AccountKind = AccountChoice['kind'];

/** `secrets.status`: the active profile's key, described, never shown. */
export interface SecretsStatus {
  /** A key for this profile is in the keychain (false too when the keychain cannot say). */
  configured: boolean;
  /** false for a sandbox profile: the built-in sandbox needs no key of yours. */
  keyRequired: boolean;
  keychain: KeychainState;
}

/** Which identifier generation sends as `apiKey`: one the user set, or the key itself (named, not included). */
export type ApiKeyIdChoice = { source: 'settings'; apiKeyId: string } | { source: 'api-key' };

export interface AccountPreferences {
  language: 'system' | 'ar' | 'en';
  theme: 'system' | 'light' | 'dark';
  playAfterGenerate: boolean;
  /** The first-run welcome was answered or dismissed for this profile. */
  welcomeDone: boolean;
  /**
   * Where the studio reopens: the sidebar section it was on when it last closed with this profile
   * (as this run found it; the renderer takes it only when it names one of its sections, and saves
   * each move as `lastSection`); null: none yet. Kept by the core, not the page: web mode's address,
   * and with it the page's storage, is new at each start.
   */
  reopenSection: string | null;
}

/** `settings.get`: the active profile's settings as the renderer may see them. */
export interface AccountSettings {
  profileId: string;
  serviceBaseUrl: AccountChoice;
  /** The project id set or discovered for this profile; null when not known yet. */
  projectId: string | null;
  apiKeyId: ApiKeyIdChoice;
  preferences: AccountPreferences;
  /** The built-in sandbox's loopback address while it runs (sandbox profiles), for display. */
  sandboxUrl: string | null;
}

/** One profile in `profiles.list`. */
export interface ProfileSummary {
  id: string;
  name: string;
  createdAt: string;
  isActive: boolean;
  accountKind: AccountKind;
  /** Whether its key is in the keychain; null when the keychain cannot say right now. */
  hasApiKey: boolean | null;
}

export interface ProfilesOverview {
  profiles: ProfileSummary[];
  activeProfileId: string;
  /**
   * A fresh installation: only the starting sandbox profile exists and its welcome has not been
   * answered. The renderer offers the first-run welcome while this is true.
   */
  firstRun: boolean;
}

export interface ProfileRemovalOutcome {
  removedId: string;
  activeProfileId: string;
  cacheDeleted: boolean;
  /** The profile is gone but its folder could not be deleted: the message says where. */
  warning: string | null;
}

/** `account.testConnection`: the service answered with the caller's project. */
export interface ConnectionCheck {
  accountKind: AccountKind;
  projectId: string;
  projectName: string | null;
  /** The project id was discovered now and saved to this profile's settings. */
  projectIdSaved: boolean;
}

/** Why `account.changed` fired; features reload their data from the (new) active account. */
/** `project-discovered`: a connection test saved the project id it found; that test's result still holds. */
export type AccountChangeReason = 'profile-switched' | 'profile-removed' | 'settings-changed' | 'key-changed' | 'project-discovered';

export interface AccountChanged {
  activeProfileId: string;
  reason: AccountChangeReason;
}

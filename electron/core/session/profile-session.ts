import { join } from 'node:path';
import type { Result } from '../../../shared/contract';
import type { ServiceBaseUrl, Settings } from '../settings/settings-schema';
import type { SettingsStore } from '../settings/settings-store';
import type { Profile } from '../profiles/profile-summary';
import type { ServiceClient } from '../service/client';
import type { AudioStore, CacheDatabase } from '../cache';

/**
 * Everything that belongs to the active profile while it is active: its settings, a service
 * client pointed at its account, its SQLite cache and its audio files. Features take what they
 * need from here on every call, so a profile switch is simply a new session.
 */
export interface ProfileSession {
  profile: Profile;
  accountKind: ServiceBaseUrl['kind'];
  settings: SettingsStore;
  client: ServiceClient;
  cache: CacheDatabase;
  audioStore: AudioStore;
  /** `<dataDir>/profiles/<id>`: where this profile's cache and files live. */
  directory: string;
  /** The project id in force: from settings, the sandbox, or discovered from the key. */
  projectId(): Promise<Result<string>>;
}

export const cacheFileOf = (directory: string) => join(directory, 'cache.db');
export const audioDirOf = (directory: string) => join(directory, 'audio');

/** Settings fields whose change means the service client must be rebuilt. */
export function accountFieldsChanged(before: Settings, after: Settings): boolean {
  return (
    JSON.stringify(before.serviceBaseUrl) !== JSON.stringify(after.serviceBaseUrl) ||
    before.projectId !== after.projectId ||
    before.apiKeyId !== after.apiKeyId
  );
}

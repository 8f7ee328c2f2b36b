import { join } from 'node:path';
import { ok, type Result } from '../../../shared/contract/errors';
import { checkProfileId } from './profile-id';

export const PROFILES_FILE_NAME = 'profiles.json';
export const PROFILES_DIRECTORY_NAME = 'profiles';

export function profilesFilePath(dataDir: string): string {
  return join(dataDir, PROFILES_FILE_NAME);
}

export function profilesRoot(dataDir: string): string {
  return join(dataDir, PROFILES_DIRECTORY_NAME);
}

/** `<dataDir>/profiles/<id>/` — where the profile's settings, cache database and audio live. */
export function profileDirectory(dataDir: string, id: string): Result<string> {
  const checked = checkProfileId(id);
  if (!checked.ok) return checked;
  return ok(join(profilesRoot(dataDir), checked.value));
}

import { errnoCode, type FileSystem } from '../fs/file-system';
import { checkProfileId } from './profile-id';
import { profilesRoot } from './profile-paths';
import { PROFILES_SCHEMA_VERSION, MAX_PROFILES, type ProfilesFile } from './profiles-file';

/**
 * Rebuilds the profile list from the profile directories after profiles.json was found damaged.
 * Ids are what matter: each directory keeps its settings and cache, and each keychain item is
 * stored under the id, so a recovered profile gets its key back. Only names are lost; they become
 * "Recovered profile N" until the user renames them. Returns null when there is nothing to recover.
 */
export async function recoverProfilesFromDirectories(dataDir: string, fs: FileSystem, now: Date): Promise<ProfilesFile | null> {
  let names: string[];
  try {
    names = await fs.listDirectories(profilesRoot(dataDir));
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return null;
    throw error;
  }
  const ids = names
    .filter((name) => checkProfileId(name).ok)
    .sort()
    .slice(0, MAX_PROFILES);
  const [first] = ids;
  if (first === undefined) return null;
  return {
    schemaVersion: PROFILES_SCHEMA_VERSION,
    activeProfileId: first,
    profiles: ids.map((id, index) => ({ id, name: `Recovered profile ${index + 1}`, createdAt: now.toISOString() })),
  };
}

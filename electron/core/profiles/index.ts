export {
  ProfileRegistry,
  FIRST_PROFILE_NAME,
  type Profile,
  type ProfilesLoad,
  type ProfileRemoval,
  type ProfileRegistryOptions,
} from './profile-registry';
// ProfileApiKeys and ApiKeyReader are deliberately not exported here: only createCore and the
// session manager may hold a key reader (they import the files themselves; lint keeps it so).
export type { ApiKeyWriter } from './api-key-access';
export { checkProfileId, newProfileId, profileIdSchema } from './profile-id';
export { normaliseProfileName, profileNameKey, MAX_PROFILE_NAME_LENGTH } from './profile-name';
export { profileDirectory, profilesFilePath, profilesRoot, PROFILES_FILE_NAME } from './profile-paths';
export { profilesFileSchema, MAX_PROFILES, type ProfileRecord, type ProfilesFile } from './profiles-file';

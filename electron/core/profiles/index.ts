export {
  ProfileRegistry,
  FIRST_PROFILE_NAME,
  type Profile,
  type ProfilesLoad,
  type ProfileRemoval,
  type ProfileRegistryOptions,
} from './profile-registry';
export { ProfileApiKeys } from './profile-api-keys';
export { checkProfileId, newProfileId, profileIdSchema } from './profile-id';
export { normaliseProfileName, profileNameKey, MAX_PROFILE_NAME_LENGTH } from './profile-name';
export { profileDirectory, profilesFilePath, profilesRoot, PROFILES_FILE_NAME } from './profile-paths';
export { profilesFileSchema, MAX_PROFILES, type ProfileRecord, type ProfilesFile } from './profiles-file';

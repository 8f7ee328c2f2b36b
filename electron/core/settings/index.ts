export { SettingsStore, SETTINGS_FILE_NAME, type SettingsLoad, type SettingsStoreOptions } from './settings-store';
export {
  settingsSchema,
  settingsPatchSchema,
  serviceBaseUrlSchema,
  preferencesSchema,
  projectIdSchema,
  apiKeyIdSchema,
  defaultSettings,
  SETTINGS_SCHEMA_VERSION,
  type Settings,
  type SettingsPatch,
  type ServiceBaseUrl,
  type Preferences,
} from './settings-schema';
export { settingsFileSchema } from './settings-file';
export { HOSTED_SERVICE_URL, checkCustomServiceUrl, type CustomUrlCheck } from './service-url';
export { resolveServiceBaseUrl } from './service-base-url';
export { describeApiKeyId, resolveApiKeyId, type ApiKeyIdChoice } from './api-key-id';

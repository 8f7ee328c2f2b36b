export { accountSettingsView } from './account-view';
export { activeAccount, accountChanged, type ActiveAccount } from './active-account';
export { secretsStatus } from './secrets-status';
export { readAccountSettings, updateAccountSettings } from './account-settings';
export { testConnection } from './test-connection';
export { listProfiles, createProfile, renameProfile, switchProfile, removeProfile } from './profiles-overview';

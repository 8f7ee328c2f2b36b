export type { SecretStore, KeychainReady } from './secret-store';
export {
  KeytarSecretStore,
  KEYCHAIN_SERVICE,
  PROBE_ACCOUNT,
  DEFAULT_KEYCHAIN_TIMEOUT_MS,
  type KeytarSecretStoreOptions,
} from './keytar-secret-store';
export {
  KeychainProcessStore,
  keychainHelperEntry,
  type KeychainHelperEntry,
  type KeychainProcessStoreOptions,
} from './keychain-process-store';
export { loadKeytar, type KeytarApi, type KeytarLoader } from './keytar-loader';
export { keychainFailure, keychainReasonOf, keychainUnavailableReasons, type KeychainUnavailableReason } from './keychain-failure';
export { keychainStatusOf, type KeychainStatus } from './keychain-status';
export { checkSecret } from './secret-input';
export { checkApiKeyShape, MIN_API_KEY_LENGTH, MAX_API_KEY_LENGTH } from './api-key-shape';

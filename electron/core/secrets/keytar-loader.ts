import { createRequire } from 'node:module';

/**
 * The three keytar calls we use. keytar's credential-listing call is deliberately absent: on a locked Linux
 * keyring it crashes the whole process (ARCHITECTURE.md, "Platform facts"), so no code here can reach it.
 */
export interface KeytarApi {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

/** Returns keytar or throws; the store turns a throw into `library-missing`. */
export type KeytarLoader = () => KeytarApi;

/**
 * Loads keytar on first use, not at import: keytar is an optional native module, and a missing
 * build or a missing libsecret must become a result the UI can show, not a crash at start-up.
 * `createRequire(__filename)` works in every way this file runs: vitest and tsx provide
 * `__filename`, and electron-vite bundles the main process to CommonJS with keytar external, where
 * it resolves from the bundle's own node_modules. (Packaging must keep keytar's .node unpacked.)
 */
export const loadKeytar: KeytarLoader = () => {
  const load = createRequire(__filename);
  const keytar = load('keytar') as Partial<KeytarApi> | undefined;
  if (
    typeof keytar?.getPassword !== 'function' ||
    typeof keytar.setPassword !== 'function' ||
    typeof keytar.deletePassword !== 'function'
  ) {
    throw new Error('The keytar module does not export getPassword, setPassword and deletePassword.');
  }
  const { getPassword, setPassword, deletePassword } = keytar;
  return {
    getPassword: (service, account) => getPassword(service, account),
    setPassword: (service, account, password) => setPassword(service, account, password),
    deletePassword: (service, account) => deletePassword(service, account),
  };
};

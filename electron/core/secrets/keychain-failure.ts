import { fail, type Result, type StudioError } from '../../../shared/contract/errors';

/** Why the keychain cannot be used; the UI branches on it through messageKey `keychain.<reason>`. */
export const keychainUnavailableReasons = ['library-missing', 'no-secret-service', 'locked', 'timeout', 'unknown'] as const;
export type KeychainUnavailableReason = (typeof keychainUnavailableReasons)[number];

const messages: Readonly<Record<KeychainUnavailableReason, string>> = {
  'library-missing':
    'The keychain library could not be loaded, so Sawt Studio cannot store your API key. Reinstall Sawt Studio; on Linux, also install libsecret (for example `apt install libsecret-1-0`).',
  'no-secret-service':
    'No Secret Service is running, so there is nowhere safe to keep your API key (install and start gnome-keyring or KWallet, or log in to a desktop session, then try again).',
  locked:
    'The system keychain is locked; unlock it (e.g. log in to your desktop session, or unlock the "login" keyring in your passwords app) and try again.',
  timeout:
    'The system keychain did not answer in time. If it is asking for your password, answer it; otherwise restart your keyring service and try again.',
  unknown: 'The system keychain reported an error, so your API key could not be used.',
};

/**
 * The one way a keychain failure is reported. `detail` is what the keychain itself said (already
 * redacted by the caller); it is appended for support, never parsed. The API key is never stored
 * anywhere else as a fallback, so every message can promise that.
 */
export function keychainFailure<T = never>(reason: KeychainUnavailableReason, detail?: string): Result<T> {
  const said = detail ? ` (The keychain said: ${detail})` : '';
  return fail('KEYCHAIN_UNAVAILABLE', `${messages[reason]}${said}`, { messageKey: `keychain.${reason}` });
}

/** The reason carried by a KEYCHAIN_UNAVAILABLE error, or undefined for any other error. */
export function keychainReasonOf(error: StudioError): KeychainUnavailableReason | undefined {
  if (error.code !== 'KEYCHAIN_UNAVAILABLE' || !error.messageKey?.startsWith('keychain.')) return undefined;
  const reason = error.messageKey.slice('keychain.'.length);
  return (keychainUnavailableReasons as readonly string[]).includes(reason) ? (reason as KeychainUnavailableReason) : undefined;
}

import type { TFunction } from 'i18next';
import type { StudioError } from '../../../../shared/contract';
import type { KeychainUnavailableReason } from '../../../../shared/model/account';
import { errorText } from '../../i18n/error-text';

const keychainReasons: readonly KeychainUnavailableReason[] = ['library-missing', 'no-secret-service', 'locked', 'timeout', 'unknown'];

/** The keychain's reason, carried by the main process as messageKey `keychain.<reason>`. */
export function keychainReasonOf(error: StudioError): KeychainUnavailableReason {
  const reason = error.messageKey?.startsWith('keychain.') ? error.messageKey.slice('keychain.'.length) : '';
  return (keychainReasons as readonly string[]).includes(reason) ? (reason as KeychainUnavailableReason) : 'unknown';
}

export function keychainText(t: TFunction, reason: KeychainUnavailableReason): string {
  return t('settings.apiKey.keychainUnavailable', { reason: t(`settings.keychainReason.${reason}`) });
}

const apiKeyProblems = ['empty', 'tooShort', 'spaces', 'controlCharacters', 'characters', 'tooLong'] as const;

/** Why the core refused a key, by its messageKey `apiKey.<problem>`; the general sentence for any other. */
function apiKeyText(t: TFunction, error: StudioError): string {
  const problem = apiKeyProblems.find((known) => error.messageKey === `apiKey.${known}`);
  return problem ? t(`settings.apiKey.problems.${problem}`) : t('settings.apiKey.invalid');
}

/** Field-specific wording for VALIDATION errors of the account forms, by the field the core named. */
function validationText(t: TFunction, error: StudioError): string {
  if (error.messageKey === 'settings.valueIsApiKey') return t('settings.ids.isTheKey');
  const field = error.field ?? '';
  if (field === 'projectId') return t('settings.ids.projectInvalid');
  if (field === 'apiKeyId') return t('settings.ids.apiKeyIdInvalid');
  if (field === 'apiKey') return apiKeyText(t, error);
  if (field === 'name') return t('settings.profiles.nameInvalid');
  if (field === 'profileId') return t('settings.profiles.onlyOne');
  if (field.endsWith('url') || field.startsWith('serviceBaseUrl') || field.startsWith('account'))
    return t('settings.account.urlErrors.invalid');
  return t('errors.VALIDATION');
}

/** Any account operation's failure, in the interface language, by code (never the raw message). */
export function accountErrorText(t: TFunction, error: StudioError): string {
  if (error.code === 'KEYCHAIN_UNAVAILABLE') return keychainText(t, keychainReasonOf(error));
  if (error.code === 'VALIDATION') return validationText(t, error);
  return errorText(error);
}

const connectionReasons = ['UNAUTHORIZED', 'FORBIDDEN', 'NETWORK', 'TIMEOUT', 'OFFLINE', 'NO_API_KEY', 'SERVER'] as const;

/** Why "Test connection" failed: wrong key, no network, keychain unavailable (and why), no key… */
export function connectionFailureText(t: TFunction, error: StudioError): string {
  if (error.code === 'KEYCHAIN_UNAVAILABLE') {
    return t('settings.test.failed', { reason: keychainText(t, keychainReasonOf(error)) });
  }
  const known: (typeof connectionReasons)[number] | 'other' = (connectionReasons as readonly string[]).includes(error.code)
    ? (error.code as (typeof connectionReasons)[number])
    : 'other';
  return t('settings.test.failed', { reason: t(`settings.test.reasons.${known}`) });
}

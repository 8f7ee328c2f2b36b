import type { TFunction } from 'i18next';
import type { StudioError } from '../../../../shared/contract';
import type { ScriptValidationKey } from '../../../../shared/model/script';
import { errorText } from '../../i18n/error-text';
import { i18n } from '../../i18n';
import { pauseCapsMs } from '../../../../shared/model/pause-caps';
import { silenceText } from '../../pauses';
import { outcomeText } from './outcome-text';

const validationKeys: readonly ScriptValidationKey[] = [
  'VoiceMissing',
  'ScriptEmpty',
  'ScriptTooLong',
  'ScriptNotArabicOrEnglish',
  'DictionaryCount',
  'ConfigOutOfRange',
  'PausesTooLongInPart',
  'PausesTooLongInRender',
  'LexiconChanged',
];
const cancelKeys = ['CancelledBeforeSending', 'CancelledWhileSending', 'CancelledWhileLocating', 'CancelledAfterAccepted'] as const;
const fieldNames = ['script', 'voiceId', 'dictionaryIds', 'config', 'name'] as const;
const diskKeys = [
  'ENOSPC',
  'EDQUOT',
  'EACCES',
  'EPERM',
  'EROFS',
  'EIO',
  'CACHE_LOCKED',
  'SQLITE_FULL',
  'SQLITE_IOERR',
  'SQLITE_READONLY',
  'SQLITE_CANTOPEN',
  'SQLITE_CORRUPT',
  'SQLITE_NOTADB',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
] as const;

/**
 * The editor's words for an error, by code and outcome (never by message text): a generation's
 * failure says whether a clip was made and what to do (outcome-text.ts), validation names the
 * field, rate limiting says when to retry, offline says so, a refused key points to Settings.
 */
export function scriptErrorText(t: TFunction, error: StudioError): string {
  const part = /^parts\.(\d+)$/.exec(error.field ?? '');
  // A generation's failure says what became of the clip, as the core established it.
  const text = outcomeText(t, error, () => baseText(t, error)) ?? baseText(t, error);
  return part ? t('script.errors.partPrefix', { index: Number(part[1]) + 1, message: text }) : text;
}

function baseText(t: TFunction, error: StudioError): string {
  switch (error.code) {
    case 'VALIDATION': {
      const key = validationKeys.find((k) => k === error.messageKey);
      // The caps are the shared rules' own numbers, so the words and the check never disagree.
      if (key === 'PausesTooLongInPart')
        return t('script.errors.PausesTooLongInPart', { max: silenceText(t, pauseCapsMs.part, i18n.language) });
      if (key === 'PausesTooLongInRender')
        return t('script.errors.PausesTooLongInRender', { max: silenceText(t, pauseCapsMs.render, i18n.language) });
      if (key) return t(`script.errors.${key}`);
      const root = (error.field ?? '').split('.')[0];
      const field = fieldNames.find((f) => f === root);
      return field
        ? t('script.errors.validationField', { field: t(`script.errors.fields.${field}`), reason: error.message })
        : `${t('errors.VALIDATION')} ${error.message}`;
    }
    case 'RATE_LIMITED':
      return error.retryAfterMs !== undefined
        ? t('script.errors.rateLimited', { seconds: Math.max(1, Math.ceil(error.retryAfterMs / 1000)) })
        : t('script.errors.rateLimitedNoTime');
    case 'OFFLINE':
    case 'NETWORK':
    case 'TIMEOUT':
      return t('script.errors.offline');
    case 'UNAUTHORIZED':
    case 'NO_API_KEY':
      return t('script.errors.needsKey');
    case 'DISK': {
      const key = diskKeys.find((k) => `disk.${k}` === error.messageKey);
      return key ? t(`disk.${key}`) : t('errors.DISK');
    }
    case 'CANCELLED': {
      const key = cancelKeys.find((k) => k === error.messageKey);
      return key ? t(`script.errors.${key}`) : t('errors.CANCELLED');
    }
    default:
      return errorText(error);
  }
}

/** Whether the fix for this error is in Settings (the API key). */
export const pointsToSettings = (error: StudioError) => error.code === 'UNAUTHORIZED' || error.code === 'NO_API_KEY';

/** Whether the fix is to split the script into parts: the whole script over the limit (a part over it is edited instead). */
export const offersSplit = (error: StudioError) =>
  error.code === 'VALIDATION' && error.messageKey === 'ScriptTooLong' && error.field === 'script';

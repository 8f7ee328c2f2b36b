import type { TFunction } from 'i18next';
import type { StudioError } from '../../../../shared/contract';
import { errorText } from '../../i18n/error-text';

/** The generation rules' own keys (shared/model/script ScriptValidationKey) this screen words for a block. */
const validationKeys = [
  'VoiceMissing',
  'ScriptEmpty',
  'ScriptTooLong',
  'ScriptNotArabicOrEnglish',
  'DictionaryCount',
  'ConfigOutOfRange',
  'PausesTooLongInChapter',
] as const;

/**
 * The projects screen's words for an error, by code and key (never by message text): a block's
 * validation names what to fix, rate limiting says when to try again, no answer says nothing was
 * lost, a request lost on its way says no clip was made (notMadeText); the rest as everywhere
 * (errorText, which also knows the import's keys, `import.*`).
 */
export function projectErrorText(t: TFunction, error: StudioError): string {
  const notMade = notMadeText(t, error);
  if (notMade) return notMade;
  switch (error.code) {
    case 'VALIDATION': {
      const key = validationKeys.find((k) => k === error.messageKey);
      if (key) return t(`projects.errors.${key}`);
      // A rule without words of its own here: the core's sentence names the field and the limit.
      return error.messageKey ? errorText(error) : `${errorText(error)} ${error.message}`;
    }
    case 'RATE_LIMITED':
      return error.retryAfterMs !== undefined
        ? t('projects.errors.rateLimited', { seconds: Math.max(1, Math.ceil(error.retryAfterMs / 1000)) })
        : t('projects.errors.rateLimitedNoTime');
    case 'OFFLINE':
    case 'NETWORK':
    case 'TIMEOUT':
      return t('projects.errors.offline');
    case 'UNAUTHORIZED':
    case 'NO_API_KEY':
      return t('projects.errors.needsKey');
    default:
      return errorText(error);
  }
}

/**
 * A request that went out and was answered badly or not at all, when the core's look in History
 * found no clip (error.outcome): what happened, and that generating again makes no second clip.
 * Not "offline": the service was reached.
 */
function notMadeText(t: TFunction, error: StudioError): string | null {
  if (error.outcome !== 'notMade') return null;
  switch (error.code) {
    case 'SERVER':
      return t('projects.errors.serverNotMade');
    case 'NETWORK':
      return t('projects.errors.connectionLostNotMade');
    case 'TIMEOUT':
      return t('projects.errors.timeoutNotMade');
    case 'BAD_RESPONSE':
      return t('projects.errors.unreadable');
    default:
      return null;
  }
}

/**
 * Why a block failed. A late answer (a 408, a gateway's 504: the clip may still have been in the
 * making) fails a block only once the queue has looked in History and found no clip (job-run.ts),
 * so it is not "offline": it says so, and that generating again is safe.
 */
export function blockFailureText(t: TFunction, error: StudioError): string {
  if (error.code === 'TIMEOUT' && error.outcome === 'maybeMade') return t('projects.errors.lateNotFound');
  return projectErrorText(t, error);
}

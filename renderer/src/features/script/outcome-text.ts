import type { TFunction } from 'i18next';
import type { StudioError } from '../../../../shared/contract';

/**
 * A failed generation in the editor's words, from what the core established (error.outcome): what
 * happened, whether a clip was made, and what to do. Null when the error carries no outcome, or
 * has words of its own that already say it (the editor's own rules refused it before sending; a
 * cancel, whose keys name the moment). `base` is the editor's sentence for the error's code.
 */
export function outcomeText(t: TFunction, error: StudioError, base: () => string): string | null {
  const { outcome, code } = error;
  if (!outcome || code === 'CANCELLED' || (code === 'VALIDATION' && outcome === 'notSent')) return null;
  switch (outcome) {
    case 'made':
      if (error.messageKey === 'ClipNotFoundYet') return t('script.outcome.madeNotListed');
      return `${code === 'DISK' ? base() : t('script.outcome.audioNotDownloaded')} ${t('script.outcome.made')}`;
    case 'maybeMade':
      return `${reason(t, error, base)} ${t(code === 'TIMEOUT' || error.status === 504 ? 'script.outcome.maybeStillMaking' : 'script.outcome.maybeMade')}`;
    case 'notSent':
      return code === 'NETWORK'
        ? `${t('script.outcome.unreachable')} ${t('script.outcome.notSent')}`
        : `${base()} ${t('script.outcome.notSentFixFirst')}`;
    case 'notMade':
      return `${reason(t, error, base)} ${notMadeAction(t, error)}`;
  }
}

/** What happened, for an answer that was lost, late or unreadable; the editor's sentence for anything else. */
function reason(t: TFunction, error: StudioError, base: () => string): string {
  switch (error.code) {
    case 'TIMEOUT':
      return t('script.outcome.timeout');
    case 'NETWORK':
      return t('script.outcome.connectionLost');
    case 'SERVER':
      return t('script.outcome.serverProblem');
    case 'BAD_RESPONSE':
      return t('script.outcome.unreadable');
    case 'RATE_LIMITED':
      return t('script.outcome.rateLimited');
    case 'NOT_FOUND':
      return t('script.outcome.voiceUnknown');
    default:
      return base();
  }
}

/** No clip was made: when trying again helps at once, and when something must change first. */
function notMadeAction(t: TFunction, error: StudioError): string {
  switch (error.code) {
    case 'RATE_LIMITED':
      return error.retryAfterMs !== undefined
        ? t('script.outcome.notMadeWait', { seconds: Math.max(1, Math.ceil(error.retryAfterMs / 1000)) })
        : t('script.outcome.notMadeWaitNoTime');
    case 'TIMEOUT':
    case 'NETWORK':
    case 'SERVER':
    case 'BAD_RESPONSE':
      return t('script.outcome.notMade');
    default:
      // The service refused the request itself (key, voice, a field): the same request fails again.
      return t('script.outcome.notMadeFixFirst');
  }
}

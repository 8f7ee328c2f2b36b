import type { ErrorCode, StudioError } from '../../../shared/contract';
import { i18n } from './instance';

/**
 * A contract error in the interface language: the core's specific sentence when it named one
 * (messageKey) and the studio has words for it, else the general sentence for its code. Never the
 * error's raw message, which is English and for logs. Features with their own wording for some
 * errors (the editor's validation, the account forms) ask this for everything else.
 */
export function errorText(error: StudioError | ErrorCode): string {
  const { code, messageKey } = typeof error === 'string' ? { code: error, messageKey: undefined } : error;
  // Keys arrive as data from the core; i18next's typed keys cannot know them in advance.
  if (messageKey && i18n.exists(messageKey)) return i18n.t(messageKey as 'errors.INTERNAL');
  return i18n.t(`errors.${code}`);
}

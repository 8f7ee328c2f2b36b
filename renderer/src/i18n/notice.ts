import type { StudioError } from '../../../shared/contract';
import { errorText } from './error-text';
import { i18n } from './instance';

/**
 * What a screen tells the user until it is dismissed or replaced: a tone, an i18n key and its
 * values, kept as data and translated when shown, so a language switch re-translates it. A failed
 * call's error rides along and its words stand in for `reason`.
 */
export interface Notice {
  tone: 'info' | 'error';
  key: string;
  values?: Record<string, string | number>;
  error?: StudioError;
  /** The labels (i18n keys) of the form's fields by input path, so a refused field is named. */
  fieldKeys?: Readonly<Record<string, string>>;
}

/** A notice in the interface language now. */
export const noticeText = (notice: Notice): string =>
  // Keys arrive as data; i18next's typed keys cannot know them in advance.
  i18n.t(notice.key as 'errors.INTERNAL', {
    ...notice.values,
    ...(notice.error ? { reason: errorText(notice.error, notice.fieldKeys) } : {}),
  });

import type { ErrorCode, StudioError } from '../../../shared/contract';
import { intlLocale } from './format';
import { i18n } from './instance';

/**
 * A contract error in the interface language: the core's specific sentence when it named one
 * (messageKey) and the studio has words for it, else the general sentence for its code. Never the
 * error's raw message, which is English and for logs. Features with their own wording for some
 * errors (the editor's validation, the account forms) ask this for everything else.
 *
 * A refusal of one input (VALIDATION with `field`) names that field by its label when the caller
 * gives the labels of its form (`fieldKeys`: an input path, or its last segments, to the i18n key
 * of the label shown), so it never reads "some of the input is not valid". The things an error is
 * about (`subjects`: chapter titles…) fill `{{names}}` as a list in the interface language, with
 * `{{count}}` for the plural.
 */
export function errorText(error: StudioError | ErrorCode, fieldKeys?: Readonly<Record<string, string>>): string {
  const { code, messageKey, field, subjects } =
    typeof error === 'string' ? { code: error, messageKey: undefined, field: undefined, subjects: undefined } : error;
  // Each name isolated inside the list too: an Arabic title beside an English one keeps its order.
  const isolated = subjects?.map((name) => `\u2068${name}\u2069`);
  const values = isolated
    ? { names: new Intl.ListFormat(intlLocale(i18n.language), { type: 'conjunction' }).format(isolated), count: isolated.length }
    : {};
  // Keys arrive as data from the core; i18next's typed keys cannot know them in advance.
  if (messageKey && i18n.exists(messageKey, values)) return i18n.t(messageKey as 'errors.INTERNAL', values);
  const label = code === 'VALIDATION' && field && fieldKeys ? labelKeyOf(field, fieldKeys) : undefined;
  if (label) return i18n.t('errors.fieldRefused', { field: i18n.t(label as 'errors.INTERNAL') });
  return i18n.t(`errors.${code}`);
}

/** The label of `settings.metadata.year`, else of `metadata.year`, else of `year`. */
function labelKeyOf(field: string, fieldKeys: Readonly<Record<string, string>>): string | undefined {
  const parts = field.split('.');
  for (let from = 0; from < parts.length; from++) {
    const key = fieldKeys[parts.slice(from).join('.')];
    if (key) return key;
  }
  return undefined;
}

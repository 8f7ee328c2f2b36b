import type { TFunction } from 'i18next';
import { intlLocale } from '../i18n/format';

/** A length of silence in the reader's words: seconds up to two minutes, then minutes (as the core's messages say it). */
export function silenceText(t: TFunction, ms: number, language: string): string {
  const format = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 1 });
  const seconds = ms / 1000;
  return seconds < 120 ? t('pauses.seconds', { n: format.format(seconds) }) : t('pauses.minutes', { n: format.format(seconds / 60) });
}

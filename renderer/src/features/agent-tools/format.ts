import { intlLocale } from '../../i18n/format';

/** Formatting the feature needs beyond strings: dates in the reader's calendar and numerals. */

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return iso;
  let format = dateTimeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' });
    dateTimeFormats.set(language, format);
  }
  return format.format(ms);
}

export function formatNumber(value: number | null | undefined, language: string): string {
  return value === null || value === undefined ? '' : new Intl.NumberFormat(intlLocale(language)).format(value);
}

/** The key of an error's message for people: one per code, never the raw text. */

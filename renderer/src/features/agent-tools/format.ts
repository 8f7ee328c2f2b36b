import { intlLocale } from '../../i18n/format';

/** Formatting the feature needs beyond strings: dates in the reader's calendar and numerals. */

const dateFormats = new Map<string, Intl.DateTimeFormat>();
type DateStyle = 'dateTime' | 'date';

function format(iso: string | null | undefined, language: string, style: DateStyle): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return iso;
  const key = `${style}:${language}`;
  let formatter = dateFormats.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = style === 'date' ? { dateStyle: 'medium' } : { dateStyle: 'medium', timeStyle: 'short' };
    formatter = new Intl.DateTimeFormat(intlLocale(language), options);
    dateFormats.set(key, formatter);
  }
  return formatter.format(ms);
}

export function formatDateTime(iso: string | null | undefined, language: string): string {
  return format(iso, language, 'dateTime');
}

/** The day alone, for a list's column: with the time it breaks over lines at 1024 px wide. */
export function formatDate(iso: string | null | undefined, language: string): string {
  return format(iso, language, 'date');
}

export function formatNumber(value: number | null | undefined, language: string): string {
  return value === null || value === undefined ? '' : new Intl.NumberFormat(intlLocale(language)).format(value);
}

/** The key of an error's message for people: one per code, never the raw text. */

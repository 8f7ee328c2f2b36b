import type { Language } from '../i18n';
import { intlLocale } from '../i18n/format';

const numberFormats = new Map<Language, Intl.NumberFormat>();

function twoDigits(language: Language): Intl.NumberFormat {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), { minimumIntegerDigits: 2, useGrouping: false });
    numberFormats.set(language, format);
  }
  return format;
}

/** "m:ss" (or "h:mm:ss") in the reader's numerals; a clip position or length. */
export function formatClock(seconds: number, language: Language): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = whole % 60;
  const two = twoDigits(language);
  const one = (value: number) => new Intl.NumberFormat(intlLocale(language), { useGrouping: false }).format(value);
  return hours > 0 ? `${one(hours)}:${two.format(minutes)}:${two.format(secs)}` : `${one(minutes)}:${two.format(secs)}`;
}

/** "1.25×" in the reader's numerals. */
export function formatRate(rate: number, language: Language): string {
  return `${new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 2 }).format(rate)}×`;
}

import type { Language } from '../i18n';
import { intlLocale } from '../i18n/format';

const numberFormats = new Map<string, Intl.NumberFormat>();

function twoDigits(language: Language | string): Intl.NumberFormat {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), { minimumIntegerDigits: 2, useGrouping: false });
    numberFormats.set(language, format);
  }
  return format;
}

/**
 * The one rounding rule for a time of a clip (its length or a position in it): the nearest whole
 * second, half up. Every place a clip's length shows (History's row, the player bar and its
 * waveform, takes, long renders) goes through formatClock, so one clip reads the same everywhere:
 * 142.8 s is 2:23 in each, not 2:22 in one, 2:23 in another and "142.8 s" in a third.
 */
export function wholeSeconds(seconds: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds + 0.5) : 0;
}

/** "m:ss" (or "h:mm:ss") in the reader's numerals; a clip position or length, in seconds. */
export function formatClock(seconds: number, language: Language | string): string {
  const whole = wholeSeconds(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = whole % 60;
  const two = twoDigits(language);
  const one = (value: number) => new Intl.NumberFormat(intlLocale(language), { useGrouping: false }).format(value);
  return hours > 0 ? `${one(hours)}:${two.format(minutes)}:${two.format(secs)}` : `${one(minutes)}:${two.format(secs)}`;
}

/** A clip's length as the cache or the service gave it (milliseconds; null when unknown), by formatClock's rule. */
export function formatClipLength(ms: number | null, language: Language | string): string | null {
  return ms === null ? null : formatClock(ms / 1000, language);
}

/** "1.25×" in the reader's numerals. */
export function formatRate(rate: number, language: Language): string {
  return `${new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 2 }).format(rate)}×`;
}

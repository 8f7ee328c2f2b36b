/**
 * Gregorian → Umm al-Qura Hijri through Intl (ICU's islamic-umalqura calendar), so the renderer's
 * Chromium and the core's Node agree without a table of our own. The formatter is made once:
 * making one costs far more than using it.
 */
let formatter: Intl.DateTimeFormat | null = null;

export interface HijriDate {
  year: number;
  month: number;
  day: number;
}

export function toHijri(year: number, month: number, day: number): HijriDate | null {
  formatter ??= new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  const parts = formatter.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const hijri = { year: part('year'), month: part('month'), day: part('day') };
  return Number.isFinite(hijri.year) && Number.isFinite(hijri.month) && Number.isFinite(hijri.day) ? hijri : null;
}

export function daysInGregorianMonth(year: number, month: number): number {
  const date = new Date(Date.UTC(2000, month, 0));
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

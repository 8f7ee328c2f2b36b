import { intlLocale } from '../../i18n/format';
import { daysInMonth, type CalendarDay, type Weekday, addDays } from './calendar-days';

/*
 * Days in words in the interface language, and typed text back to a day. Intl does the words
 * (month and weekday names, and the studio's digits through intlLocale), at noon UTC so no zone
 * moves a day to its neighbour.
 */

const noonUtc = (d: CalendarDay) => new Date(Date.UTC(d.year, d.month - 1, d.day, 12));

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

/** "25 نوفمبر 2026" / "November 25, 2026": what the field shows. */
export const dayInWords = (d: CalendarDay, language: string) => formatter(language, { dateStyle: 'long' }).format(noonUtc(d));

/** "الأربعاء، 25 نوفمبر 2026" / "Wednesday, November 25, 2026": a day button's name. */
export const dayInFullWords = (d: CalendarDay, language: string) => formatter(language, { dateStyle: 'full' }).format(noonUtc(d));

/** The day's number in the studio's digits (intlLocale decides which). */
export const dayNumber = (d: CalendarDay, language: string) => formatter(language, { day: 'numeric' }).format(noonUtc(d));

/** "نوفمبر 2026" / "November 2026": the calendar's heading. */
export const monthInWords = (year: number, month: number, language: string) =>
  formatter(language, { month: 'long', year: 'numeric' }).format(noonUtc({ year, month, day: 1 }));

/** The week's days from `firstDay`: a short form for the column head and the full name for its label. */
export function weekdayNames(language: string, firstDay: Weekday): Array<{ short: string; long: string }> {
  // 2026-11-22 is a Sunday; the next seven days cover every weekday.
  const sunday: CalendarDay = { year: 2026, month: 11, day: 22 };
  return Array.from({ length: 7 }, (_, i) => {
    const d = noonUtc(addDays(sunday, (firstDay + i) % 7));
    return {
      // Arabic's short weekdays are the full names (الأربعاء); one letter keeps seven columns narrow.
      short: formatter(language, { weekday: language.startsWith('ar') ? 'narrow' : 'short' }).format(d),
      long: formatter(language, { weekday: 'long' }).format(d),
    };
  });
}

/** Why typed text is not a day: data, turned into words where it is shown. */
export type DayTextError =
  | { kind: 'notADate'; text: string }
  | { kind: 'noSuchMonth'; month: number }
  | { kind: 'noSuchDay'; year: number; month: number; day: number };

export type DayTextResult = { ok: true; day: CalendarDay | null } | { ok: false; error: DayTextError };

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits read as 0–9; bidi marks and Arabic commas dropped. */
function normalise(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (c) => String(c.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (c) => String(c.charCodeAt(0) - 0x06f0))
    .replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, '')
    .replace(/[,\u060c]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Hamza and alef forms folded, so "ابريل" finds أبريل and "نوفمبر" any spelling Intl gives. */
const foldName = (name: string) => name.toLowerCase().replace(/[أإآ]/g, 'ا').replace(/ى/g, 'ي').replace(/\.$/, '');

const monthNumbers = new Map<string, number>();
function monthNumberOf(word: string): number | undefined {
  if (monthNumbers.size === 0) {
    // Either language's names are understood in either interface: people paste what they have.
    for (const language of ['en', 'ar']) {
      for (let month = 1; month <= 12; month += 1) {
        const d = noonUtc({ year: 2026, month, day: 1 });
        for (const style of ['long', 'short'] as const) {
          monthNumbers.set(foldName(formatter(language, { month: style }).format(d)), month);
        }
      }
    }
  }
  return monthNumbers.get(foldName(word));
}

function checked(year: number, month: number, day: number): DayTextResult {
  if (month < 1 || month > 12) return { ok: false, error: { kind: 'noSuchMonth', month } };
  if (day < 1 || day > daysInMonth(year, month)) return { ok: false, error: { kind: 'noSuchDay', year, month, day } };
  return { ok: true, day: { year, month, day } };
}

/** A day and a month name and a year in any order: "25 نوفمبر 2026", "November 25, 2026", "25 Nov 2026". */
function dayInWordsFrom(words: string[], text: string): DayTextResult {
  let year: number | undefined;
  let day: number | undefined;
  let month: number | undefined;
  for (const word of words) {
    if (/^\d{4}$/.test(word) && year === undefined) year = Number(word);
    else if (/^\d{1,2}$/.test(word) && day === undefined) day = Number(word);
    else if (month === undefined && monthNumberOf(word) !== undefined) month = monthNumberOf(word);
    else return { ok: false, error: { kind: 'notADate', text } };
  }
  if (year === undefined || day === undefined || month === undefined) return { ok: false, error: { kind: 'notADate', text } };
  return checked(year, month, day);
}

/**
 * Typed text as a day. yyyy-mm-dd (also with / or .) is always understood, in either language and
 * with either set of digits; so is the day as the field writes it. Empty text means no day.
 */
export function parseDayText(typed: string): DayTextResult {
  const text = normalise(typed);
  if (text === '') return { ok: true, day: null };
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (iso) return checked(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return dayInWordsFrom(text.split(' '), typed.trim());
}

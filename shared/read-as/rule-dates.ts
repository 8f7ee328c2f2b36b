import { countWords } from './cardinal';
import { daysInGregorianMonth, toHijri } from './hijri';
import { monthByName, monthNamePattern, spokenMonth } from './months';
import { caseBefore } from './number-context';
import { ordinalWords } from './ordinal';
import { kept, reason, untouched, type Candidate, type Reading, type ReadAsRuleFinder, type Scan, numberMatches } from './scan';
import type { Calendar, OverrideAxis, ReadAsOverride, ReadAsReason } from './types';

/**
 * Dates, day first as Arabic writes them (15/1/2025, 15-01-2025, 15.1.2025), ISO (2025-01-15), or
 * with a month name (15 يناير 2025، ١٥ كانون الثاني). Read "الخامس عشر من يناير عام ألفين وخمسة
 * وعشرين": the day an ordinal (of يوم, masculine), the dialect's month name, the year genitive
 * after عام. A date marked هـ is Hijri; a Gregorian date can be read as its Umm al-Qura Hijri date.
 */
// هـ marks a Hijri year; م a Gregorian one (taken into the span so it is not read as a letter).
const hijriMark = String.raw`(?:\s?(هـ|ه|م)(?![\p{L}]))?`;
export const dayFirst = new RegExp(String.raw`(\d{1,2})([/.-])(\d{1,2})\2(\d{4})(?![\p{N}/-]|\.\d)${hijriMark}`, 'uy');
export const yearFirst = new RegExp(String.raw`(\d{4})([/-])(\d{1,2})\2(\d{1,2})(?![\p{N}/-]|\.\d)`, 'uy');
export const named = new RegExp(String.raw`(\d{1,2}) (?:من )?(${monthNamePattern})(?![\p{L}])(?: (\d{4})(?![\p{N}]))?${hijriMark}`, 'uy');

interface DateMatch {
  source: string;
  day: number;
  month: number;
  year: number | null;
  hijri: boolean;
}

export const datesRule: ReadAsRuleFinder = {
  rule: 'dates',
  find(scan: Scan): Candidate[] {
    const found: Candidate[] = [];
    const add = (start: number, length: number, d: Omit<DateMatch, 'source'>) => {
      const m = { ...d, source: scan.text.slice(start, start + length) };
      found.push({ start, end: start + length, rule: 'dates', read: (o) => readDate(scan, start, m, o) });
    };
    for (const x of numberMatches(dayFirst, scan))
      add(x.index, x[0].length, { day: +x[1]!, month: +x[3]!, year: +x[4]!, hijri: x[5] !== undefined && x[5] !== 'م' });
    for (const x of numberMatches(yearFirst, scan)) add(x.index, x[0].length, { day: +x[4]!, month: +x[3]!, year: +x[1]!, hijri: false });
    for (const x of numberMatches(named, scan)) {
      const month = monthByName(x[2]!)!;
      add(x.index, x[0].length, {
        day: +x[1]!,
        month: month.month,
        year: x[3] ? +x[3] : null,
        hijri: month.hijri || (x[4] !== undefined && x[4] !== 'م'),
      });
    }
    return found;
  },
};

function invalid(d: DateMatch): string | null {
  if (d.month < 1 || d.month > 12) return 'month';
  const days = d.hijri ? 30 : daysInGregorianMonth(d.year ?? 2024, d.month);
  if (d.day < 1 || d.day > days) return 'day';
  return null;
}

function readDate(scan: Scan, start: number, d: DateMatch, override: ReadAsOverride | undefined): Reading {
  // Only a full Gregorian date can be converted; a Hijri one is already what it is.
  const axes: OverrideAxis[] = d.hijri || d.year === null ? ['form'] : ['form', 'calendar'];
  if (override?.form === 'keep') return kept(d.source, axes);
  const wrong = invalid(d);
  if (wrong) return untouched(d.source, reason('bad-date', { part: wrong }), axes);
  const calendar: Calendar = d.hijri ? 'hijri' : (override?.calendar ?? scan.dialect.dates.calendar);
  const reasons: ReadAsReason[] = [reason('date', { months: d.hijri ? 'hijri' : scan.dialect.dates.months, dialect: scan.dialect.code })];
  let { day, month, year } = d;
  if (calendar === 'hijri' && !d.hijri && year !== null) {
    const converted = toHijri(year, month, day);
    if (!converted) return untouched(d.source, reason('bad-date', { part: 'year' }), axes);
    ({ day, month, year } = converted);
    reasons.push(reason('date-hijri-converted'));
  } else if (d.hijri) reasons.push(reason('date-hijri-written'));
  const hijri = calendar === 'hijri';
  const grammaticalCase = caseBefore(scan.text, start, scan.dialect).case;
  const dayWords = ordinalWords(day, 'm', grammaticalCase)!;
  const yearWords = year === null ? '' : ` عام ${countWords(BigInt(year), { case: 'obl' })}${hijri ? ' للهجرة' : ''}`;
  return {
    spoken: `${dayWords} من ${spokenMonth(month, scan.dialect.dates.months, hijri)}${yearWords}`,
    status: 'read',
    reasons,
    applied: { calendar },
    axes,
  };
}

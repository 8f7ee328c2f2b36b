import { describe, expect, it } from 'vitest';
import { isoOf, type CalendarDay } from './calendar-days';
import { dayInFullWords, dayInWords, monthInWords, parseDayText, weekdayNames } from './day-text';

const parsedIso = (text: string) => {
  const result = parseDayText(text);
  return result.ok ? result.day && isoOf(result.day) : result.error;
};

describe('days in words', () => {
  const day: CalendarDay = { year: 2026, month: 11, day: 25 };

  it('writes the day with Arabic month names and the studio’s digits in Arabic', () => {
    expect(dayInWords(day, 'ar')).toBe('25 نوفمبر 2026');
    expect(monthInWords(2026, 11, 'ar')).toBe('نوفمبر 2026');
    expect(dayInFullWords(day, 'ar')).toBe('الأربعاء، 25 نوفمبر 2026');
  });

  it('writes it in English in the English interface', () => {
    expect(dayInWords(day, 'en')).toBe('November 25, 2026');
    expect(monthInWords(2026, 11, 'en')).toBe('November 2026');
    expect(dayInFullWords(day, 'en')).toBe('Wednesday, November 25, 2026');
  });

  it('names the week from its first day', () => {
    expect(weekdayNames('ar', 6).map((d) => d.long)).toEqual(['السبت', 'الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة']);
    expect(weekdayNames('en', 0).map((d) => d.short)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });
});

describe('typed days', () => {
  it('always understands yyyy-mm-dd, with either set of digits', () => {
    expect(parsedIso('2026-11-25')).toBe('2026-11-25');
    expect(parsedIso(' 2026/1/5 ')).toBe('2026-01-05');
    expect(parsedIso('٢٠٢٦-١١-٢٥')).toBe('2026-11-25');
    expect(parsedIso('۲۰۲۶-۱۱-۲۵')).toBe('2026-11-25');
  });

  it('understands a day as the field writes it, in either language', () => {
    expect(parsedIso('25 نوفمبر 2026')).toBe('2026-11-25');
    expect(parsedIso('November 25, 2026')).toBe('2026-11-25');
    expect(parsedIso('25 nov 2026')).toBe('2026-11-25');
    expect(parsedIso('٣ ابريل ٢٠٢٦')).toBe('2026-04-03');
    expect(parsedIso('\u200f25 نوفمبر، 2026')).toBe('2026-11-25');
  });

  it('reads back every day it writes', () => {
    for (const language of ['ar', 'en']) {
      for (let month = 1; month <= 12; month += 1) {
        const day = { year: 2026, month, day: 28 };
        expect(parsedIso(dayInWords(day, language))).toBe(isoOf(day));
      }
    }
  });

  it('takes empty text as no day', () => {
    expect(parseDayText('  ')).toEqual({ ok: true, day: null });
  });

  it('says which part of a bad date is wrong', () => {
    expect(parsedIso('2026-02-30')).toEqual({ kind: 'noSuchDay', year: 2026, month: 2, day: 30 });
    expect(parsedIso('31 فبراير 2026')).toEqual({ kind: 'noSuchDay', year: 2026, month: 2, day: 31 });
    expect(parsedIso('2026-13-01')).toEqual({ kind: 'noSuchMonth', month: 13 });
    expect(parsedIso('tomorrow')).toEqual({ kind: 'notADate', text: 'tomorrow' });
    expect(parsedIso('25 Smarch 2026')).toEqual({ kind: 'notADate', text: '25 Smarch 2026' });
    expect(parsedIso('25/11/2026')).toEqual({ kind: 'notADate', text: '25/11/2026' });
  });
});

import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dayFromIso, daysInMonth, endOfWeek, isoOf, monthWeeks, startOfWeek, type CalendarDay } from './calendar-days';
import { dayAfterKey } from './calendar-keys';

const day = (iso: string): CalendarDay => {
  const d = dayFromIso(iso);
  if (!d) throw new Error(`not a day: ${iso}`);
  return d;
};

describe('calendar days', () => {
  it('knows month lengths, leap years included', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2026, 11)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it('reads only real days written yyyy-mm-dd', () => {
    expect(dayFromIso('2026-11-25')).toEqual({ year: 2026, month: 11, day: 25 });
    expect(dayFromIso('2026-02-29')).toBeNull();
    expect(dayFromIso('2026-13-01')).toBeNull();
    expect(dayFromIso('2026-1-5')).toBeNull();
    expect(dayFromIso('')).toBeNull();
  });

  it('adds days across months and years', () => {
    expect(isoOf(addDays(day('2026-12-31'), 1))).toBe('2027-01-01');
    expect(isoOf(addDays(day('2024-03-01'), -1))).toBe('2024-02-29');
    // Europe's and America's daylight-saving weekends are ordinary days here.
    expect(isoOf(addDays(day('2026-03-28'), 2))).toBe('2026-03-30');
    expect(isoOf(addDays(day('2026-11-01'), 7))).toBe('2026-11-08');
  });

  it('moves by months keeping the day, or the shorter month’s last day', () => {
    expect(isoOf(addMonths(day('2026-01-31'), 1))).toBe('2026-02-28');
    expect(isoOf(addMonths(day('2024-01-31'), 1))).toBe('2024-02-29');
    expect(isoOf(addMonths(day('2026-12-15'), 1))).toBe('2027-01-15');
    expect(isoOf(addMonths(day('2026-01-10'), -1))).toBe('2025-12-10');
    expect(isoOf(addMonths(day('2024-02-29'), 12))).toBe('2025-02-28');
    expect(isoOf(addMonths(day('2026-05-31'), -12))).toBe('2025-05-31');
  });

  it('finds the week of a day for Saturday and Sunday weeks', () => {
    // 2026-11-25 is a Wednesday.
    expect(isoOf(startOfWeek(day('2026-11-25'), 6))).toBe('2026-11-21');
    expect(isoOf(endOfWeek(day('2026-11-25'), 6))).toBe('2026-11-27');
    expect(isoOf(startOfWeek(day('2026-11-25'), 0))).toBe('2026-11-22');
    expect(isoOf(endOfWeek(day('2026-11-25'), 0))).toBe('2026-11-28');
    expect(isoOf(startOfWeek(day('2026-11-21'), 6))).toBe('2026-11-21');
  });

  it('lays a month out in weeks starting on the given weekday', () => {
    // November 2026 begins on a Sunday.
    const saturdayWeeks = monthWeeks(2026, 11, 6);
    expect(saturdayWeeks[0]?.[0]).toBeNull();
    expect(saturdayWeeks[0]?.[1]).toEqual({ year: 2026, month: 11, day: 1 });
    const sundayWeeks = monthWeeks(2026, 11, 0);
    expect(sundayWeeks[0]?.[0]).toEqual({ year: 2026, month: 11, day: 1 });
    for (const weeks of [saturdayWeeks, sundayWeeks]) {
      expect(weeks.every((week) => week.length === 7)).toBe(true);
      expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    }
  });
});

describe('calendar keys', () => {
  const wednesday = day('2026-11-25');
  const keyed = (key: string, direction: 'ltr' | 'rtl', shiftKey = false) => {
    const next = dayAfterKey(key, shiftKey, wednesday, direction, direction === 'rtl' ? 6 : 0);
    return next && isoOf(next);
  };

  it('follows what the eye sees: right is the next day in English, the day before in Arabic', () => {
    expect(keyed('ArrowRight', 'ltr')).toBe('2026-11-26');
    expect(keyed('ArrowLeft', 'ltr')).toBe('2026-11-24');
    expect(keyed('ArrowLeft', 'rtl')).toBe('2026-11-26');
    expect(keyed('ArrowRight', 'rtl')).toBe('2026-11-24');
  });

  it('moves by weeks, months, years and to the ends of the week', () => {
    expect(keyed('ArrowDown', 'rtl')).toBe('2026-12-02');
    expect(keyed('ArrowUp', 'ltr')).toBe('2026-11-18');
    expect(keyed('PageDown', 'ltr')).toBe('2026-12-25');
    expect(keyed('PageUp', 'rtl')).toBe('2026-10-25');
    expect(keyed('PageDown', 'ltr', true)).toBe('2027-11-25');
    expect(keyed('PageUp', 'ltr', true)).toBe('2025-11-25');
    expect(keyed('Home', 'rtl')).toBe('2026-11-21');
    expect(keyed('End', 'rtl')).toBe('2026-11-27');
    expect(keyed('Home', 'ltr')).toBe('2026-11-22');
    expect(keyed('End', 'ltr')).toBe('2026-11-28');
  });

  it('leaves other keys to the page', () => {
    expect(keyed('Tab', 'ltr')).toBeNull();
    expect(keyed('a', 'rtl')).toBeNull();
  });
});

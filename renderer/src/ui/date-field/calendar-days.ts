/**
 * Calendar days without a time or a zone: a day filter means the user's own calendar day, and
 * the history query turns it into local midnights (history-actions.ts). Arithmetic runs in UTC
 * on plain numbers, so no daylight-saving change can skip or repeat a day.
 */
export interface CalendarDay {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

/** 0 = Sunday … 6 = Saturday, as Date.getUTCDay numbers them. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const msPerDay = 86_400_000;

const utcMs = (d: CalendarDay) => Date.UTC(d.year, d.month - 1, d.day);

function fromUtcMs(ms: number): CalendarDay {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The day as the filters store it: yyyy-mm-dd. */
export function isoOf(d: CalendarDay): string {
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** A real day written yyyy-mm-dd, or null (also for 2026-02-30). */
export function dayFromIso(iso: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export const sameDay = (a: CalendarDay, b: CalendarDay) => a.year === b.year && a.month === b.month && a.day === b.day;

export const addDays = (d: CalendarDay, days: number): CalendarDay => fromUtcMs(utcMs(d) + days * msPerDay);

/** The same day of another month, or that month's last day when it is shorter (31 Jan + 1 → 28 Feb). */
export function addMonths(d: CalendarDay, months: number): CalendarDay {
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(d.day, daysInMonth(year, month)) };
}

export const weekdayOf = (d: CalendarDay) => new Date(utcMs(d)).getUTCDay() as Weekday;

/** The first day of d's week, for weeks that begin on `firstDay`. */
export const startOfWeek = (d: CalendarDay, firstDay: Weekday) => addDays(d, -((weekdayOf(d) - firstDay + 7) % 7));

export const endOfWeek = (d: CalendarDay, firstDay: Weekday) => addDays(startOfWeek(d, firstDay), 6);

/**
 * The month as rows of seven, each week starting on `firstDay`; days of the neighbouring months
 * are null (the grid shows one month; the arrow keys still walk into the next one).
 */
export function monthWeeks(year: number, month: number, firstDay: Weekday): Array<Array<CalendarDay | null>> {
  const first = { year, month, day: 1 };
  const last = daysInMonth(year, month);
  const lead = (weekdayOf(first) - firstDay + 7) % 7;
  const cells: Array<CalendarDay | null> = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= last; day += 1) cells.push({ year, month, day });
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<CalendarDay | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The user's local calendar day at `now`. */
export function localDay(now: Date = new Date()): CalendarDay {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/**
 * Where the studio's week starts: Saturday in Arabic (CLDR's week for Arabic, and most Arab
 * countries' calendars), Sunday in English. One place, so a per-region choice could replace it.
 */
export const firstDayOfWeek = (language: string): Weekday => (language.startsWith('ar') ? 6 : 0);

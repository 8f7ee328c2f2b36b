import { tensWord } from './cardinal';
import type { Gender, GrammaticalCase } from './types';

/**
 * Ordinals, definite as they are read after a noun (الفصل الثالث، الصفحة الحادية عشرة) and in
 * dates (الخامس عشر من). 11 is الحادي/الحادية, never الأحد; compounds put the unit first joined by
 * و to the definite tens (الحادي والعشرون). Only 1–100 and 1000 have settled forms; others are null.
 */
const masculine = ['', 'الأول', 'الثاني', 'الثالث', 'الرابع', 'الخامس', 'السادس', 'السابع', 'الثامن', 'التاسع', 'العاشر'];
const feminine = ['', 'الأولى', 'الثانية', 'الثالثة', 'الرابعة', 'الخامسة', 'السادسة', 'السابعة', 'الثامنة', 'التاسعة', 'العاشرة'];

export const MAX_ORDINAL = 100;

function unitOrdinal(n: number, gender: Gender, inCompound: boolean): string {
  // In compounds the first is الحادي/الحادية (الحادي عشر، الحادية والعشرون), not الأول.
  if (n === 1 && inCompound) return gender === 'm' ? 'الحادي' : 'الحادية';
  return (gender === 'm' ? masculine[n] : feminine[n])!;
}

export function ordinalWords(n: number, gender: Gender, grammaticalCase: GrammaticalCase): string | null {
  if (!Number.isInteger(n) || n < 1) return null;
  if (n === 100) return 'المئة';
  if (n === 1000) return 'الألف';
  if (n > 99) return null;
  if (n <= 10) return unitOrdinal(n, gender, false);
  if (n < 20) return `${unitOrdinal(n - 10, gender, true)} ${gender === 'm' ? 'عشر' : 'عشرة'}`;
  const tens = `ال${tensWord(Math.trunc(n / 10), grammaticalCase)}`;
  const units = n % 10;
  return units === 0 ? tens : `${unitOrdinal(units, gender, true)} و${tens}`;
}

/** Hours are feminine ordinals of الساعة, except that 1 o'clock is الواحدة. */
export function hourWords(hour12: number): string {
  return hour12 === 1 ? 'الواحدة' : ordinalWords(hour12, 'f', 'nom')!;
}

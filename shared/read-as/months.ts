import type { MonthNames } from './dialects';

/**
 * Month names. Egypt, the Gulf and Modern Standard Arabic say يناير…; the Levant and Iraq say
 * كانون الثاني… (the Syriac names). Any spelling the script uses is recognised; the dialect's is spoken.
 */
export const gregorianMonths = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
];
export const syriacMonths = [
  'كانون الثاني',
  'شباط',
  'آذار',
  'نيسان',
  'أيار',
  'حزيران',
  'تموز',
  'آب',
  'أيلول',
  'تشرين الأول',
  'تشرين الثاني',
  'كانون الأول',
];
// Spoken after من, so the genitive ذي (من ذي الحجة); ذو is recognised too.
export const hijriMonths = [
  'محرم',
  'صفر',
  'ربيع الأول',
  'ربيع الآخر',
  'جمادى الأولى',
  'جمادى الآخرة',
  'رجب',
  'شعبان',
  'رمضان',
  'شوال',
  'ذي القعدة',
  'ذي الحجة',
];

const variants: ReadonlyArray<readonly [string, number]> = [
  ['إبريل', 4],
  ['ابريل', 4],
  ['اغسطس', 8],
  ['اكتوبر', 10],
  ['يونيه', 6],
  ['يوليه', 7],
  ['اذار', 3],
  ['ايار', 5],
  ['ايلول', 9],
];
const hijriVariants: ReadonlyArray<readonly [string, number]> = [
  ['ربيع الثاني', 4],
  ['جمادى الأول', 5],
  ['جمادى الثانية', 6],
  ['جمادى الثاني', 6],
  ['ذو القعدة', 11],
  ['ذو الحجة', 12],
  ['المحرم', 1],
];

export interface MonthName {
  month: number;
  hijri: boolean;
}

const byName = new Map<string, MonthName>();
gregorianMonths.forEach((name, i) => byName.set(name, { month: i + 1, hijri: false }));
syriacMonths.forEach((name, i) => byName.set(name, { month: i + 1, hijri: false }));
for (const [name, month] of variants) byName.set(name, { month, hijri: false });
hijriMonths.forEach((name, i) => byName.set(name, { month: i + 1, hijri: true }));
for (const [name, month] of hijriVariants) byName.set(name, { month, hijri: true });

export const monthNamePattern = [...byName.keys()].sort((a, b) => b.length - a.length).join('|');

export function monthByName(name: string): MonthName | null {
  return byName.get(name) ?? null;
}

export function spokenMonth(month: number, names: MonthNames, hijri: boolean): string {
  if (hijri) return hijriMonths[month - 1]!;
  return (names === 'syriac' ? syriacMonths : gregorianMonths)[month - 1]!;
}

import { arabicWordAfter, arabicWordBefore, bareWord } from './context';
import type { CountedNoun } from './counted-noun';
import type { DialectDefaults } from './dialects';
import { findCountedNoun } from './noun-lexicon';
import { reason } from './scan';
import type { Gender, GrammaticalCase, ReadAsReason } from './types';

/**
 * What the words around a number say about how to read it: a preposition or a noun in construct
 * before it asks for the accusative/genitive; a definite noun before it asks for an ordinal; a
 * code word before it asks for digits; the noun after it gives the gender.
 */

// After these the number is genitive (a preposition, or a noun it completes: عامِ ألفين).
const obliqueBefore = new Set([
  'في',
  'من',
  'إلى',
  'الى',
  'على',
  'عن',
  'منذ',
  'حتى',
  'بعد',
  'قبل',
  'حوالي',
  'حوالى',
  'نحو',
  'خلال',
  'لمدة',
  'مع',
  'بين',
  'عام',
  'سنة',
  'رقم',
  'بنحو',
  'بحوالي',
]);
// A definite noun that numbers things in order: الفصل 3 → الفصل الثالث.
const ordinalBefore = new Set([
  'الفصل',
  'الصفحة',
  'الدرس',
  'الطابق',
  'المرة',
  'الجزء',
  'الباب',
  'الحلقة',
  'المادة',
  'البند',
  'القرن',
  'الدورة',
  'النسخة',
  'الموسم',
  'المرحلة',
  'المركز',
  'المستوى',
  'الصف',
  'الآية',
  'السورة',
  'الفقرة',
  'الخطوة',
  'الجولة',
]);
// A code is read digit by digit: رمز التحقق 4821 → أربعة ثمانية اثنان واحد.
const codeBefore = new Set([
  'رمز',
  'الرمز',
  'كود',
  'الكود',
  'هاتف',
  'الهاتف',
  'جوال',
  'الجوال',
  'موبايل',
  'واتساب',
  'التحقق',
  'السري',
  'تلفون',
  'الحساب',
  'الآيبان',
]);
const codeBeforeLong = new Set(['رقم', 'الرقم']);

/** A word as a lookup key: no diacritics, and a leading و or ف conjunction dropped when that names a known word. */
function keyOf(word: string, known: (w: string) => boolean): string {
  const bare = bareWord(word);
  if (known(bare)) return bare;
  const unjoined = bare.replace(/^[وف]/u, '');
  return known(unjoined) ? unjoined : bare;
}

export interface CaseChoice {
  case: GrammaticalCase;
  why: ReadAsReason;
}

export function caseBefore(text: string, start: number, dialect: DialectDefaults): CaseChoice {
  // ب or ل written onto the number (بـ5، ل3) is a preposition too.
  const attached = text[start - 1];
  if ((attached === 'ب' || attached === 'ل') && !/\p{L}/u.test(text[start - 2] ?? ''))
    return { case: 'obl', why: reason('case-after-word', { word: attached }) };
  const word = keyOf(arabicWordBefore(text, start), (w) => obliqueBefore.has(w));
  if (obliqueBefore.has(word)) return { case: 'obl', why: reason('case-after-word', { word }) };
  return { case: dialect.numbers.case, why: reason('case-dialect-default', { case: dialect.numbers.case, dialect: dialect.code }) };
}

/**
 * The ordinal's noun when one stands before the number, with its gender and where it starts: the
 * ordinal is its adjective, so takes the case the noun has (في القرن الحادي والعشرين).
 */
export function ordinalNounBefore(text: string, start: number): { noun: string; gender: Gender; start: number } | null {
  const written = arabicWordBefore(text, start);
  const word = keyOf(written, (w) => ordinalBefore.has(w));
  if (!ordinalBefore.has(word)) return null;
  const nounStart = text.lastIndexOf(written, start);
  return { noun: word, gender: word.endsWith('ة') ? 'f' : 'm', start: nounStart };
}

/** The code word before a run of digits, when it asks for digit-by-digit reading. */
export function codeWordBefore(text: string, start: number, digits: number): string | null {
  const word = keyOf(arabicWordBefore(text, start), (w) => codeBefore.has(w) || codeBeforeLong.has(w));
  if (codeBefore.has(word) && digits >= 3) return word;
  if (codeBeforeLong.has(word) && digits >= 5) return word;
  return null;
}

export interface GenderChoice {
  gender: Gender;
  why: ReadAsReason;
  /** A known counted noun after the number, which the span takes in and puts in the right form. */
  noun: CountedNoun | null;
  nounEnd: number;
}

export function genderAfter(text: string, end: number): GenderChoice {
  const after = arabicWordAfter(text, end);
  const word = after ? bareWord(after.word) : '';
  const noun = word ? findCountedNoun(word) : null;
  if (noun && after)
    return { gender: noun.gender, why: reason('gender-from-noun', { noun: word, gender: noun.gender }), noun, nounEnd: after.end };
  if (/(ة|ات)$/u.test(word)) return { gender: 'f', why: reason('gender-from-ending', { noun: word }), noun: null, nounEnd: end };
  return { gender: 'm', why: reason('gender-assumed'), noun: null, nounEnd: end };
}

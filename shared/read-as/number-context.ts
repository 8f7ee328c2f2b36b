import { arabicWordAfter, arabicWordBefore, arabicWordsBefore, bareWord, spacesBefore } from './context';
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

// Prepositions: the number after them is genitive, and a range after them needs no من of its own.
const prepositions = new Set([
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
  'غضون',
  'لمدة',
  'مع',
  'بنحو',
  'بحوالي',
]);
// After these the number is genitive (a preposition, or a noun it completes: عامِ ألفين).
const obliqueBefore = new Set([...prepositions, 'بين', 'عام', 'سنة', 'رقم']);
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
// The head of a phrase that names an amount, not a code: عدد من استخدموا الرمز هو 4471.
const quantityBefore = new Set([
  'عدد',
  'مجموع',
  'إجمالي',
  'اجمالي',
  'نسبة',
  'قيمة',
  'سعر',
  'مبلغ',
  'كمية',
  'متوسط',
  'معدل',
  'رصيد',
  'تكلفة',
]);
// What links a code's name to it across the rest of the phrase: رمز الخصم الخاص بك هو 4471.
const linkWords = new Set(['هو', 'هي']);
/** How far back a linked phrase is searched for its head. */
const PHRASE_WORDS = 8;

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

/**
 * The code word naming a run of digits, when it asks for digit-by-digit reading: just before it
 * (الرمز 905), heading a construct (رمز الخصم 4471، رقم الطلب 88231), or heading the phrase a
 * colon or هو/هي links to it (رمز الخصم الخاص بك هو 4471). The leftmost head word decides, so a
 * phrase headed by a count (عدد من استخدموا الرمز هو 4471) names a quantity. `digits` is the run
 * as written: thousands separators, or رقم before a round number (الرقم 1000000), mark a quantity.
 */
export function codeWordBefore(text: string, start: number, digits: string): string | null {
  let at = spacesBefore(text, start);
  let linked = false;
  if (text[at - 1] === ':') {
    at = spacesBefore(text, at - 1);
    linked = true;
  }
  const link = arabicWordsBefore(text, at, 1)[0];
  if (link && linkWords.has(keyOf(link.word, (w) => linkWords.has(w)))) {
    at = link.start;
    linked = true;
  }
  const words = arabicWordsBefore(text, at, linked ? PHRASE_WORDS : 2).map(({ word }) => keyOf(word, isHeadWord));
  // Unlinked, only a construct reaches back a word: the nearer word is a definite noun (رمز الخصم).
  if (!linked && words.length === 2 && !words[0]!.startsWith('ال')) words.pop();
  const head = words.findLast(isHeadWord);
  if (head === undefined || quantityBefore.has(head) || digits.includes(',')) return null;
  if (codeBefore.has(head)) return digits.length >= 3 ? head : null;
  return digits.length >= 5 && !digits.endsWith('000') ? head : null;
}

const isHeadWord = (w: string) => codeBefore.has(w) || codeBeforeLong.has(w) || quantityBefore.has(w);

/** How a range is joined after the word before it: بين ثلاثة وخمسة، خلال ثلاثة إلى خمسة، else من … إلى. */
export function rangeJoinBefore(text: string, start: number): { kind: 'between' | 'after-preposition' | 'from-to'; word: string } {
  const word = keyOf(arabicWordBefore(text, start), (w) => w === 'بين' || prepositions.has(w));
  if (word === 'بين') return { kind: 'between', word };
  return { kind: prepositions.has(word) ? 'after-preposition' : 'from-to', word };
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

/**
 * Which language a script is written in, judged by its letters only (digits, punctuation, spaces
 * and Arabic diacritics carry no vote). Used to pick a voice language, and to refuse text the
 * service would refuse ("real Arabic or English text").
 */
export type ScriptLanguage = 'ar' | 'en' | 'mixed' | 'unknown';

/** Share of Arabic+Latin letters at or above which one of them alone names the language. */
const SINGLE_LANGUAGE_SHARE = 0.9;
/** Arabic+Latin must be at least this share of all letters, or other scripts dominate. */
const MIN_ARABIC_LATIN_SHARE = 0.7;
/** Letters must be at least this share of the visible characters, or it is mostly symbols/digits. */
const MIN_LETTER_SHARE = 0.4;

interface LetterCensus {
  arabic: number;
  latin: number;
  other: number;
  /** Visible characters that are neither letters nor combining marks: digits, symbols, punctuation. */
  nonLetters: number;
}

const arabicLetter = /\p{Script=Arabic}/u;
const latinLetter = /\p{Script=Latin}/u;
const letter = /\p{L}/u;
const mark = /\p{M}/u;
const space = /\s/u;

function censusOf(text: string): LetterCensus {
  const census: LetterCensus = { arabic: 0, latin: 0, other: 0, nonLetters: 0 };
  for (const char of text.normalize('NFC')) {
    if (space.test(char) || mark.test(char)) continue;
    if (!letter.test(char)) census.nonLetters += 1;
    else if (arabicLetter.test(char)) census.arabic += 1;
    else if (latinLetter.test(char)) census.latin += 1;
    else census.other += 1;
  }
  return census;
}

export function detectScriptLanguage(text: string): ScriptLanguage {
  const { arabic, latin, other } = censusOf(text);
  const known = arabic + latin;
  if (known === 0 || known < (known + other) * MIN_ARABIC_LATIN_SHARE) return 'unknown';
  if (arabic >= known * SINGLE_LANGUAGE_SHARE) return 'ar';
  if (latin >= known * SINGLE_LANGUAGE_SHARE) return 'en';
  return 'mixed';
}

/**
 * True when the text reads as Arabic and/or English prose: it has letters, letters are not
 * swamped by digits and symbols, and letters of other scripts (Cyrillic, CJK, ...) do not dominate.
 * Latin letters stand for English: telling English from French by script alone is not possible.
 */
export function isRealArabicOrEnglish(text: string): boolean {
  const census = censusOf(text);
  const letters = census.arabic + census.latin + census.other;
  if (letters === 0) return false;
  if (letters < (letters + census.nonLetters) * MIN_LETTER_SHARE) return false;
  return census.arabic + census.latin >= letters * MIN_ARABIC_LATIN_SHARE;
}

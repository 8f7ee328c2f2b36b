/**
 * What surrounds a span: the words right before and after it on the same line, and whether the
 * span sits in Arabic or English text (the nearest letters either side decide).
 */
const arabicLetter = /[\u0621-\u064A\u0671-\u06D3]/u;
const latinLetter = /[A-Za-z]/u;
const mark = /\p{Mn}/u;
const isWordChar = (char: string) => arabicLetter.test(char) || mark.test(char);
const isSpace = (char: string | undefined) => char === ' ' || char === '\u00A0';
/** How far to look for a letter that says which language a span is in. */
const LOOK = 120;

/** The Arabic word just before `start` (only spaces between), or ''. Scanned by hand: it runs for every span. */
export function arabicWordBefore(text: string, start: number): string {
  const end = spacesBefore(text, start);
  let from = end;
  while (from > 0 && isWordChar(text[from - 1]!)) from--;
  return text.slice(from, end);
}

/**
 * Up to `max` Arabic words just before `start`, nearest first, while only spaces separate them: a
 * line break, a digit, a Latin letter or a punctuation mark ends the phrase.
 */
export function arabicWordsBefore(text: string, start: number, max: number): Array<{ word: string; start: number }> {
  const words: Array<{ word: string; start: number }> = [];
  for (let at = start; words.length < max;) {
    const end = spacesBefore(text, at);
    let from = end;
    while (from > 0 && isWordChar(text[from - 1]!)) from--;
    if (from === end) break;
    words.push({ word: text.slice(from, end), start: from });
    at = from;
  }
  return words;
}

/** Where the spaces just before `at` begin (at itself when there are none). */
export function spacesBefore(text: string, at: number): number {
  let from = at;
  while (from > 0 && isSpace(text[from - 1])) from--;
  return from;
}

/** The Arabic word just after `end` and where it ends, or null. */
export function arabicWordAfter(text: string, end: number): { word: string; end: number } | null {
  let from = end;
  while (from < text.length && isSpace(text[from])) from++;
  let to = from;
  while (to < text.length && isWordChar(text[to]!)) to++;
  return to > from ? { word: text.slice(from, to), end: to } : null;
}

export type SpanLanguage = 'ar' | 'en';

/**
 * 'ar' when an Arabic letter is nearest on either side (or inside the span), 'en' when only Latin
 * letters are near, else the voice's language.
 */
export function languageAround(text: string, start: number, end: number, fallback: SpanLanguage): SpanLanguage {
  if (arabicLetter.test(text.slice(start, end))) return 'ar';
  const left = nearestLetter(text, start - 1, -1);
  const right = nearestLetter(text, end, 1);
  if (left === 'ar' || right === 'ar') return 'ar';
  if (left === 'en' || right === 'en') return 'en';
  return fallback;
}

function nearestLetter(text: string, from: number, step: 1 | -1): SpanLanguage | null {
  for (let i = from, seen = 0; i >= 0 && i < text.length && seen < LOOK; i += step, seen++) {
    const char = text[i]!;
    if (char === '\n') return null;
    if (arabicLetter.test(char)) return 'ar';
    if (latinLetter.test(char)) return 'en';
  }
  return null;
}

/** The word without its short-vowel marks, as the word lists spell it. */
const marks = /\p{Mn}/gu;
export function bareWord(word: string): string {
  return mark.test(word) ? word.replace(marks, '') : word;
}

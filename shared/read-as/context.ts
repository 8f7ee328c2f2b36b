/** What surrounds a span: the words right before and after it on the same line. */
const arabicLetter = /[\u0621-\u064A\u0671-\u06D3]/u;
const mark = /\p{Mn}/u;
const isWordChar = (char: string) => arabicLetter.test(char) || mark.test(char);
const isSpace = (char: string | undefined) => char === ' ' || char === '\u00A0';

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

/** The word without its short-vowel marks, as the word lists spell it. */
const marks = /\p{Mn}/gu;
export function bareWord(word: string): string {
  return mark.test(word) ? word.replace(marks, '') : word;
}

/**
 * Characters as the lexicon matcher sees them, and the per-letter folding it shares with History's
 * search (shared/text/arabic-search.ts): alef forms (أ إ آ ٱ) to ا, ى to ي, ة to ه, seated hamza
 * (ؤ ئ) to ء, tashkeel and tatweel dropped, Arabic-Indic digits to 0–9. Done letter by letter (not
 * over a whole string) so every folded letter keeps the offset it came from in the script.
 */

export type CharClass = 'space' | 'newline' | 'arabic' | 'mark' | 'ignorable' | 'letter' | 'combining' | 'digit' | 'other';

const letter = /\p{L}/u;
const combiningMark = /\p{M}/u;
const whitespace = /\s/u;

/** Tashkeel, Quranic annotation marks and tatweel: kept in a word, dropped by the fold. */
export function isArabicMark(code: number): boolean {
  return (code >= 0x064b && code <= 0x065f) || code === 0x0670 || (code >= 0x06d6 && code <= 0x06ed) || code === 0x0640;
}

function isArabicLetter(code: number): boolean {
  return (
    (code >= 0x0620 && code <= 0x063f) ||
    (code >= 0x0641 && code <= 0x064a) ||
    code === 0x066e ||
    code === 0x066f ||
    (code >= 0x0671 && code <= 0x06d3) ||
    code === 0x06d5 ||
    code === 0x06ee ||
    code === 0x06ef ||
    (code >= 0x06fa && code <= 0x06ff) ||
    (code >= 0x0750 && code <= 0x077f) ||
    (code >= 0x08a0 && code <= 0x08c9)
  );
}

/** Joiners and direction marks: invisible, part of the word they sit in, never compared. */
export function isIgnorable(code: number): boolean {
  return code === 0x061c || (code >= 0x200b && code <= 0x200f) || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

/** The digit's value 0–9 for ASCII, Arabic-Indic and Persian digits, else -1. */
export function digitValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code >= 0x0660 && code <= 0x0669) return code - 0x0660;
  if (code >= 0x06f0 && code <= 0x06f9) return code - 0x06f0;
  return -1;
}

export function classOf(text: string, index: number): CharClass {
  const code = text.charCodeAt(index);
  if (code === 0x0a || code === 0x0d || code === 0x0b || code === 0x0c || code === 0x2028 || code === 0x2029) return 'newline';
  if (code === 0x20 || code === 0x09) return 'space';
  if (code < 0x80) {
    if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) return 'letter';
    return code >= 0x30 && code <= 0x39 ? 'digit' : 'other';
  }
  if (isArabicMark(code)) return 'mark';
  if (isArabicLetter(code)) return 'arabic';
  if (digitValue(code) >= 0) return 'digit';
  if (isIgnorable(code)) return 'ignorable';
  const char = text[index]!;
  if (whitespace.test(char)) return 'space';
  if (letter.test(char)) return 'letter';
  if (combiningMark.test(char)) return 'combining';
  return 'other';
}

/** The folded form of one Arabic letter (a mark or an ignorable folds to nothing). */
export function foldArabicLetter(char: string): string {
  switch (char) {
    case '\u0623':
    case '\u0625':
    case '\u0622':
    case '\u0671':
      return '\u0627';
    case '\u0649':
      return '\u064A';
    case '\u0629':
      return '\u0647';
    case '\u0624':
    case '\u0626':
      return '\u0621';
    default:
      return char;
  }
}

/** Hamza above written as its own mark after و or ي/ى is the seated hamza (ؤ ئ), as NFC would compose it. */
export const HAMZA_ABOVE = 0x0654;
export const seatsHamza = (folded: string) => folded === '\u0648' || folded === '\u064A';

/** Latin (and every non-Arabic) word: composed, lower-cased, invisible joiners left out. */
export function foldOtherWord(word: string, keepCase = false): string {
  let out = '';
  for (let i = 0; i < word.length; i++) if (!isIgnorable(word.charCodeAt(i))) out += word[i];
  const composed = out.normalize('NFC');
  return keepCase ? composed : composed.toLowerCase();
}

/**
 * An Arabic word folded with its tashkeel kept (for entries written with tashkeel): letters folded
 * as above, tatweel and joiners dropped, and the marks on each letter in code-point order, so a
 * shadda typed before or after its vowel compares the same.
 */
export function foldArabicMarked(word: string): string {
  let out = '';
  let marks: string[] = [];
  const flush = () => {
    if (marks.length > 0) out += marks.sort().join('');
    marks = [];
  };
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code === 0x0640 || isIgnorable(code)) continue;
    if (code === HAMZA_ABOVE && marks.length === 0 && seatsHamza(out.at(-1) ?? '')) {
      out = `${out.slice(0, -1)}\u0621`;
      continue;
    }
    // Madda and hamza marks are parts of letters (آ أ إ), which the letter fold already reads as ا.
    if (code >= 0x0653 && code <= 0x0655) continue;
    if (isArabicMark(code)) marks.push(word[i]!);
    else {
      flush();
      out += foldArabicLetter(word[i]!);
    }
  }
  flush();
  return out;
}

/** Whether a word carries any tashkeel (tatweel does not count). */
export function hasArabicMarks(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code !== 0x0640 && isArabicMark(code)) return true;
  }
  return false;
}

import { classOf, foldArabicLetter, foldOtherWord, HAMZA_ABOVE, isArabicMark, isIgnorable, seatsHamza, digitValue } from './chars';

/**
 * A script cut into tokens in one pass: Arabic words, other (Latin) words, runs of digits, and
 * single symbols. Letters of another script start a new token (بGoogle is ب then Google), so a
 * clitic written onto a Latin name is seen. Each token keeps where it is in the script and what
 * separates it from the token before, so phrases match only across the spacing they were written
 * with, and never across a line break.
 */

export type TokenKind = 'arabic' | 'word' | 'number' | 'symbol';
/** What lies between a token and the one before it: nothing, spaces, or a line break. */
export type Gap = 'none' | 'space' | 'break';

export interface Token {
  kind: TokenKind;
  start: number;
  end: number;
  gap: Gap;
  folded: string;
  /** Arabic words: where each folded letter starts in the script, then `end` (so `at.length = folded.length + 1`). */
  at: number[] | null;
  /** Arabic words: the letters as written (no marks), one per folded letter, to tell ة from ه and ى from ي. */
  letters: string | null;
}

/** Tokens that can be glued to a whole word: a match may not start or end against one of them. */
export const isWordLike = (token: Token | undefined) => token !== undefined && token.kind !== 'symbol';

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let gap = 'none' as Gap;
  let i = 0;
  while (i < text.length) {
    const cls = classOf(text, i);
    if (cls === 'space' || cls === 'newline') {
      gap = cls === 'newline' || gap === 'break' ? 'break' : 'space';
      i++;
      continue;
    }
    // A joiner or direction mark between tokens is invisible: neither a token nor a gap.
    if (cls === 'ignorable') {
      i++;
      continue;
    }
    const token =
      cls === 'arabic' || cls === 'mark'
        ? arabicWord(text, i)
        : cls === 'letter' || cls === 'combining'
          ? otherWord(text, i)
          : cls === 'digit'
            ? digits(text, i)
            : symbol(text, i);
    token.gap = gap;
    tokens.push(token);
    gap = 'none';
    i = token.end;
  }
  return tokens;
}

function arabicWord(text: string, start: number): Token {
  // Letters gathered in an array: rewriting the last one (a hamza mark seating it) must not copy the word.
  const folded: string[] = [];
  let letters = '';
  const at: number[] = [];
  let end = start;
  let markSinceLetter = false;
  for (; end < text.length; end++) {
    const code = text.charCodeAt(end);
    const cls = classOf(text, end);
    if (cls !== 'arabic' && cls !== 'mark' && cls !== 'ignorable') break;
    if (code === HAMZA_ABOVE && !markSinceLetter && seatsHamza(folded.at(-1) ?? '')) {
      folded[folded.length - 1] = '\u0621';
      markSinceLetter = true;
      continue;
    }
    if (isArabicMark(code) || isIgnorable(code)) {
      if (code !== 0x0640) markSinceLetter = true;
      continue;
    }
    folded.push(foldArabicLetter(text[end]!));
    letters += text[end]!;
    at.push(end);
    markSinceLetter = false;
  }
  at.push(end);
  // Marks with no letter to sit on are a symbol, not a word.
  if (folded.length === 0) return { kind: 'symbol', start, end, gap: 'none', folded: text.slice(start, end), at: null, letters: null };
  return { kind: 'arabic', start, end, gap: 'none', folded: folded.join(''), at, letters };
}

function otherWord(text: string, start: number): Token {
  let end = start;
  while (end < text.length) {
    const cls = classOf(text, end);
    if (cls !== 'letter' && cls !== 'combining' && cls !== 'ignorable') break;
    end++;
  }
  return { kind: 'word', start, end, gap: 'none', folded: foldOtherWord(text.slice(start, end)), at: null, letters: null };
}

function digits(text: string, start: number): Token {
  let folded = '';
  let end = start;
  for (; end < text.length; end++) {
    const value = digitValue(text.charCodeAt(end));
    if (value < 0) break;
    folded += String(value);
  }
  return { kind: 'number', start, end, gap: 'none', folded, at: null, letters: null };
}

function symbol(text: string, start: number): Token {
  const code = text.charCodeAt(start);
  // A character outside the basic plane (an emoji) is one symbol, not two halves.
  const end = code >= 0xd800 && code <= 0xdbff && start + 1 < text.length ? start + 2 : start + 1;
  return { kind: 'symbol', start, end, gap: 'none', folded: text.slice(start, end), at: null, letters: null };
}

/** The key a token is filed under in the trie: its fold, after a space when spaces separate it from the one before. */
export const keyOf = (token: Pick<Token, 'gap' | 'folded'>, first: boolean) =>
  !first && token.gap === 'space' ? ` ${token.folded}` : token.folded;

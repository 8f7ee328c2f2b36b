/**
 * Arabic diacritics (tashkeel) helpers for the editor: strip them, or put one chosen mark on the
 * selected letters. There is no offline diacritisation model, so "adding" is manual: the user
 * picks a mark and the letters it goes on; nothing is guessed.
 *
 * Selections are UTF-16 offsets as a textarea reports them; every function returns the new text
 * and the new selection, so the editor can keep the same letters selected.
 */

export const tashkeelMarks = {
  fatha: '\u064E',
  damma: '\u064F',
  kasra: '\u0650',
  sukun: '\u0652',
  shadda: '\u0651',
  fathatan: '\u064B',
  dammatan: '\u064C',
  kasratan: '\u064D',
} as const;

export type TashkeelMark = keyof typeof tashkeelMarks;

/**
 * What "strip" removes: harakat, tanween, sukun, shadda, dagger alef and Quranic annotation
 * marks. Maddah and hamza above/below (U+0653–U+0655) stay: they are part of letters (آ أ إ).
 */
const strippable = /[\u0610-\u061A\u064B-\u0652\u0656-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED]/gu;
/** The vowel marks one letter carries at most one of (sukun and tanween included). */
const vowelMark = /[\u064B-\u0650\u0652]/u;
const shadda = '\u0651';
/** Any combining mark that may follow a letter. */
const combining = /\p{M}/u;
const arabicScript = /\p{Script=Arabic}/u;
const letter = /\p{L}/u;
const isArabicLetter = (char: string) => arabicScript.test(char) && letter.test(char) && char !== '\u0640';

export interface TextEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

export function hasTashkeel(text: string): boolean {
  strippable.lastIndex = 0;
  return strippable.test(text);
}

export function stripTashkeel(text: string): string {
  return text.replace(strippable, '');
}

/** Strips the marks inside [start, end), or from the whole text when the selection is empty. */
export function stripTashkeelInRange(text: string, start: number, end: number): TextEdit {
  if (start >= end) {
    const stripped = stripTashkeel(text);
    return { text: stripped, selectionStart: Math.min(start, stripped.length), selectionEnd: Math.min(start, stripped.length) };
  }
  const middle = stripTashkeel(text.slice(start, end));
  return { text: text.slice(0, start) + middle + text.slice(end), selectionStart: start, selectionEnd: start + middle.length };
}

/**
 * Puts `mark` on every Arabic letter in [start, end). A vowel mark replaces the letter's vowel
 * mark (a letter has one) and keeps its shadda; shadda is added before the vowel and drops a
 * sukun (the two never sit together). A selection that ends inside a letter's marks is widened
 * to the end of them, so the result is never a letter with half its marks edited.
 */
export function applyTashkeel(text: string, start: number, end: number, mark: TashkeelMark): TextEdit {
  let from = Math.max(0, Math.min(start, end));
  let to = Math.min(text.length, Math.max(start, end));
  // Start on a letter, not on the marks of the letter before.
  while (from > 0 && combining.test(text[from] ?? '')) from--;
  while (to < text.length && combining.test(text[to] ?? '')) to++;
  const segment = text.slice(from, to);
  let out = '';
  for (const cluster of segment.match(/\P{M}\p{M}*|\p{M}+/gu) ?? []) {
    const base = String.fromCodePoint(cluster.codePointAt(0)!);
    if (!isArabicLetter(base)) {
      out += cluster;
      continue;
    }
    out += base + withMark(cluster.slice(base.length), mark);
  }
  return { text: text.slice(0, from) + out + text.slice(to), selectionStart: from, selectionEnd: from + out.length };
}

/** The marks one letter ends up with once `mark` is put on it, in canonical order (shadda first). */
function withMark(marks: string, mark: TashkeelMark): string {
  const other = [...marks].filter((m) => m !== shadda && !vowelMark.test(m)).join('');
  const hadShadda = marks.includes(shadda);
  const vowel = [...marks].find((m) => vowelMark.test(m)) ?? '';
  if (mark === 'shadda') {
    const keptVowel = vowel === tashkeelMarks.sukun ? '' : vowel;
    return shadda + keptVowel + other;
  }
  const newVowel = tashkeelMarks[mark];
  const keepShadda = hadShadda && mark !== 'sukun';
  return (keepShadda ? shadda : '') + newVowel + other;
}

import type { Token } from './tokens';

/**
 * Attached clitics, stripped a bounded number of ways so an entry for جوجل also matches وجوجل,
 * بجوجل, وبالجوجل and جوجلها, keeping what was attached as written. Prefixes: و or ف, then ب ك
 * or ل, then the article ال (ل + ال is written لل). Suffixes: the possessive pronouns, and the
 * accusative alef after tanween (هاتفًا). Every way is one Map lookup, so matching stays linear.
 *
 * The stem must stay long enough that a name is not read as a clitic plus a shorter name: one
 * letter stripped before needs a stem of 4 (وسام, بسام, كريم, وليد stay themselves), two or more
 * a stem of 3 (وبأبل), after the article 2; one letter stripped after needs a stem of 4 (سامي is not
 * سام + ي), longer suffixes 3. A ة before a suffix is written ت (مدرستها is مدرسة + ها).
 */

/** One way to read a token: the stem's folded key and how many folded letters each side took. */
export interface Strip {
  key: string;
  prefix: number;
  suffix: number;
  /** لل read as ل + ال: the entry's own ال lost its alef behind the ل. */
  dropsAlef: boolean;
  /** The stem's last letter is a ة written ت before a suffix. */
  taMarbuta: boolean;
  /** The suffix is the alef after tanween fath (ًا). */
  tanween: boolean;
}

const conjunctions = ['', '\u0648', '\u0641'];
const prepositions = ['', '\u0628', '\u0643', '\u0644'];
const ARTICLE = '\u0627\u0644';
const LAM = '\u0644';
const FATHATAN = 0x064b;
const suffixes = [
  '\u0647\u0645\u0627',
  '\u0643\u0645\u0627',
  '\u0647\u0645',
  '\u0647\u0646',
  '\u0647\u0627',
  '\u0643\u0645',
  '\u0643\u0646',
  '\u0646\u0627',
  '\u0647',
  '\u0643',
  '\u064A',
];

const none: readonly Strip[] = [];
/** The last letters a suffix (or the tanween alef) can end with: ه ا م ن ك ي. */
const suffixEnds = new Set([0x0647, 0x0627, 0x0645, 0x0646, 0x0643, 0x064a]);

const exact = (key: string): Strip => ({ key, prefix: 0, suffix: 0, dropsAlef: false, taMarbuta: false, tanween: false });

/** Prefix readings of an Arabic word (the word itself first), as [folded letters taken, stem key, drops alef]. */
export function prefixStrips(folded: string): Strip[] {
  const out: Strip[] = [exact(folded)];
  for (const conjunction of conjunctions) {
    if (!folded.startsWith(conjunction)) continue;
    for (const preposition of prepositions) {
      const head = conjunction + preposition;
      if (!folded.startsWith(head)) continue;
      if (head !== '') addPrefix(out, folded, head.length, head.length === 1 ? 4 : 3, false);
      if (folded.startsWith(ARTICLE, head.length)) addPrefix(out, folded, head.length + 2, 2, false);
      // لل: the preposition ل before the article, whose alef is not written.
      if (preposition === LAM && folded[head.length] === LAM && folded.length - head.length - 1 >= 2) {
        addPrefix(out, folded, head.length + 1, 2, false);
        out.push({ ...exact(ARTICLE + folded.slice(head.length + 1)), prefix: head.length, dropsAlef: true });
      }
    }
  }
  return out;
}

function addPrefix(out: Strip[], folded: string, length: number, minStem: number, dropsAlef: boolean): void {
  if (folded.length - length < minStem) return;
  const key = folded.slice(length);
  if (!out.some((strip) => strip.prefix === length && strip.key === key)) out.push({ ...exact(key), prefix: length, dropsAlef });
}

/**
 * The suffix readings of `strip` (a reading of the whole token `token`): possessive pronouns, with
 * ت read as ة before them, and the alef of tanween fath.
 */
export function suffixStrips(token: Token, strip: Strip, text: string): readonly Strip[] {
  const letters = token.letters ?? '';
  const stem = strip.key;
  // Most words end in no pronoun letter: no array is made for them.
  if (!suffixEnds.has(stem.charCodeAt(stem.length - 1))) return none;
  const out: Strip[] = [];
  for (const suffix of suffixes) {
    if (!stem.endsWith(suffix)) continue;
    const rest = stem.length - suffix.length;
    if (rest < (suffix.length === 1 ? 4 : 3)) continue;
    // ه and ي written as ة and ى end the word itself; they are not pronouns.
    const written = letters[letters.length - 1];
    if (suffix.length === 1 && (written === '\u0629' || written === '\u0649')) continue;
    const base = stem.slice(0, rest);
    out.push({ ...strip, key: base, suffix: suffix.length });
    if (base.endsWith('\u062A')) out.push({ ...strip, key: `${base.slice(0, -1)}\u0647`, suffix: suffix.length, taMarbuta: true });
  }
  if (stem.endsWith('\u0627') && stem.length - 1 >= 3 && endsWithTanweenAlef(token, text)) {
    out.push({ ...strip, key: stem.slice(0, -1), suffix: 1, tanween: true });
  }
  return out;
}

/** ًا at the end of the word (the mark on the letter before the alef, or on the alef itself). */
function endsWithTanweenAlef(token: Token, text: string): boolean {
  const at = token.at!;
  const alef = at[at.length - 2]!;
  for (let i = alef - 1; i >= at[at.length - 3]!; i--) if (text.charCodeAt(i) === FATHATAN) return true;
  for (let i = alef + 1; i < token.end; i++) if (text.charCodeAt(i) === FATHATAN) return true;
  return false;
}

/** Every prefix combination a whole token may be, to carry onto a Latin name or a number written straight after it (بGoogle). */
const cliticWords = new Set<string>();
for (const conjunction of conjunctions) {
  for (const preposition of prepositions) {
    for (const article of ['', ARTICLE]) {
      const word = conjunction + preposition + article;
      if (word !== '') cliticWords.add(word);
    }
    if (preposition === LAM) cliticWords.add(`${conjunction}${LAM}${LAM}`);
  }
}

export const isCliticWord = (folded: string) => cliticWords.has(folded);

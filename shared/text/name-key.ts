import { normalizeForSearch } from './arabic-search';

/**
 * A sound key for personal names, so a name written in Arabic script meets the same name written
 * in Latin letters (أحمد ↔ Ahmed, ليلى ↔ Layla, خالد ↔ Khaled). Romanisations disagree mostly about
 * vowels (Youssef, Yousef, Yusuf) and about letters Latin has no twin for (ح, ع, ق), so the key keeps
 * only consonant classes both scripts can write: vowels and the letters that stand for them
 * (ا و ي ى ع ء, a e i o u y w) fall away, and a word-final h-sound is dropped because ة and a
 * Latin "-ah" are both often silent in writing (سارة ↔ Sara, فرح ↔ Farah).
 */

const VOWEL = '_';

/** Arabic letters to their consonant class; absent letters are vowels or vowel carriers. */
const arabicClass: Readonly<Record<string, string>> = {
  ب: 'b',
  پ: 'b',
  ت: 't',
  ث: 't',
  ط: 't',
  ج: 'j',
  گ: 'j',
  ح: 'h',
  ه: 'h',
  ة: 'h',
  خ: 'k',
  ك: 'k',
  ق: 'k',
  د: 'd',
  ذ: 'd',
  ض: 'd',
  ر: 'r',
  ز: 'z',
  ظ: 'z',
  س: 's',
  ص: 's',
  ش: 'S',
  چ: 'S',
  غ: 'g',
  ف: 'f',
  ڤ: 'f',
  ل: 'l',
  م: 'm',
  ن: 'n',
};

/** Latin spellings of Arabic sounds, longest first so "kh" is read before "k". */
const latinDigraphs: ReadonlyArray<readonly [string, string]> = [
  ['kh', 'k'],
  ['gh', 'g'],
  ['sh', 'S'],
  ['ch', 'S'],
  ['th', 't'],
  ['dh', 'd'],
  ['ph', 'f'],
  ['ck', 'k'],
];
const latinClass: Readonly<Record<string, string>> = {
  b: 'b',
  p: 'b',
  t: 't',
  j: 'j',
  g: 'j',
  h: 'h',
  k: 'k',
  q: 'k',
  c: 'k',
  d: 'd',
  r: 'r',
  z: 'z',
  s: 's',
  f: 'f',
  v: 'f',
  l: 'l',
  m: 'm',
  n: 'n',
  x: 'ks',
};

const tashkeel = /[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/gu;

function wordClasses(word: string): string[] {
  const classes: string[] = [];
  for (let i = 0; i < word.length; i += 1) {
    const char = word[i]!;
    if (/[\u0600-\u06FF]/u.test(char)) {
      classes.push(arabicClass[char] ?? VOWEL);
      continue;
    }
    const digraph = latinDigraphs.find(([pair]) => word.startsWith(pair, i));
    if (digraph) {
      classes.push(digraph[1]);
      i += 1;
      continue;
    }
    const mapped = latinClass[char];
    if (mapped) classes.push(...mapped);
    else if (/[a-z]/u.test(char)) classes.push(VOWEL);
  }
  return classes;
}

/** One word's key: classes with doubled letters (Hassan, shadda-less محمد) read once, vowels gone. */
function wordKey(word: string): string {
  const classes = wordClasses(word).filter((c, i, all) => c === VOWEL || c !== all[i - 1]);
  const key = classes.filter((c) => c !== VOWEL).join('');
  return key.length > 1 && key.endsWith('h') ? key.slice(0, -1) : key;
}

/** The key of a name or query: each word's key, in order, separated by single spaces. */
export function nameKey(text: string): string {
  const plain = text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .normalize('NFC')
    .replace(tashkeel, '')
    .toLowerCase();
  return plain
    .split(/[^\p{L}]+/u)
    .map(wordKey)
    .filter((key) => key !== '')
    .join(' ');
}

/**
 * Whether a name's key holds the query's key at the start of one of its words. A query of one
 * consonant (Ali → "l") must match a whole word, or it would find every name with an l in it.
 */
export function nameKeyMatches(nameKeyText: string, queryKey: string): boolean {
  if (queryKey === '') return false;
  const name = ` ${nameKeyText} `;
  return queryKey.replace(/ /gu, '').length > 1 ? name.includes(` ${queryKey}`) : name.includes(` ${queryKey} `);
}

/** A name (or a query) ready to be searched: folded for spelling variants, and keyed for sound. */
export interface NameSearch {
  folded: string;
  key: string;
}

export const nameSearch = (text: string): NameSearch => ({ folded: normalizeForSearch(text), key: nameKey(text) });

/** An empty query matches all; otherwise the folded spelling or the sound key of a word start. */
export function nameSearchMatches(name: NameSearch, query: NameSearch): boolean {
  return query.folded === '' || name.folded.includes(query.folded) || nameKeyMatches(name.key, query.key);
}

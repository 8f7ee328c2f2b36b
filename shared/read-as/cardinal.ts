import { nounForm, scaleNouns, type CountedNoun } from './counted-noun';
import type { Gender, GrammaticalCase } from './types';

/**
 * Whole numbers as Arabic words, with the counted noun's gender and the case the sentence needs,
 * and the counted noun in the form the number requires. Spelled as modern print spells them
 * (مئة, not مائة, whose silent alif speech engines pronounce).
 *
 * The rules: 1 and 2 agree with the noun and follow it (ريال واحد، ريالان); 3–10 take the
 * opposite gender with a genitive plural (ثلاثة كتب، ثلاث سنوات); 11–99 take an accusative
 * singular (أحد عشر كتابًا); hundreds and thousands take a genitive singular (مئة كتاب، ألف ليلة);
 * a number ending in 1 or 2 past the hundreds repeats the noun (ألف ليلة وليلة). The scale words
 * are masculine, so their multipliers are masculine whatever is counted (ثلاثة آلاف ليرة).
 */

/** The largest number read as a quantity: 999 trillion. Longer runs of digits are left as written. */
export const MAX_CARDINAL = 999_999_999_999_999n;

// Index 3..10: the form used with a masculine noun (with ة) and with a feminine noun (without).
const withMasculine = ['', '', '', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة', 'عشرة'];
const withFeminine = ['', '', '', 'ثلاث', 'أربع', 'خمس', 'ست', 'سبع', 'ثماني', 'تسع', 'عشر'];
const tensStem = ['', '', 'عشر', 'ثلاث', 'أربع', 'خمس', 'ست', 'سبع', 'ثمان', 'تسع'];
const hundredsStem = ['', '', '', 'ثلاث', 'أربع', 'خمس', 'ست', 'سبع', 'ثمان', 'تسع'];

export const tensWord = (tens: number, grammaticalCase: GrammaticalCase) => `${tensStem[tens]}${grammaticalCase === 'nom' ? 'ون' : 'ين'}`;

const one = (gender: Gender) => (gender === 'm' ? 'واحد' : 'واحدة');
const two = (gender: Gender, c: GrammaticalCase) =>
  gender === 'm' ? (c === 'nom' ? 'اثنان' : 'اثنين') : c === 'nom' ? 'اثنتان' : 'اثنتين';
const threeToTen = (n: number, gender: Gender) => (gender === 'm' ? withMasculine[n] : withFeminine[n])!;

function teen(n: number, gender: Gender, c: GrammaticalCase): string {
  if (n === 11) return gender === 'm' ? 'أحد عشر' : 'إحدى عشرة';
  if (n === 12) return gender === 'm' ? (c === 'nom' ? 'اثنا عشر' : 'اثني عشر') : c === 'nom' ? 'اثنتا عشرة' : 'اثنتي عشرة';
  return gender === 'm' ? `${threeToTen(n - 10, 'm')} عشر` : `${threeToTen(n - 10, 'f')} عشرة`;
}

/** 1–99 as a bare number agreeing with a noun of `gender`. */
export function belowHundred(n: number, gender: Gender, c: GrammaticalCase): string {
  if (n === 1) return one(gender);
  if (n === 2) return two(gender, c);
  if (n <= 10) return threeToTen(n, gender);
  if (n < 20) return teen(n, gender, c);
  const units = n % 10;
  const tens = tensWord(Math.trunc(n / 10), c);
  if (units === 0) return tens;
  const unitWord = units === 1 ? (gender === 'm' ? 'واحد' : 'إحدى') : units === 2 ? two(gender, c) : threeToTen(units, gender);
  return `${unitWord} و${tens}`;
}

function hundredsWord(h: number, c: GrammaticalCase, construct: boolean): string {
  if (h === 1) return 'مئة';
  if (h === 2) return construct ? (c === 'nom' ? 'مئتا' : 'مئتي') : c === 'nom' ? 'مئتان' : 'مئتين';
  return `${hundredsStem[h]}مئة`;
}

interface Counting {
  gender: Gender;
  case: GrammaticalCase;
  /** The noun counted, or null for a bare number. */
  noun: CountedNoun | null;
  /** The noun is itself followed by the thing counted (ألفا كتاب), so it takes construct forms. */
  construct: boolean;
  /** Say "واحد" after a lone singular noun (ريال واحد); not for scale words (ألف, not ألف واحد). */
  sayOne: boolean;
}

/** 1–99 with its noun, if any. */
function smallCount(n: number, k: Counting): string {
  const noun = k.noun;
  if (!noun) return belowHundred(n, k.gender, k.case);
  if (n === 1)
    return k.sayOne ? `${nounForm(noun, 'singular', k.case)} ${one(noun.gender)}` : nounForm(noun, 'singular', k.case, k.construct);
  if (n === 2) return noun.dual ? nounForm(noun, 'dual', k.case, k.construct) : `${two(noun.gender, k.case)} ${noun.singular}`;
  const number = belowHundred(n, noun.gender, k.case);
  return `${number} ${nounForm(noun, n <= 10 ? 'plural' : 'accusative', k.case, k.construct)}`;
}

/** 1–999 with its noun, if any. */
function groupCount(n: number, k: Counting): string {
  const h = Math.trunc(n / 100);
  const rest = n % 100;
  if (h === 0) return smallCount(rest, k);
  if (rest === 0)
    return k.noun
      ? `${hundredsWord(h, k.case, true)} ${nounForm(k.noun, 'singular', k.case, k.construct)}`
      : hundredsWord(h, k.case, false);
  // مئة كتاب وكتاب: past the hundreds, a counted 1 or 2 is the noun itself, after the counted hundreds.
  if (k.noun && rest <= 2) return `${groupCount(h * 100, k)} و${smallCount(rest, { ...k, sayOne: false })}`;
  return `${hundredsWord(h, k.case, false)} و${smallCount(rest, k)}`;
}

/** Splits n into groups of three digits, lowest first. */
function groupsOf(n: bigint): number[] {
  const groups: number[] = [];
  for (let rest = n; rest > 0n; rest /= 1000n) groups.push(Number(rest % 1000n));
  return groups;
}

export interface CountOptions {
  gender?: Gender;
  case?: GrammaticalCase;
  noun?: CountedNoun | null;
}

/**
 * n (0 ≤ n ≤ MAX_CARDINAL) in words, with its counted noun when one is given. The caller
 * checks the bound; past it this returns null.
 */
export function countWords(n: bigint, options: CountOptions = {}): string | null {
  if (n < 0n || n > MAX_CARDINAL) return null;
  const noun = options.noun ?? null;
  const c = options.case ?? 'nom';
  const gender = noun?.gender ?? options.gender ?? 'm';
  if (n === 0n) return noun ? `صفر ${noun.singular}` : 'صفر';
  const groups = groupsOf(n);
  const lowest = groups.findIndex((g) => g !== 0);
  const parts: string[] = [];
  for (let level = groups.length - 1; level >= 0; level--) {
    const g = groups[level]!;
    if (g === 0) continue;
    if (level === 0) {
      // ألف ليلة وليلة: a counted 1 or 2 after thousands repeats the noun after the thousands.
      if (noun && g <= 2 && parts.length > 0) {
        parts.push(smallCount(g, { gender, case: c, noun, construct: false, sayOne: false }));
        return joinWithNounAfter(parts, groups, noun, c);
      }
      parts.push(groupCount(g, { gender, case: c, noun, construct: false, sayOne: n === 1n }));
      continue;
    }
    const counted = noun !== null && level === lowest;
    const scale = groupCount(g, { gender: 'm', case: c, noun: scaleNouns[level - 1]!, construct: counted, sayOne: false });
    parts.push(counted ? `${scale} ${nounForm(noun, 'singular', c)}` : scale);
  }
  return parts.join(' و');
}

/** The higher groups end with the noun in construct (ألف ليلة), then "و" and the last part. */
function joinWithNounAfter(parts: string[], groups: number[], noun: CountedNoun, c: GrammaticalCase): string {
  const last = parts.pop()!;
  const upper = groups.slice(1).reduceRight((value, g) => value * 1000n + BigInt(g), 0n) * 1000n;
  return `${countWords(upper, { noun, case: c })} و${last}`;
}

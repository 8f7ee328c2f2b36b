/**
 * Logical order from visual order, for one line of a PDF. PDF producers draw right-to-left text
 * in visual order (leftmost glyph first); the Unicode bidi algorithm's reordering of one level of
 * embedding is its own inverse, so running it (rules W1–W7, N1–N2, I1–I2, L2) over the line in
 * visual order gives the logical order. Units are whole clusters (a letter with its harakat, a
 * lam-alef glyph, an ActualText span), so their own characters are never reversed.
 */

type BidiClass = 'L' | 'R' | 'EN' | 'AN' | 'ES' | 'CS' | 'ET' | 'N';

const rtl = /[\u0590-\u05ff\u0600-\u065f\u066d-\u06ef\u06fa-\u08ff\ufb1d-\ufdff\ufe70-\ufefe]/u;
const arabicIndicDigit = /[\u0660-\u0669\u066b\u066c]/u;
const europeanDigit = /[0-9\u06f0-\u06f9]/u;
const separatorsCommon = /[,.:/\u060c]/u;
const terminators = /[#$%°\u066a€£¢¥\u2030]/u;

function classOfChar(char: string): BidiClass | null {
  if (arabicIndicDigit.test(char)) return 'AN';
  if (europeanDigit.test(char)) return 'EN';
  if (rtl.test(char) && !/\p{M}/u.test(char) && char !== '\u060c') return 'R';
  if (/\p{L}/u.test(char)) return 'L';
  if (char === '+' || char === '-') return 'ES';
  if (separatorsCommon.test(char)) return 'CS';
  if (terminators.test(char)) return 'ET';
  return null;
}

/** A unit's class: its first strong letter or number, else its first separator, else neutral. */
export function bidiClass(text: string): BidiClass {
  let weak: BidiClass | null = null;
  for (const char of text) {
    const found = classOfChar(char);
    if (found === 'L' || found === 'R' || found === 'AN' || found === 'EN') return found;
    weak ??= found;
  }
  return weak ?? 'N';
}

export function strongCounts(texts: readonly string[]): { rtl: number; ltr: number } {
  let rtlCount = 0;
  let ltrCount = 0;
  for (const text of texts)
    for (const char of text) {
      const found = classOfChar(char);
      if (found === 'R') rtlCount++;
      else if (found === 'L') ltrCount++;
    }
  return { rtl: rtlCount, ltr: ltrCount };
}

/** Levels of the units (visual order) under a base direction. */
export function bidiLevels(texts: readonly string[], baseRtl: boolean): number[] {
  const types = texts.map(bidiClass);
  const n = types.length;
  let lastStrong: 'L' | 'R' = baseRtl ? 'R' : 'L';
  for (let i = 0; i < n; i++) {
    const t = types[i]!;
    if (t === 'L' || t === 'R') lastStrong = t;
    else if (t === 'EN' && lastStrong === 'R') types[i] = 'AN';
  }
  for (let i = 1; i < n - 1; i++) {
    const [before, t, after] = [types[i - 1], types[i], types[i + 1]];
    if (t === 'ES' && before === 'EN' && after === 'EN') types[i] = 'EN';
    if (t === 'CS' && (before === 'EN' || before === 'AN') && after === before) types[i] = before!;
  }
  for (let i = 0; i < n; i++) {
    if (types[i] !== 'ET') continue;
    let j = i;
    while (j < n && types[j] === 'ET') j++;
    if (types[i - 1] === 'EN' || types[j] === 'EN') for (let k = i; k < j; k++) types[k] = 'EN';
    i = j - 1;
  }
  lastStrong = baseRtl ? 'R' : 'L';
  for (let i = 0; i < n; i++) {
    const t = types[i]!;
    if (t === 'ES' || t === 'ET' || t === 'CS') types[i] = 'N';
    if (t === 'L' || t === 'R') lastStrong = t;
    else if (t === 'EN' && lastStrong === 'L') types[i] = 'L';
  }
  const direction = (t: BidiClass | undefined): 'L' | 'R' | null => (t === 'L' ? 'L' : t === 'R' || t === 'EN' || t === 'AN' ? 'R' : null);
  for (let i = 0; i < n; i++) {
    if (types[i] !== 'N') continue;
    let j = i;
    while (j < n && types[j] === 'N') j++;
    const before = i === 0 ? (baseRtl ? 'R' : 'L') : direction(types[i - 1]);
    const after = j === n ? (baseRtl ? 'R' : 'L') : direction(types[j]);
    const resolved = before === after && before !== null ? before : baseRtl ? 'R' : 'L';
    for (let k = i; k < j; k++) types[k] = resolved;
    i = j - 1;
  }
  return types.map((t) => {
    if (baseRtl) return t === 'R' ? 1 : 2;
    return t === 'L' ? 0 : t === 'R' ? 1 : 2;
  });
}

/** The units in logical order, with the level each was at (odd levels run right to left). */
export function logicalOrder<T>(units: readonly T[], texts: readonly string[], baseRtl: boolean): { unit: T; level: number }[] {
  const levels = bidiLevels(texts, baseRtl);
  const items = units.map((unit, i) => ({ unit, level: levels[i]! }));
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.filter((l) => l % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd && level > 0; level--) {
    for (let i = 0; i < items.length; i++) {
      if (items[i]!.level < level) continue;
      let j = i;
      while (j < items.length && items[j]!.level >= level) j++;
      items.splice(i, j - i, ...items.slice(i, j).reverse());
      i = j;
    }
  }
  return items;
}

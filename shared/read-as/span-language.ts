/**
 * Which language each span of one script sits in: 'ar' when an Arabic letter is inside it or is
 * the nearest letter on either side, 'en' when only Latin letters are near, else the voice's
 * language. Only letters on the same line and within LOOK characters count. Built in one pass
 * over the script, so asking about a span costs the same however many spans there are.
 */
export type SpanLanguage = 'ar' | 'en';
export type LanguageOfSpan = (start: number, end: number) => SpanLanguage;

/** How far to look for a letter that says which language a span is in. */
const LOOK = 120;
const OTHER = 0;
const ARABIC = 1;
const LATIN = 2;
const LINE_END = 3;

function kindOf(code: number): number {
  if ((code >= 0x0621 && code <= 0x064a) || (code >= 0x0671 && code <= 0x06d3)) return ARABIC;
  if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) return LATIN;
  return code === 0x0a ? LINE_END : OTHER;
}

export function spanLanguages(text: string, fallback: SpanLanguage): LanguageOfSpan {
  const n = text.length;
  const kinds = new Uint8Array(n);
  /** Arabic letters in text[0, i). */
  const arabicBefore = new Uint32Array(n + 1);
  /** The last offset ≤ i holding a letter or a line end (-1: none), and the first ≥ i (n: none). */
  const lastMark = new Int32Array(n);
  const nextMark = new Int32Array(n + 1);
  for (let i = 0, last = -1; i < n; i++) {
    kinds[i] = kindOf(text.charCodeAt(i));
    arabicBefore[i + 1] = arabicBefore[i]! + (kinds[i] === ARABIC ? 1 : 0);
    if (kinds[i] !== OTHER) last = i;
    lastMark[i] = last;
  }
  nextMark[n] = n;
  for (let i = n - 1; i >= 0; i--) nextMark[i] = kinds[i] !== OTHER ? i : nextMark[i + 1]!;
  const letterAt = (at: number, distance: number) => (at < 0 || at >= n || distance >= LOOK ? OTHER : kinds[at]!);
  return (start, end) => {
    if (arabicBefore[end]! > arabicBefore[start]!) return 'ar';
    const leftAt = start > 0 ? lastMark[start - 1]! : -1;
    const left = letterAt(leftAt, start - 1 - leftAt);
    const rightAt = nextMark[end]!;
    const right = letterAt(rightAt, rightAt - end);
    if (left === ARABIC || right === ARABIC) return 'ar';
    if (left === LATIN || right === LATIN) return 'en';
    return fallback;
  };
}

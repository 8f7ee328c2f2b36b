import { digitWord } from './digits';
import { kept, matchAt, reason, type Candidate, type ReadAsRuleFinder, type Scan } from './scan';
import type { OverrideAxis } from './types';

/**
 * Web addresses and e-mail addresses, read as a listener would say them: without https://, "www"
 * as three letters, the separators by name (دوت، آت، سلاش، داش), digits one by one. In Arabic text
 * the separators and common endings are said in Arabic; in English text in English.
 */
const tlds = 'com|net|org|info|io|ai|gov|edu|sa|eg|ae|kw|qa|bh|om|jo|lb|sy|iq|ps|uk|us|me|co|app|dev';
// Each pattern is sticky and tried only where an address can start (see scan.ts); the starts are
// found by hand, so no pattern reads the same run of letters from every position in it.
const emailLocal = /[A-Za-z0-9._%+-]/u;
const emailDomain = /[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![\p{L}\p{N}])/uy;
const prefixed = /https?:\/\/[^\s<>"'،؛]+|www\.[^\s<>"'،؛]+/uy;
export const host = new RegExp(String.raw`[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.(?:${tlds})(?![\p{L}\p{N}-])(?:/[^\s<>"'،؛]*)?`, 'uy');
const axes: OverrideAxis[] = ['form'];

const arabicSymbols: Record<string, string> = { '.': 'دوت', '@': 'آت', '/': 'سلاش', '-': 'داش', _: 'أندرسكور' };
const englishSymbols: Record<string, string> = { '.': 'dot', '@': 'at', '/': 'slash', '-': 'dash', _: 'underscore' };
// Endings said in Arabic letters, so an Arabic voice does not have to guess at them.
const arabicEndings: Record<string, string> = {
  com: 'كوم',
  net: 'نت',
  org: 'أورغ',
  sa: 'إس إيه',
  eg: 'إي جي',
  ae: 'إيه إي',
  io: 'آي أو',
  gov: 'جوف',
  edu: 'إيدو',
  info: 'إنفو',
  kw: 'كيه دبليو',
  qa: 'كيو إيه',
};

function say(address: string, language: 'ar' | 'en'): string {
  const bare = address.replace(/^https?:\/\//iu, '').replace(/\/$/u, '');
  const tokens = bare.match(/[A-Za-z]+|\d|[./@_-]|[^A-Za-z\d./@_-]+/gu) ?? [];
  const symbols = language === 'ar' ? arabicSymbols : englishSymbols;
  return tokens
    .map((token, i) => {
      const lower = token.toLowerCase();
      if (i === 0 && lower === 'www') return language === 'ar' ? 'دبليو دبليو دبليو' : 'w w w';
      if (/^\d$/u.test(token)) return language === 'ar' ? digitWord(Number(token), 'nom') : token;
      // The ending is the last label of the host: after a dot, before the path or the end.
      const ending = tokens[i - 1] === '.' && (i === tokens.length - 1 || tokens[i + 1] === '/');
      if (ending && language === 'ar' && arabicEndings[lower]) return arabicEndings[lower];
      return symbols[token] ?? token;
    })
    .join(' ');
}

/** Punctuation that ends a sentence is not part of the address. Trimmed by hand: a pattern anchored at the end is tried from every mark. */
const trailingMarks = '.,;:!?)]}';
function withoutTrailingMarks(written: string): string {
  let end = written.length;
  while (end > 0 && trailingMarks.includes(written[end - 1]!)) end--;
  return written.slice(0, end);
}

export const webRule: ReadAsRuleFinder = {
  rule: 'web',
  find(scan: Scan): Candidate[] {
    const found: Candidate[] = [];
    const add = (start: number, written: string, kind: 'email' | 'web-address') => {
      const source = withoutTrailingMarks(written);
      const end = start + source.length;
      found.push({
        start,
        end,
        rule: 'web',
        read(override) {
          if (override?.form === 'keep') return kept(source, axes);
          const language = scan.languageOf(start, end);
          return { spoken: say(source, language), status: 'read', reasons: [reason(kind)], applied: {}, axes };
        },
      });
    };
    const { text } = scan;
    const mayStart = (index: number) => !/[\p{L}\p{N}@.]/u.test(text[index - 1] ?? ' ');
    for (const [start, end] of emails(text)) if (mayStart(start)) add(start, text.slice(start, end), 'email');
    // An address glued to a letter or digit is not read, but its text is not searched again either
    // (www. inside 1https://www.x is no address of its own). After a dot a host name would be
    // inside one already tried from its own start, and reading on from every label of a.a.a.a…
    // would take time growing with the square of its length: only http or www. is tried there.
    let searched = 0;
    for (const [start, kinds] of addressStarts(text)) {
      if (start < searched) continue;
      const hostToo = kinds === 'any' && text[start - 1] !== '.';
      const match = matchAt(prefixed, text, start) ?? (hostToo ? matchAt(host, text, start) : null);
      if (match === null) continue;
      searched = start + match[0].length;
      if (mayStart(start)) add(start, match[0], 'web-address');
    }
    return found;
  },
};

/**
 * E-mail addresses as [start, end): from each @, back over the local part and on through the
 * domain. Each run of characters is read from the one @ it touches, and an address is not searched
 * again from inside it.
 */
function* emails(text: string): Generator<[number, number]> {
  let searched = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > searched && emailLocal.test(text[start - 1]!)) start--;
    if (start === at) continue;
    const domain = matchAt(emailDomain, text, at + 1);
    if (domain === null) continue;
    searched = at + 1 + domain[0].length;
    yield [start, searched];
  }
}

/**
 * Where an address may start, in order: the first character of each run of host characters (any
 * address), and an http or www. inside such a run (those only: the run's own start has already
 * tried it as a host name). A host name read from every character of its run would read the rest
 * of the run each time; http and www. fail at once unless they begin an address.
 */
function* addressStarts(text: string): Generator<[number, 'any' | 'prefixed']> {
  let previous = false;
  for (let i = 0; i < text.length; i++) {
    const label = isLabelChar(text.charCodeAt(i));
    if (label && !previous) yield [i, 'any'];
    else if (label && (text.startsWith('http', i) || text.startsWith('www.', i))) yield [i, 'prefixed'];
    previous = label;
  }
}

/** A character of a host name: A–Z, a–z, 0–9 or -. */
function isLabelChar(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39) || code === 0x2d;
}

import { languageAround } from './context';
import { digitWord } from './digits';
import { kept, matchesOf, reason, type Candidate, type ReadAsRuleFinder, type Scan } from './scan';
import type { OverrideAxis } from './types';

/**
 * Web addresses and e-mail addresses, read as a listener would say them: without https://, "www"
 * as three letters, the separators by name (دوت، آت، سلاش، داش), digits one by one. In Arabic text
 * the separators and common endings are said in Arabic; in English text in English.
 */
const tlds = 'com|net|org|info|io|ai|gov|edu|sa|eg|ae|kw|qa|bh|om|jo|lb|sy|iq|ps|uk|us|me|co|app|dev';
// No lookbehinds: one at the head of a pattern is tried at every position; the start is checked in code.
const email = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![\p{L}\p{N}])/gu;
const url = new RegExp(
  String.raw`(?:https?://[^\s<>"'،؛]+|www\.[^\s<>"'،؛]+|[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.(?:${tlds})(?![\p{L}\p{N}-])(?:/[^\s<>"'،؛]*)?)`,
  'gu',
);
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

/** Punctuation that ends a sentence is not part of the address. */
const trailing = /[.,;:!?)\]}]+$/u;

export const webRule: ReadAsRuleFinder = {
  rule: 'web',
  find(scan: Scan): Candidate[] {
    const found: Candidate[] = [];
    const add = (start: number, written: string, kind: 'email' | 'web-address') => {
      const source = written.replace(trailing, '');
      const end = start + source.length;
      found.push({
        start,
        end,
        rule: 'web',
        read(override) {
          if (override?.form === 'keep') return kept(source, axes);
          const language = languageAround(scan.text, start, end, scan.dialect.language);
          return { spoken: say(source, language), status: 'read', reasons: [reason(kind)], applied: {}, axes };
        },
      });
    };
    const starts = (m: RegExpExecArray) => !/[\p{L}\p{N}@.]/u.test(scan.text[m.index - 1] ?? ' ');
    if (scan.text.includes('@')) for (const m of matchesOf(email, scan.text)) if (starts(m)) add(m.index, m[0], 'email');
    for (const m of matchesOf(url, scan.text)) if (starts(m)) add(m.index, m[0], 'web-address');
    return found;
  },
};

import { countWords } from './cardinal';
import { scaleNouns, type CountedNoun } from './counted-noun';
import {
  currencyAdjectivePattern,
  currencyByCode,
  currencyOfAdjective,
  currencySigns,
  currencyWordNouns,
  currencyWordOf,
  currencyWordPattern,
  type Currency,
  type CurrencyWord,
} from './currencies';
import { caseBefore } from './number-context';
import { fractionWords, parseWrittenNumber, type WrittenNumber } from './number-words';
import {
  kept,
  matchesAt,
  reason,
  startsNumber,
  untouched,
  type Candidate,
  type Reading,
  type ReadAsRuleFinder,
  type Scan,
  numberMatches,
} from './scan';
import type { OverrideAxis, ReadAsOverride, ReadAsReason } from './types';

/**
 * Amounts of money: a sign or code before or after the number ($5, 5 USD, ٥٠ ر.س), or a currency
 * word after it (٥٠ ريال، 3 دنانير كويتية), optionally with a scale (2.5 مليون دولار). Read with
 * the currency's name and subunit; a bare word takes the subunit of the dialect's country.
 */
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
const signs = Object.keys(currencySigns)
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join('|');
const amount = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const scale = 'ألف|آلاف|مليون|ملايين|مليار|مليارات';
const noLetter = String.raw`(?![\p{L}])`;
export const before = new RegExp(String.raw`(${signs}|﷼|[A-Z]{3})\s?(${amount})(?![\p{N}]|[.,]\d)`, 'uy');
/** How far before its amount a sign or code can start: the longest sign and a space. */
const signReach = Math.max(3, ...Object.keys(currencySigns).map((sign) => sign.length)) + 1;
export const after = new RegExp(
  String.raw`(${amount})(?:\s?(${scale})${noLetter})?\s?(${signs}|﷼|[A-Z]{3}${noLetter}|(?:${currencyWordPattern})${noLetter})(?:\s(${currencyAdjectivePattern})${noLetter})?`,
  'uy',
);
const axes: OverrideAxis[] = ['case'];

interface MoneyMatch {
  source: string;
  amount: string;
  scale: string | undefined;
  /** A sign, a three-letter code or a currency word, as written. */
  unit: string;
  adjective: string | undefined;
}

export const moneyRule: ReadAsRuleFinder = {
  rule: 'money',
  find(scan: Scan): Candidate[] {
    const found: Candidate[] = [];
    const add = (start: number, m: MoneyMatch) =>
      found.push({ start, end: start + m.source.length, rule: 'money', read: (o) => readMoney(scan, start, m, o) });
    const { latin } = scan;
    // A sign or code starts at most signReach characters before the run of digits it counts.
    const signStarts: number[] = [];
    for (const run of scan.digitRuns) {
      for (let at = Math.max(0, run - signReach, (signStarts.at(-1) ?? -1) + 1); at < run; at++) signStarts.push(at);
    }
    const mayStart = (index: number) => scan.free(index) && startsNumber(latin, index);
    for (const match of matchesAt(before, latin, signStarts, mayStart)) {
      // A code before a number is only money when we know it (ISO 9001 is not).
      if (/^[A-Z]{3}$/u.test(match[1]!) && !currencyByCode(match[1]!)) continue;
      add(match.index, {
        source: scan.text.slice(match.index, match.index + match[0].length),
        amount: match[2]!,
        scale: undefined,
        unit: match[1]!,
        adjective: undefined,
      });
    }
    for (const match of numberMatches(after, scan)) {
      add(match.index, {
        source: scan.text.slice(match.index, match.index + match[0].length),
        amount: match[1]!,
        scale: match[2],
        unit: match[3]!,
        adjective: match[4],
      });
    }
    return found;
  },
};

interface Resolved {
  currency: Currency;
  /** The noun counted: the named currency, or the bare word as the script wrote it. */
  noun: CountedNoun;
  why: ReadAsReason;
}

function resolve(scan: Scan, m: MoneyMatch): Resolved | null {
  const signCode =
    currencySigns[m.unit] ?? (m.unit === '﷼' ? scan.dialect.money.words.riyal : /^[A-Z]{3}$/u.test(m.unit) ? m.unit : undefined);
  if (signCode) {
    const currency = currencyByCode(signCode);
    return currency ? { currency, noun: currency.named, why: reason('money', { currency: currency.code }) } : null;
  }
  const word = currencyWordOf(m.unit) as CurrencyWord;
  const named = m.adjective ? currencyOfAdjective(word, m.adjective) : null;
  if (named) return { currency: named, noun: named.named, why: reason('money', { currency: named.code }) };
  const local = currencyByCode(scan.dialect.money.words[word] ?? scan.dialect.money.local)!;
  return {
    currency: local,
    noun: currencyWordNouns[word],
    why: reason('currency-from-dialect', { currency: local.code, dialect: scan.dialect.code }),
  };
}

function readMoney(scan: Scan, start: number, m: MoneyMatch, override: ReadAsOverride | undefined): Reading {
  if (override?.form === 'keep') return kept(m.source, axes);
  const resolved = resolve(scan, m);
  if (!resolved) return untouched(m.source, reason('bad-currency', { code: m.unit }));
  const number = parseWrittenNumber(m.amount);
  if (!number) return untouched(m.source, reason('bad-too-long', { digits: String(m.amount.length) }));
  const inferred = caseBefore(scan.text, start, scan.dialect);
  const grammaticalCase = override?.case ?? inferred.case;
  const reasons = [resolved.why, override?.case ? reason('override') : inferred.why];
  if (!m.scale && number.fraction.length > resolved.currency.decimals) {
    return untouched(
      m.source,
      reason('bad-money-decimals', { currency: resolved.currency.code, digits: String(resolved.currency.decimals) }),
      axes,
    );
  }
  const words = m.scale
    ? scaledAmount(number, m.scale, resolved.noun, grammaticalCase)
    : amountWords(number, resolved, grammaticalCase, reasons);
  if (words === null) return untouched(m.source, reason('bad-too-long', { digits: String(m.amount.length) }), axes);
  return { spoken: words, status: 'read', reasons, applied: { case: grammaticalCase }, axes };
}

/** 15.50 → major units and subunits (خمسة عشر ريالًا وخمسون هللة); the caller checks the decimals fit the subunit. */
function amountWords(number: WrittenNumber, resolved: Resolved, grammaticalCase: 'nom' | 'obl', reasons: ReadAsReason[]): string {
  const { currency, noun } = resolved;
  const minor = BigInt(number.fraction.padEnd(currency.decimals, '0') || '0');
  const major = countWords(number.whole, { noun, case: grammaticalCase })!;
  if (minor === 0n) return major;
  reasons.push(reason('money-subunit', { subunit: currency.subunit.singular, per: String(10 ** currency.decimals) }));
  const minorWords = countWords(minor, { noun: currency.subunit, case: grammaticalCase })!;
  return number.whole === 0n ? minorWords : `${major} و${minorWords}`;
}

/** 3 مليون دولار → ثلاثة ملايين دولار; 2.5 مليار ريال → اثنان فاصلة خمسة مليار ريال. */
function scaledAmount(number: WrittenNumber, written: string, noun: CountedNoun, grammaticalCase: 'nom' | 'obl'): string | null {
  const level = written.startsWith('م') ? (written.startsWith('مل') && written.includes('ار') ? 3 : 2) : 1;
  if (number.fraction === '') {
    const total = number.whole * 1000n ** BigInt(level);
    return countWords(total, { noun, case: grammaticalCase });
  }
  const whole = countWords(number.whole, { case: grammaticalCase })!;
  return `${whole} فاصلة ${fractionWords(number.fraction, grammaticalCase)} ${scaleNouns[level - 1]!.singular} ${noun.singular}`;
}

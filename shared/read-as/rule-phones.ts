import { digitByDigit } from './digits';
import { kept, matchesAt, reason, type Candidate, type ReadAsRuleFinder, type Scan } from './scan';
import type { OverrideAxis } from './types';

/**
 * Phone numbers and numbers that start with 0 are codes, not quantities: read digit by digit,
 * a pause at each written group, + as زائد (+966 50 123 4567، 0501234567، 02-1234567، 0123).
 */
// Digits with single spaces or dashes between groups. Not "groups of 1–4 digits, separators
// optional": that lets a run be cut every possible way, and a number-like character after it that
// is not an ASCII digit (½, ², ①) made every cut be tried.
const international = /(\+|00)(\d+(?:[ -]\d+)*)(?!\p{N})/uy;
const leadingZero = /0\d+(?:[ -]\d{2,8})*(?![\p{N}A-Za-z:/]|[.,-]\d)/uy;
const axes: OverrideAxis[] = ['form'];

export const phonesRule: ReadAsRuleFinder = {
  rule: 'phones',
  find(scan: Scan): Candidate[] {
    const found: Candidate[] = [];
    const add = (start: number, length: number, plus: string, digits: string) => {
      const source = scan.text.slice(start, start + length);
      found.push({
        start,
        end: start + length,
        rule: 'phones',
        read(override) {
          if (override?.form === 'keep') return kept(source, axes);
          // Digits are names, not counts: no preposition changes them, only the dialect's habit (اثنين).
          const grammaticalCase = override?.case ?? scan.dialect.numbers.case;
          const prefix = plus === '+' ? 'زائد ' : plus === '00' ? 'صفر صفر ' : '';
          const code = plus === '' && !/[ -]/u.test(digits) && digits.length < 7;
          return {
            spoken: `${prefix}${digitByDigit(digits, grammaticalCase)}`,
            status: 'read',
            reasons: [reason(code ? 'leading-zero-digits' : 'phone-digits')],
            applied: { form: 'digits' },
            axes,
          };
        },
      });
    };
    const { latin } = scan;
    // Starts are checked in code, before the pattern is tried, not by a lookbehind tried everywhere.
    const mayStart = (joined: RegExp) => (index: number) => scan.free(index) && !joined.test(latin[index - 1] ?? ' ');
    // A + before a run of digits, or a run that starts 00.
    const plusOrZeros = scan.digitRuns.flatMap((run) => (latin[run - 1] === '+' ? [run - 1] : latin.startsWith('00', run) ? [run] : []));
    for (const m of matchesAt(international, latin, plusOrZeros, mayStart(/[\p{L}\p{N}+]/u))) {
      if (m[2]!.replace(/\D/gu, '').length >= 7) add(m.index, m[0].length, m[1]!, m[2]!);
    }
    const zeros = scan.digitRuns.filter((run) => latin[run] === '0');
    for (const m of matchesAt(leadingZero, latin, zeros, mayStart(/[\p{L}\p{N}.,:/+-]/u))) add(m.index, m[0].length, '', m[0]);
    return found;
  },
};

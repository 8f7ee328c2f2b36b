import { digitByDigit } from './digits';
import { kept, matchesOf, reason, type Candidate, type ReadAsRuleFinder, type Scan } from './scan';
import type { OverrideAxis } from './types';

/**
 * Phone numbers and numbers that start with 0 are codes, not quantities: read digit by digit,
 * a pause at each written group, + as زائد (+966 50 123 4567، 0501234567، 02-1234567، 0123).
 */
const international = /(\+|00)(\d{1,4}(?:[ -]?\d{1,4}){2,})(?![\p{N}])/gu;
const leadingZero = /0\d+(?:[ -]\d{2,8})*(?![\p{N}A-Za-z:/]|[.,-]\d)/gu;
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
    // Starts are checked in code, not by a lookbehind tried at every position.
    const after = (m: RegExpExecArray, joined: RegExp) => scan.free(m.index) && !joined.test(scan.latin[m.index - 1] ?? ' ');
    for (const m of matchesOf(international, scan.latin)) {
      if (after(m, /[\p{L}\p{N}+]/u) && m[2]!.replace(/\D/gu, '').length >= 7) add(m.index, m[0].length, m[1]!, m[2]!);
    }
    for (const m of matchesOf(leadingZero, scan.latin)) if (after(m, /[\p{L}\p{N}.,:/+-]/u)) add(m.index, m[0].length, '', m[0]);
    return found;
  },
};

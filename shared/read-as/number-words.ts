import { countWords, MAX_CARDINAL } from './cardinal';
import type { CountedNoun } from './counted-noun';
import { digitWord } from './digits';
import type { Gender, GrammaticalCase } from './types';

/** A number as written: digits with optional thousands commas and decimal part (Latin digits). */
export interface WrittenNumber {
  whole: bigint;
  /** Digits after the decimal point, as written ('' when none). */
  fraction: string;
  negative: boolean;
}

export function parseWrittenNumber(written: string): WrittenNumber | null {
  const match = /^(-)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/u.exec(written);
  if (!match) return null;
  const digits = match[2]!.replace(/,/gu, '');
  // Past a quadrillion a run of digits is an identifier, not an amount: the caller marks it.
  if (digits.replace(/^0+/u, '').length > String(MAX_CARDINAL).length) return null;
  return { whole: BigInt(digits), fraction: match[3] ?? '', negative: match[1] === '-' };
}

/**
 * The digits after a decimal point: each leading zero as صفر, the rest as one number
 * (3.05 → ثلاثة فاصلة صفر خمسة; 3.14 → ثلاثة فاصلة أربعة عشر), as Arabic news reads them.
 */
export function fractionWords(fraction: string, grammaticalCase: GrammaticalCase): string {
  const zeros = /^0*/u.exec(fraction)![0].length;
  const words = Array.from({ length: zeros }, () => digitWord(0, grammaticalCase));
  const rest = fraction.slice(zeros);
  if (rest !== '') words.push(countWords(BigInt(rest), { case: grammaticalCase })!);
  return words.join(' ');
}

export interface NumberReading {
  gender: Gender;
  case: GrammaticalCase;
  noun?: CountedNoun | null;
}

/**
 * A written number in words. A decimal keeps its noun as written (it is not counted), so only
 * whole numbers take `noun`. Null past the largest readable number.
 */
export function writtenNumberWords(number: WrittenNumber, reading: NumberReading): string | null {
  const noun = number.fraction === '' ? (reading.noun ?? null) : null;
  const whole = countWords(number.whole, { gender: reading.gender, case: reading.case, noun });
  if (whole === null) return null;
  const sign = number.negative ? 'سالب ' : '';
  if (number.fraction === '') return `${sign}${whole}`;
  return `${sign}${whole} فاصلة ${fractionWords(number.fraction, reading.case)}`;
}

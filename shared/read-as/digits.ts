import type { GrammaticalCase } from './types';

/**
 * Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits and the Arabic decimal, thousands and
 * percent signs, mapped one code unit for one to their Latin forms. The rules match on the
 * mapped copy; offsets stay those of the script.
 */
export function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9\u066B\u066C\u066A]/gu, (char) => {
    const code = char.charCodeAt(0);
    if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
    if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
    if (char === '\u066B') return '.';
    if (char === '\u066C') return ',';
    return '%';
  });
}

const digitNames = ['صفر', 'واحد', 'اثنان', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة'];

export function digitWord(digit: number, grammaticalCase: GrammaticalCase): string {
  return digit === 2 && grammaticalCase === 'obl' ? 'اثنين' : digitNames[digit]!;
}

/** "050 123" → groups read digit by digit, a pause (Arabic comma) between written groups. */
export function digitByDigit(digits: string, grammaticalCase: GrammaticalCase): string {
  return digits
    .split(/[\s-]+/u)
    .filter((group) => group !== '')
    .map((group) => [...group].map((d) => digitWord(Number(d), grammaticalCase)).join(' '))
    .join('، ');
}

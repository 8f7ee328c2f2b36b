import { digitByDigit } from './digits';
import { caseBefore, codeWordBefore, genderAfter, ordinalNounBefore } from './number-context';
import { parseWrittenNumber, writtenNumberWords, type WrittenNumber } from './number-words';
import { ordinalWords } from './ordinal';
import { kept, reason, untouched, type Candidate, type Reading, type ReadAsRuleFinder, type Scan, numberMatches } from './scan';
import type { OverrideAxis, ReadAsOverride, ReadAsReason } from './types';

/**
 * Plain numbers: whole, decimal, negative, percent. Not inside a word, a version (1.2.3), a
 * fraction (1/2) or an identifier (A4, 3D).
 */
export const numberPattern = new RegExp(
  String.raw`(-(?=\d))?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?![\p{N}A-Za-z_/:@]|[.,]\d)(\s?%)?`,
  'uy',
);
const axes: OverrideAxis[] = ['form', 'gender', 'case'];
const eraMark = /^(هـ|ه|م)(?![\p{L}])/u;

export const numbersRule: ReadAsRuleFinder = {
  rule: 'numbers',
  find(scan: Scan): Candidate[] {
    const found: Candidate[] = [];
    for (const match of numberMatches(numberPattern, scan)) {
      const start = match.index;
      const written = `${match[1] ?? ''}${match[2]}${match[3] ? `.${match[3]}` : ''}`;
      const percent = match[4] !== undefined;
      const number = parseWrittenNumber(written);
      // عام 2025م، 1446هـ: the era mark joins the span and is said in words.
      const era =
        match[2]!.length === 4 && !match[3] && !percent
          ? eraMark.exec(scan.latin.slice(start + match[0].length, start + match[0].length + 3))
          : null;
      const numberEnd = start + match[0].length + (era ? era[0].length : 0);
      const gender = genderAfter(scan.text, numberEnd);
      // A counted noun joins the span so it can take the form the number asks for.
      const countsNoun = number !== null && !percent && number.fraction === '' && !number.negative && gender.noun !== null;
      const end = countsNoun ? gender.nounEnd : numberEnd;
      const source = scan.text.slice(start, end);
      found.push({
        start,
        end,
        rule: 'numbers',
        read: (override) =>
          readNumber(scan, { start, numberEnd, source, digits: match[2]!, number, percent, countsNoun, era: era?.[1] }, override),
      });
    }
    return found;
  },
};

interface NumberMatch {
  start: number;
  numberEnd: number;
  source: string;
  digits: string;
  number: WrittenNumber | null;
  percent: boolean;
  countsNoun: boolean;
  era: string | undefined;
}

function readNumber(scan: Scan, m: NumberMatch, override: ReadAsOverride | undefined): Reading {
  if (override?.form === 'keep') return kept(m.source, axes);
  if (!m.number) return untouched(m.source, reason('bad-too-long', { digits: String(m.digits.replace(/,/gu, '').length) }), ['form']);
  const reasons: ReadAsReason[] = [];
  const code = codeWordBefore(scan.text, m.start, m.digits);
  const plain = m.number.fraction === '' && !m.number.negative && !m.percent && !m.era;
  // A counted noun after it makes it a count, not a place in order: في الصف أحد عشر طالبًا.
  const ordinalNoun = plain && !m.countsNoun ? ordinalNounBefore(scan.text, m.start) : null;
  // An ordinal is inferred only where one exists (1–100); past that "الصفحة 125" reads as a number.
  const ordinalFits = ordinalNoun !== null && ordinalWords(Number(m.number.whole), 'm', 'nom') !== null;
  const form = override?.form ?? (code && plain ? 'digits' : ordinalFits ? 'ordinal' : 'cardinal');
  const inferredCase = caseBefore(scan.text, form === 'ordinal' && ordinalNoun ? ordinalNoun.start : m.start, scan.dialect);
  const grammaticalCase = override?.case ?? inferredCase.case;
  reasons.push(override?.case ? reason('override') : inferredCase.why);

  if (form === 'digits') {
    // Digits are names, not counts: no preposition changes them, only the dialect's habit (اثنين).
    const digitCase = override?.case ?? scan.dialect.numbers.case;
    const spoken = `${digitByDigit(m.digits.replace(/,/gu, ''), digitCase)}${rest(scan, m)}`;
    return {
      spoken,
      status: 'read',
      reasons: [code && !override?.form ? reason('code-digits', { word: code }) : reason('override')],
      applied: { form, case: digitCase },
      axes,
    };
  }

  const inferredGender =
    form === 'ordinal' && ordinalNoun
      ? { gender: ordinalNoun.gender, why: reason('ordinal-after-noun', { noun: ordinalNoun.noun }), noun: null }
      : genderAfter(scan.text, m.numberEnd);
  const gender = override?.gender ?? inferredGender.gender;
  reasons.unshift(override?.gender ? reason('override') : inferredGender.why);

  if (form === 'ordinal') {
    const words = plain ? ordinalWords(Number(m.number.whole), gender, grammaticalCase) : null;
    if (!words) return untouched(m.source, reason('bad-ordinal', { max: '100' }), axes);
    if (override?.form) reasons.push(reason('override'));
    return { spoken: `${words}${rest(scan, m)}`, status: 'read', reasons, applied: { form, gender, case: grammaticalCase }, axes };
  }

  const noun = m.countsNoun && !override?.gender ? inferredGender.noun : null;
  const words = writtenNumberWords(m.number, { gender, case: grammaticalCase, noun });
  if (words === null) return untouched(m.source, reason('bad-too-long', { digits: String(m.digits.length) }), ['form']);
  if (noun) reasons.push(reason('noun-agrees', { noun: noun.singular }));
  if (m.number.fraction !== '') reasons.push(reason('decimal'));
  if (m.number.negative) reasons.push(reason('negative'));
  if (m.percent) reasons.push(reason('percent'));
  const spoken = `${words}${m.percent ? ' بالمئة' : ''}${noun && !m.era ? '' : rest(scan, m)}`;
  return {
    spoken,
    status: 'read',
    reasons: reasons.length > 0 ? reasons : [reason('cardinal')],
    applied: { form: 'cardinal', gender, case: grammaticalCase },
    axes,
  };
}

/** The written text after the number that the span took in but the reading does not replace. */
function rest(scan: Scan, m: NumberMatch): string {
  if (m.era) return m.era === 'م' ? ' للميلاد' : ' للهجرة';
  return scan.text.slice(m.numberEnd, m.start + m.source.length);
}

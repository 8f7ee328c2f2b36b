import { countWords } from './cardinal';
import { arabicWordAfter, arabicWordBefore, bareWord } from './context';
import { feminineNoun } from './counted-noun';
import { currencySigns, currencyWordOf } from './currencies';
import { findCountedNoun } from './noun-lexicon';
import { caseBefore } from './number-context';
import { hourWords } from './ordinal';
import { kept, reason, untouched, type Candidate, type Reading, type ReadAsRuleFinder, type Scan, numberMatches } from './scan';
import type { OverrideAxis, ReadAsOverride } from './types';

/**
 * Clock times, 24-hour (14:30) or 12-hour with a mark (2:30 م، 9:15 ص، 9:15 AM), and an hour
 * named after الساعة (الساعة 10 مساءً). Read as Arabic speakers tell the time: the hour a feminine
 * ordinal of الساعة (الواحدة، الثانية عشرة), quarter, third and half by name (والربع، والثلث،
 * والنصف، إلا ربعًا، إلا ثلثًا), other minutes counted (وخمس دقائق), then صباحًا before noon and
 * مساءً after it. A bare hour says its period only when written, or when the 24-hour clock tells it.
 */
const mark = String.raw`(?:\s?(صباحًا|صباحا|صباحاً|مساءً|مساءا|مساء|ص|م|[AaPp]\.?[Mm]\.?)(?![\p{L}]))?`;
// A bare hour is not part of a range, a percentage or a longer number (الساعة 9-5 is a range).
export const timePattern = new RegExp(String.raw`(\d{1,2})(?::(\d{2})(?![\p{N}:]|[.,]\d)|(?![\p{N}:%]|[.,]\d| ?[-–] ?\d))${mark}`, 'uy');
const minute = feminineNoun('دقيقة', 'دقائق');
const axes: OverrideAxis[] = ['form'];
const hourNoun = 'الساعة';
const unitSigns = [...Object.keys(currencySigns), '﷼'];

interface WrittenTime {
  hour: number;
  minute: number;
  mark: string | undefined;
  /** An hour with no minutes, named by الساعة before it. */
  bare: boolean;
}

export const timesRule: ReadAsRuleFinder = {
  rule: 'times',
  find(scan: Scan): Candidate[] {
    const found: Candidate[] = [];
    for (const match of numberMatches(timePattern, scan)) {
      const start = match.index;
      const bare = match[2] === undefined;
      const time: WrittenTime = { hour: Number(match[1]), minute: bare ? 0 : Number(match[2]), mark: match[3], bare };
      if (bare && !namedHour(scan, start, start + match[1]!.length, time)) continue;
      const source = scan.text.slice(start, start + match[0].length);
      found.push({ start, end: start + source.length, rule: 'times', read: (o) => readTime(scan, start, source, time, o) });
    }
    return found;
  },
};

/**
 * Whether a number with no minutes is an hour: الساعة stands before it (و or ف may join it), it can
 * be an hour, and nothing after it says it counts or costs (سعر الساعة 20 ريالًا، الساعة 5 دقائق).
 */
function namedHour(scan: Scan, start: number, digitsEnd: number, time: WrittenTime): boolean {
  const before = bareWord(arabicWordBefore(scan.text, start));
  if (before !== hourNoun && before.slice(1) !== hourNoun) return false;
  if (before !== hourNoun && !'وف'.includes(before[0]!)) return false;
  if (time.hour < 1 || time.hour > 23) return false;
  if (time.mark !== undefined) return true;
  const after = arabicWordAfter(scan.text, digitsEnd);
  const word = after ? bareWord(after.word) : '';
  if (word !== '' && (findCountedNoun(word) !== null || currencyWordOf(word) !== null)) return false;
  const next = scan.latin[digitsEnd] === ' ' ? digitsEnd + 1 : digitsEnd;
  return !unitSigns.some((sign) => scan.latin.startsWith(sign, next)) && !/^[A-Z]{3}/u.test(scan.latin.slice(next, next + 3));
}

/** The hour on a 24-hour clock, or null when the written time cannot be. */
function hour24(hour: number, written: string | undefined): number | null {
  if (written === undefined) return hour <= 23 ? hour : null;
  if (hour < 1 || hour > 12) return null;
  const afternoon = /^(م|مساء|[Pp])/u.test(written);
  return (hour % 12) + (afternoon ? 12 : 0);
}

function readTime(scan: Scan, start: number, source: string, t: WrittenTime, override: ReadAsOverride | undefined): Reading {
  if (override?.form === 'keep') return kept(source, axes);
  const hour = hour24(t.hour, t.mark);
  if (hour === null || t.minute > 59) return untouched(source, reason('bad-time', { part: hour === null ? 'hour' : 'minute' }), axes);
  const period = hour < 12 ? 'صباحًا' : 'مساءً';
  // الساعة 10 may be morning or evening: only a written mark or a 24-hour hour tells which.
  const saysPeriod = !t.bare || t.mark !== undefined || hour >= 13;
  // 40 and 45 are told against the next hour: الثانية إلا ربعًا.
  const before = t.minute === 40 || t.minute === 45;
  const shown = (((before ? hour + 1 : hour) + 11) % 12) + 1;
  const grammaticalCase = caseBefore(scan.text, start, scan.dialect).case;
  const minutes =
    t.minute === 0
      ? ''
      : t.minute === 15
        ? ' والربع'
        : t.minute === 20
          ? ' والثلث'
          : t.minute === 30
            ? ' والنصف'
            : t.minute === 40
              ? ' إلا ثلثًا'
              : t.minute === 45
                ? ' إلا ربعًا'
                : ` و${countWords(BigInt(t.minute), { noun: minute, case: grammaticalCase })}`;
  const spoken = `${hourWords(shown)}${minutes}${saysPeriod ? ` ${period}` : ''}`;
  return { spoken, status: 'read', reasons: [t.bare ? reason('hour') : reason('time', { period })], applied: {}, axes };
}

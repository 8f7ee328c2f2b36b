import { countWords } from './cardinal';
import { feminineNoun } from './counted-noun';
import { caseBefore } from './number-context';
import { hourWords } from './ordinal';
import { kept, reason, untouched, type Candidate, type Reading, type ReadAsRuleFinder, type Scan, numberMatches } from './scan';
import type { OverrideAxis, ReadAsOverride } from './types';

/**
 * Clock times, 24-hour (14:30) or 12-hour with a mark (2:30 م، 9:15 ص، 9:15 AM). Read as Arabic
 * speakers tell the time: the hour a feminine ordinal of الساعة (الواحدة، الثانية عشرة), quarter,
 * third and half by name (والربع، والثلث، والنصف، إلا ربعًا، إلا ثلثًا), other minutes counted
 * (وخمس دقائق), then صباحًا before noon and مساءً after it.
 */
const mark = String.raw`(?:\s?(صباحًا|صباحا|صباحاً|مساءً|مساءا|مساء|ص|م|[AaPp]\.?[Mm]\.?)(?![\p{L}]))?`;
const timePattern = new RegExp(String.raw`(\d{1,2}):(\d{2})(?![\p{N}:]|[.,]\d)${mark}`, 'gu');
const minute = feminineNoun('دقيقة', 'دقائق');
const axes: OverrideAxis[] = ['form'];

export const timesRule: ReadAsRuleFinder = {
  rule: 'times',
  find(scan: Scan): Candidate[] {
    const found: Candidate[] = [];
    for (const match of numberMatches(timePattern, scan)) {
      const start = match.index;
      const source = scan.text.slice(start, start + match[0].length);
      const time = { hour: Number(match[1]), minute: Number(match[2]), mark: match[3] };
      found.push({ start, end: start + source.length, rule: 'times', read: (o) => readTime(scan, start, source, time, o) });
    }
    return found;
  },
};

/** The hour on a 24-hour clock, or null when the written time cannot be. */
function hour24(hour: number, written: string | undefined): number | null {
  if (written === undefined) return hour <= 23 ? hour : null;
  if (hour < 1 || hour > 12) return null;
  const afternoon = /^(م|مساء|[Pp])/u.test(written);
  return (hour % 12) + (afternoon ? 12 : 0);
}

function readTime(
  scan: Scan,
  start: number,
  source: string,
  t: { hour: number; minute: number; mark: string | undefined },
  override: ReadAsOverride | undefined,
): Reading {
  if (override?.form === 'keep') return kept(source, axes);
  const hour = hour24(t.hour, t.mark);
  if (hour === null || t.minute > 59) return untouched(source, reason('bad-time', { part: hour === null ? 'hour' : 'minute' }), axes);
  const period = hour < 12 ? 'صباحًا' : 'مساءً';
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
  return { spoken: `${hourWords(shown)}${minutes} ${period}`, status: 'read', reasons: [reason('time', { period })], applied: {}, axes };
}

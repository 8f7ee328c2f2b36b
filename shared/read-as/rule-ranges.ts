import { countWords } from './cardinal';
import { genderAfter, rangeJoinBefore } from './number-context';
import { parseWrittenNumber } from './number-words';
import { kept, reason, untouched, type Candidate, type ReadAsRuleFinder, type Scan, numberMatches } from './scan';
import type { OverrideAxis } from './types';

/**
 * A range written with a dash (5-10, ٣–٥ سنوات, 10-20%) is read "من … إلى …": both numbers are
 * then genitive, take the gender of the noun after, and the noun agrees with the second. After a
 * preposition the من is left out (خلال ثلاثة إلى خمسة أيام); after بين the two join with و
 * (بين ثلاثة وخمسة أيام).
 */
export const rangePattern = new RegExp(
  String.raw`(\d{1,3}(?:,\d{3})+|\d+) ?[-–] ?(\d{1,3}(?:,\d{3})+|\d+)(?![\p{N}A-Za-z_/:@.,-])(\s?%)?`,
  'uy',
);
const axes: OverrideAxis[] = ['form', 'gender'];

export const rangesRule: ReadAsRuleFinder = {
  rule: 'numbers',
  find(scan: Scan): Candidate[] {
    const found: Candidate[] = [];
    for (const match of numberMatches(rangePattern, scan)) {
      const start = match.index;
      const numberEnd = start + match[0].length;
      const percent = match[3] !== undefined;
      const gender = genderAfter(scan.text, numberEnd);
      const end = gender.noun && !percent ? gender.nounEnd : numberEnd;
      const source = scan.text.slice(start, end);
      const join = rangeJoinBefore(scan.text, start);
      const rangeReason =
        join.kind === 'between'
          ? reason('range-between')
          : join.kind === 'after-preposition'
            ? reason('range-after-word', { word: join.word })
            : reason('range');
      const joined = (first: string, second: string) =>
        join.kind === 'between'
          ? `${first} و${second}`
          : join.kind === 'after-preposition'
            ? `${first} إلى ${second}`
            : `من ${first} إلى ${second}`;
      found.push({
        start,
        end,
        rule: 'numbers',
        read(override) {
          if (override?.form === 'keep') return kept(source, axes);
          const from = parseWrittenNumber(match[1]!);
          const to = parseWrittenNumber(match[2]!);
          if (!from || !to)
            return untouched(source, reason('bad-too-long', { digits: String(Math.max(match[1]!.length, match[2]!.length)) }), ['form']);
          const chosen = override?.gender ?? gender.gender;
          const noun = gender.noun && !percent && !override?.gender ? gender.noun : null;
          const first = countWords(from.whole, { gender: chosen, case: 'obl' })!;
          const second = countWords(to.whole, { gender: chosen, case: 'obl', noun })!;
          const tail = noun ? '' : scan.text.slice(numberEnd, end);
          const reasons = [override?.gender ? reason('override') : gender.why, rangeReason];
          if (percent) reasons.push(reason('percent'));
          return {
            spoken: `${joined(first, second)}${percent ? ' بالمئة' : ''}${tail}`,
            status: 'read',
            reasons,
            applied: { form: 'cardinal', gender: chosen, case: 'obl' },
            axes,
          };
        },
      });
    }
    return found;
  },
};

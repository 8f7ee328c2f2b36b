import type { TFunction } from 'i18next';
import type { EntryProblem } from '../../../shared/lexicon';

/** An entry's problem in the reader's language, its numbers in the interface's digits. */
export function problemText(t: TFunction, problem: Pick<EntryProblem, 'code' | 'values'>, format: (n: number) => string): string {
  const v = problem.values;
  const number = (value: string | undefined) => (value === undefined ? '' : format(Number(value)));
  return t(`lexicon.problems.${problem.code}`, { n: number(v.n), max: number(v.max), entry: v.written ?? '', code: v.code ?? '' });
}

import type { DialectDefaults } from './dialects';
import type { OverrideAxis, ReadAsOverride, ReadAsReason, ReadAsRule, ReadAsSpan } from './types';

/** What a rule sees: the script, its Latin-digit copy (same offsets) and the dialect's defaults. */
export interface Scan {
  text: string;
  latin: string;
  dialect: DialectDefaults;
  /** False where an earlier rule has claimed the text, so a rule skips work that would be thrown away. */
  free(index: number): boolean;
}

/** How a span reads under a given override (none when the user has not chosen). */
export type Reading = Pick<ReadAsSpan, 'spoken' | 'status' | 'reasons' | 'applied' | 'axes'>;

/** A stretch of the script a rule claims; `read` is only called if it survives overlap and language checks. */
export interface Candidate {
  start: number;
  end: number;
  rule: ReadAsRule;
  read(override: ReadAsOverride | undefined): Reading;
}

export interface ReadAsRuleFinder {
  rule: ReadAsRule;
  find(scan: Scan): Candidate[];
}

/** Every match of a global pattern, without a fresh RegExp per call. */
export function* matchesOf(pattern: RegExp, text: string): Generator<RegExpExecArray> {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) yield match;
}

export const reason = (code: ReadAsReason['code'], values?: Record<string, string>): ReadAsReason => (values ? { code, values } : { code });

/** Bad input: left exactly as written and marked, with why. */
export function untouched(source: string, why: ReadAsReason, axes: OverrideAxis[] = []): Reading {
  return { spoken: source, status: 'untouched', reasons: [why], applied: {}, axes };
}

/** The user chose to keep the span as written. */
export function kept(source: string, axes: OverrideAxis[]): Reading {
  return { spoken: source, status: 'kept', reasons: [reason('kept')], applied: { form: 'keep' }, axes };
}

const joinsWord = /[\p{L}\p{N}.,_/:@\u0640-]/u;
const letter = /\p{L}/u;

/**
 * Whether a number may start at `index`: not inside a word, a version or an identifier, but after
 * a space, punctuation, or a one-letter conjunction or preposition written onto it (و15، ب5،
 * ل3، ف2). Checked in code rather than as a lookbehind in every pattern: a lookbehind at the
 * head of a pattern is tried at every position of the text and costs more than all the rest.
 */
export function startsNumber(text: string, index: number): boolean {
  const before = text[index - 1];
  if (before === undefined || !joinsWord.test(before)) return true;
  return 'وبلف'.includes(before) && !letter.test(text[index - 2] ?? '');
}

/** Every match of a global pattern that starts where a number may start, in text no earlier rule claimed. */
export function* numberMatches(pattern: RegExp, scan: Scan): Generator<RegExpExecArray> {
  for (const match of matchesOf(pattern, scan.latin)) if (scan.free(match.index) && startsNumber(scan.latin, match.index)) yield match;
}

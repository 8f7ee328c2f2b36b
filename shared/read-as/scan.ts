import type { DialectDefaults } from './dialects';
import type { LanguageOfSpan } from './span-language';
import type { OverrideAxis, ReadAsOverride, ReadAsReason, ReadAsRule, ReadAsSpan, ReadAsSpanRule } from './types';

/** What a rule sees: the script, its Latin-digit copy (same offsets) and the dialect's defaults. */
export interface Scan {
  text: string;
  latin: string;
  dialect: DialectDefaults;
  /** Where each run of ASCII digits starts in `latin`, in order (see digitRunStarts). */
  digitRuns: readonly number[];
  /** Whether [start, end) sits in Arabic or English text (see span-language.ts). */
  languageOf: LanguageOfSpan;
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

/** A candidate of any stage: a rule's, or a lexicon entry's (which says which entry fired). */
export type SpanCandidate = Omit<Candidate, 'rule'> & { rule: ReadAsSpanRule; entry?: ReadAsSpan['entry'] };

export interface ReadAsRuleFinder {
  rule: ReadAsRule;
  find(scan: Scan): Candidate[];
}

/*
 * How patterns are run, so that read-as takes time in proportion to the script (it runs on every
 * edit and on the core's thread): each pattern is sticky and tried only where what it reads can
 * start (a number at the start of a run of digits), never at every position of the text; a start
 * that is not allowed is refused before the pattern is tried; and text a match has read is not
 * tried again, as a global search would not. Each pattern is also linear from one start, which
 * tests/unit/read-as/read-as-patterns.test.ts checks with a ReDoS analyser.
 */

/** The match of a sticky pattern starting exactly at `index`, or null. */
export function matchAt(pattern: RegExp, text: string, index: number): RegExpExecArray | null {
  if (!pattern.sticky) throw new Error(`read-as patterns are tried at chosen starts and must be sticky: ${pattern.source}`);
  pattern.lastIndex = index;
  return pattern.exec(text);
}

/** Matches of a sticky pattern tried at `starts` (ascending), skipping starts inside an earlier match. */
export function* matchesAt(
  pattern: RegExp,
  text: string,
  starts: Iterable<number>,
  mayStart: (index: number) => boolean,
): Generator<RegExpExecArray> {
  let searched = 0;
  for (const start of starts) {
    if (start < searched || !mayStart(start)) continue;
    const match = matchAt(pattern, text, start);
    if (match === null) continue;
    searched = start + match[0].length;
    yield match;
  }
}

/** Offsets where a run of ASCII digits starts: the only places a number can start. One pass. */
export function digitRunStarts(latin: string): number[] {
  const starts: number[] = [];
  let inRun = false;
  for (let i = 0; i < latin.length; i++) {
    const code = latin.charCodeAt(i);
    const digit = code >= 0x30 && code <= 0x39;
    if (digit && !inRun) starts.push(i);
    inRun = digit;
  }
  return starts;
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

/**
 * Every match of a sticky pattern at the start of a run of digits (or at a minus sign just before
 * one), where a number may start, in text no earlier rule claimed. A number glued to a word (x5،
 * COVID-19) is not read, but what the pattern reads from it is not searched again, as a global
 * search would not; after a digit or a separator the pattern is not tried at all, which keeps the
 * work linear (a run of 1,111,111… is read once, not from every group).
 */
export function* numberMatches(pattern: RegExp, scan: Scan): Generator<RegExpExecArray> {
  const { latin } = scan;
  let searched = 0;
  for (const run of scan.digitRuns) {
    // After a minus sign a run cannot start a number itself (startsNumber), only the sign can.
    const start = latin[run - 1] === '-' ? run - 1 : run;
    if (start < searched) continue;
    const starts = startsNumber(latin, start);
    if (!starts && !letter.test(latin[start - 1] ?? '')) continue;
    const match = matchAt(pattern, latin, start);
    if (match === null) continue;
    searched = start + match[0].length;
    if (starts && scan.free(start)) yield match;
  }
}

import { dialectDefaults, type DialectDefaults } from './dialects';
import { latinDigits } from './digits';
import { datesRule } from './rule-dates';
import { moneyRule } from './rule-money';
import { numbersRule } from './rule-numbers';
import { phonesRule } from './rule-phones';
import { lexiconCandidates } from './rule-lexicon';
import { rangesRule } from './rule-ranges';
import { spanLanguages, type LanguageOfSpan } from './span-language';
import { timesRule } from './rule-times';
import { webRule } from './rule-web';
import { digitRunStarts, type Candidate, type ReadAsRuleFinder, type Scan, type SpanCandidate } from './scan';
import type { ReadAsOptions, ReadAsResult, ReadAsRule, ReadAsSpan } from './types';

/**
 * Rules in priority order: an earlier rule's span wins over a later one's that overlaps it (a
 * date's digits are not also read as numbers). A rule switched off, or a span in English text,
 * still claims its stretch, so no later rule reads it piecemeal; it is just left as written. A
 * finder is a rule and a pure find(scan): a new kind of reading is one more entry here.
 */
export const readAsFinders: readonly ReadAsRuleFinder[] = [webRule, datesRule, timesRule, phonesRule, moneyRule, rangesRule, numbersRule];
const arabicLetter = /[\u0621-\u064A\u0671-\u06D3]/u;

/** The rules in effect: the dialect's defaults, then the script's own switches. */
export function rulesInEffect(options: Pick<ReadAsOptions, 'dialect' | 'rules'>): Record<ReadAsRule, boolean> {
  return { ...dialectDefaults(options.dialect).rules, ...options.rules };
}

/**
 * The script as it will be spoken, and every span that differs or was left marked. Pure and
 * deterministic: the editor's preview and the core's generation call it with the same options.
 * Never throws on any text; bad input is a span with status 'untouched'. The lexicons' entries go
 * first and their spans are the rules' no-go zones; the per-script switch turns both off.
 */
export function readAs(text: string, options: ReadAsOptions): ReadAsResult {
  if (!options.enabled || text === '') return { text, spans: [] };
  const dialect = dialectDefaults(options.dialect);
  const enabled = rulesInEffect(options);
  const claimed = new Uint8Array(text.length);
  const kept: SpanCandidate[] = lexiconCandidates(text, options);
  for (const entry of kept) claimed.fill(1, entry.start, entry.end);
  const scan = scanOf(text, dialect, (index) => claimed[index] === 0);
  for (const finder of findersToRun(enabled)) {
    for (const candidate of finder.find(scan)) {
      if (overlaps(claimed, candidate)) continue;
      claimed.fill(1, candidate.start, candidate.end);
      if (!enabled[candidate.rule]) continue;
      if (candidate.rule !== 'web' && scan.languageOf(candidate.start, candidate.end) === 'en') continue;
      kept.push(candidate);
    }
  }
  kept.sort((a, b) => a.start - b.start);
  const spans = keyed(kept, text, options);
  return { text: spokenText(text, spans), spans };
}

/** What every rule sees of one script; `free` says where no earlier rule has claimed it. */
export function scanOf(text: string, dialect: DialectDefaults, free: (index: number) => boolean = () => true): Scan {
  const latin = latinDigits(text);
  let languages: LanguageOfSpan | null = null;
  const languageOf: LanguageOfSpan = (start, end) => (languages ??= spanLanguages(text, dialect.language))(start, end);
  return { text, latin, dialect, digitRuns: digitRunStarts(latin), languageOf, free };
}

/**
 * The finders worth running. A switched-off rule's finder runs only to claim its stretch from a
 * later rule that is on (so "5 ريال" with money off is not read as a bare number); when no rule
 * after it is on, nothing would read its stretch, and it is skipped entirely.
 */
export function findersToRun(enabled: Readonly<Record<ReadAsRule, boolean>>): ReadAsRuleFinder[] {
  const run: ReadAsRuleFinder[] = [];
  let laterOn = false;
  for (const finder of [...readAsFinders].reverse()) {
    if (enabled[finder.rule] || laterOn) run.unshift(finder);
    laterOn ||= enabled[finder.rule];
  }
  return run;
}

function overlaps(claimed: Uint8Array, candidate: Candidate): boolean {
  if (candidate.end <= candidate.start) return true;
  for (let i = candidate.start; i < candidate.end; i++) if (claimed[i]) return true;
  return false;
}

/** Keys name a span by its text and how many spans of the same text precede it, so they survive edits elsewhere. */
function keyed(candidates: SpanCandidate[], text: string, options: ReadAsOptions): ReadAsSpan[] {
  const seen = new Map<string, number>();
  // A Map, not the options' object: looking a fresh key up on an object costs more than reading the span.
  const overrides = new Map(Object.entries(options.overrides));
  return candidates.map((candidate) => {
    const source = text.slice(candidate.start, candidate.end);
    const nth = seen.get(source) ?? 0;
    seen.set(source, nth + 1);
    const key = `${source}#${nth}`;
    const { spoken, status, reasons, applied, axes } = candidate.read(overrides.get(key));
    const span: ReadAsSpan = {
      start: candidate.start,
      end: candidate.end,
      at: 0,
      source,
      spoken,
      rule: candidate.rule,
      key,
      status,
      reasons,
      applied,
      axes,
    };
    if (candidate.entry) span.entry = candidate.entry;
    return span;
  });
}

/** Splices the readings in (noting where each lands); a reading that would run into a following letter gets a space. */
function spokenText(text: string, spans: ReadAsSpan[]): string {
  let out = '';
  let at = 0;
  for (const span of spans) {
    out += text.slice(at, span.start);
    span.at = out.length;
    out += span.spoken;
    at = span.end;
    const next = text[at];
    if (span.status === 'read' && next !== undefined && arabicLetter.test(next) && arabicLetter.test(span.spoken.at(-1) ?? '')) out += ' ';
  }
  return out + text.slice(at);
}

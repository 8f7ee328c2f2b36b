import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { compileLexicon } from '../../../shared/lexicon';
import { readAs, type ReadAsOptions } from '../../../shared/read-as';
import {
  applyTashkeel,
  countScriptChars,
  cutAtPauseMarkers,
  detectScriptLanguage,
  hasPauseMarkers,
  nameKey,
  needsSplitting,
  normalizeForSearch,
  parsePauseMarkers,
  pausesOfPart,
  splitScript,
  splitSentences,
  stripPauseMarkers,
  stripTashkeel,
} from '../../../shared/text';
import { adversarialScripts, quotedPhoneScripts } from '../../fixtures/read-as/adversarial';
import { deepPhraseEntries, generatedEntries } from '../../fixtures/lexicons/generated';

/**
 * Read-as runs on every edit and inside the core's generation check, so a pattern that backtracks
 * freezes the studio. Every read-as, lexicon and pause-marker pattern is fed 3,000-character
 * scripts made to make it backtrack (the lexicon matcher with a 1,000-entry lexicon). This is a hang bound, not a speed test: the work takes a few milliseconds
 * (bench/read-as.bench.ts prints it) and the bound is hundreds of times that, while the phone
 * pattern this guards against took 15 s at 30 digits. vm's timeout stops synchronous work, which a
 * test timeout cannot interrupt, so a runaway pattern fails here instead of hanging the run.
 */
const HANG_BOUND_MS = 2_000;

function withinHangBound<T>(work: () => T): T {
  return runInNewContext('work()', { work }, { timeout: HANG_BOUND_MS }) as T;
}

const allRulesOn = (dialect: string): ReadAsOptions => ({
  enabled: true,
  rules: { numbers: true, money: true, dates: true, times: true, phones: true, web: true },
  overrides: {},
  dialect,
});

/** A 1,000-entry lexicon, and entries that make every walk as deep as an entry may go (twelve words). */
const lexicon = compileLexicon([...deepPhraseEntries(), ...generatedEntries(1_000)]);

/** Everything in shared/text that reads a whole script with a pattern. */
const textWork: ReadonlyArray<readonly [string, (text: string) => unknown]> = [
  ['parsePauseMarkers', parsePauseMarkers],
  ['stripPauseMarkers', stripPauseMarkers],
  ['hasPauseMarkers', hasPauseMarkers],
  ['cutAtPauseMarkers', cutAtPauseMarkers],
  ['pausesOfPart', pausesOfPart],
  ['splitScript', (text) => splitScript(text, 500)],
  ['needsSplitting', needsSplitting],
  ['countScriptChars', countScriptChars],
  ['splitSentences', splitSentences],
  ['normalizeForSearch', normalizeForSearch],
  ['nameKey', nameKey],
  ['detectScriptLanguage', detectScriptLanguage],
  ['stripTashkeel', stripTashkeel],
  ['applyTashkeel', (text) => applyTashkeel(text, 0, text.length, 'fatha')],
];

describe('read-as and pause markers on adversarial scripts', () => {
  const scripts = adversarialScripts();

  it('makes every script exactly as long as asked', () => {
    for (const script of scripts) expect(script.text.length, script.name).toBe(3_000);
    for (const script of adversarialScripts(100_000)) expect(script.text.length, script.name).toBe(100_000);
  });

  describe.each(['msa', 'egy'])('read-as with every rule on (%s)', (dialect) => {
    it.each(scripts.map((s) => [`${s.family}: ${s.name}`, s] as const))('%s', (_name, script) => {
      const result = withinHangBound(() => readAs(script.text, allRulesOn(dialect)));
      // Never loses text: every span splices back where it came from.
      for (const span of result.spans) expect(script.text.slice(span.start, span.end)).toBe(span.source);
    });
  });

  describe('read-as with a 1,000-entry lexicon first', () => {
    it.each(scripts.map((s) => [`${s.family}: ${s.name}`, s] as const))('%s', (_name, script) => {
      const result = withinHangBound(() => readAs(script.text, { ...allRulesOn('egy'), lexicon }));
      for (const span of result.spans) expect(script.text.slice(span.start, span.end)).toBe(span.source);
    });
  });

  describe.each(textWork)('%s', (_name, work) => {
    it.each(scripts.map((s) => [`${s.family}: ${s.name}`, s] as const))('%s', (_label, script) => {
      withinHangBound(() => work(script.text));
    });
  });

  /*
   * The same scripts at 100,000 characters, under the same bound. Linear work grows 33-fold from
   * 3,000 characters (a few hundred milliseconds at most); work growing with the square of the
   * length grows 1,100-fold, past the bound for anything above about 2 ms at 3,000 characters. A
   * pattern tried again from every label of a.a.a.a… stays far below the bound at 3,000 characters
   * and is caught here. Read-as and the marker scan only: they are what these patterns serve.
   */
  describe('at 100,000 characters', () => {
    const long = adversarialScripts(100_000);
    it.each(long.map((s) => [`${s.family}: ${s.name}`, s] as const))('%s', (_name, script) => {
      withinHangBound(() => readAs(script.text, allRulesOn('msa')));
      withinHangBound(() => readAs(script.text, { ...allRulesOn('msa'), lexicon }));
      withinHangBound(() => [parsePauseMarkers(script.text), stripPauseMarkers(script.text), hasPauseMarkers(script.text)]);
    });
  });

  it.each(quotedPhoneScripts.map((s) => [s.digits, s] as const))(
    'reads the issue’s phone number with %i digits and ½ without freezing, leaving it as written',
    (_digits, script) => {
      const result = withinHangBound(() => readAs(script.text, allRulesOn('msa')));
      expect(result.text).toBe(script.text);
    },
  );
});

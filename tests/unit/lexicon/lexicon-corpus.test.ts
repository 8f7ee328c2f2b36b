import { describe, expect, it } from 'vitest';
import { compileLexicon } from '../../../shared/lexicon';
import { readAs, readAsRules, type ReadAsOptions } from '../../../shared/read-as';
import { lexiconCorpus, profileEntries, projectEntries, type LexiconCaseGroup } from '../../fixtures/lexicons/corpus';

const profileOnly = compileLexicon(profileEntries);
const withProject = compileLexicon([...projectEntries, ...profileEntries]);
const noRules = Object.fromEntries(readAsRules.map((rule) => [rule, false]));

function optionsOf(group: LexiconCaseGroup): ReadAsOptions {
  return {
    enabled: true,
    rules: group.readAs === 'lexicon-only' ? noRules : {},
    overrides: group.overrides ?? {},
    dialect: group.dialect,
    lexicon: group.project ? withProject : profileOnly,
  };
}

describe('the lexicon corpus', () => {
  const all = lexiconCorpus.flatMap((group) => group.cases);

  it('holds at least 150 cases, each saying why', () => {
    expect(all.length).toBeGreaterThanOrEqual(150);
    for (const c of all) expect(c.why.trim(), c.input).not.toBe('');
  });

  for (const group of lexiconCorpus) {
    describe(group.name, () => {
      it.each(group.cases.map((c) => [c.input, c] as const))('%s', (_name, c) => {
        expect(readAs(c.input, optionsOf(group)).text, c.why).toBe(c.expected);
      });
    });
  }

  it('says which entry fired and in which lexicon, on every lexicon span', () => {
    const { spans } = readAs('وبجوجلها و COVID-19', optionsOf({ ...lexiconCorpus[0]!, project: true }));
    const [google, covid] = spans;
    expect(google).toMatchObject({ rule: 'lexicon', source: 'وبجوجلها', spoken: 'وبجوجِلها', status: 'read' });
    expect(google!.entry).toMatchObject({ lexiconName: 'This book', scope: 'project', written: 'جوجل' });
    expect(google!.reasons.map((r) => r.code)).toEqual(['lexicon', 'lexicon-clitics']);
    expect(google!.reasons[1]!.values).toEqual({ attached: 'وب … ها' });
    expect(covid!.entry).toMatchObject({ lexiconName: 'Brands and places', scope: 'profile', written: 'COVID-19' });
  });

  it('is off with read-as: the per-script switch turns lexicons off too', () => {
    const options = { ...optionsOf(lexiconCorpus[0]!), enabled: false };
    expect(readAs('وبجوجلها COVID-19', options).text).toBe('وبجوجلها COVID-19');
  });

  it('gives every span back the text it came from', () => {
    for (const group of lexiconCorpus) {
      for (const c of group.cases) {
        const result = readAs(c.input, optionsOf(group));
        for (const span of result.spans) {
          expect(c.input.slice(span.start, span.end)).toBe(span.source);
          expect(result.text.slice(span.at, span.at + span.spoken.length)).toBe(span.spoken);
        }
      }
    }
  });
});

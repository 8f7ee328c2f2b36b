import { describe, expect, it } from 'vitest';
import { readAs } from '../../../shared/read-as';
import { readAsCorpus, type ReadAsCase } from '../../fixtures/read-as';

const spoken = (c: ReadAsCase) => readAs(c.input, { enabled: true, rules: {}, overrides: c.overrides ?? {}, dialect: c.dialect });

describe('the read-as corpus', () => {
  const all = Object.values(readAsCorpus).flat();

  it('holds at least 300 cases, each naming the rule it follows', () => {
    expect(all.length).toBeGreaterThanOrEqual(300);
    for (const c of all) expect(c.rule.trim(), c.input).not.toBe('');
  });

  for (const [kind, cases] of Object.entries(readAsCorpus)) {
    describe(kind, () => {
      it.each(cases.map((c) => [`${c.input} (${c.dialect})`, c] as const))('%s', (_name, c) => {
        expect(spoken(c).text, c.rule).toBe(c.expected);
      });
    });
  }

  it('marks every bad input as untouched, never as read', () => {
    for (const c of readAsCorpus.bad!) {
      const { spans } = spoken(c);
      expect(spans.length, c.input).toBeGreaterThan(0);
      expect(
        spans.every((span) => span.status === 'untouched' && span.reasons[0]!.code.startsWith('bad-')),
        c.input,
      ).toBe(true);
    }
  });
});

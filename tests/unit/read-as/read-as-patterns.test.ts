import { checkSync, type Parameters } from 'recheck';
import { describe, expect, it } from 'vitest';
import { sourcePatterns, type SourcePattern } from '../../helpers/source-patterns';

/**
 * Every regular expression in read-as, the lexicons (matching, PLS, CSV, bulk paste) and the text
 * utilities (pause markers, splitting, counting, search) is judged by recheck, a ReDoS analyser (static analysis, then fuzzing for attack strings):
 * none may take more than linear time in what it reads. Read-as patterns are sticky and tried only
 * where a number or address can start (shared/read-as/scan.ts), so each is judged from one start;
 * a global pattern is judged as the search over the whole text it is. The adversarial scripts of
 * read-as-adversarial.test.ts then run the patterns as they are used.
 */
const folders = ['shared/read-as', 'shared/text', 'shared/lexicon'];

/** Patterns recheck flags that cannot be slow where they are used, each with why. */
const allowed: ReadonlyArray<{ file: string; source: string; why: string }> = [
  {
    file: 'shared/text/split-script.ts',
    source: String.raw`["'»”’)\]}]+$`,
    why: 'run only on the four characters before a space (text.slice(index - 4, index))',
  },
];

// No time limits, only recheck's limits on characters read (and its fixed random seed): a verdict
// then does not depend on how loaded the machine is. With its default time limits a pattern that
// V8 runs in linear time was once judged polynomial on a busy machine.
const deterministic: Parameters = { timeout: null, incubationTimeout: null, attackTimeout: null };

const isAllowed = ({ where, pattern }: SourcePattern) =>
  allowed.some((entry) => where.startsWith(`${entry.file}:`) && entry.source === pattern.source);

describe('read-as and text patterns', () => {
  it('are all reachable by the audit', async () => {
    const { patterns, unreachable } = await sourcePatterns(folders);
    expect(unreachable).toEqual([]);
    // The inventory finds the patterns it must: a phone pattern and the pause marker's head.
    expect(patterns.some(({ where }) => where.startsWith('shared/read-as/rule-phones.ts'))).toBe(true);
    expect(patterns.some(({ where }) => where.startsWith('shared/text/pause-markers.ts'))).toBe(true);
    expect(patterns.some(({ where }) => where.startsWith('shared/lexicon/csv.ts'))).toBe(true);
  });

  it('take linear time in what they read, as recheck judges them', { timeout: 600_000 }, async () => {
    const { patterns } = await sourcePatterns(folders);
    const judged = patterns
      .filter((p) => !isAllowed(p))
      .map(({ where, pattern }) => {
        const result = checkSync(pattern.source, pattern.flags, deterministic);
        if (result.status === 'safe') return { where, status: result.status };
        if (result.status === 'unknown') return { where, status: result.status, error: result.error.kind };
        return { where, status: result.status, complexity: result.complexity.summary, attack: result.attack.pattern };
      });
    expect(judged.filter((j) => j.status !== 'safe')).toEqual([]);
  });

  it('allows only patterns that still exist, so the list cannot go stale', async () => {
    const { patterns } = await sourcePatterns(folders);
    for (const entry of allowed) {
      const stillThere = patterns.some(({ where, pattern }) => where.startsWith(`${entry.file}:`) && pattern.source === entry.source);
      expect(stillThere, `${entry.file} ${entry.source}`).toBe(true);
    }
  });
});

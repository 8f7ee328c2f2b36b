import { describe, expect, it } from 'vitest';
import { changedEntries, lexiconChangeOf } from '../../../electron/core/projects/lexicon-refresh';
import { compileLexicon, lexiconDigest, type EffectiveEntry, type LexiconScope } from '../../../shared/lexicon';
import { readAs } from '../../../shared/read-as';

// A lexicon change re-reads only the blocks where a changed entry matches (lexicon-refresh.ts).
// That is sound only if a block no changed entry matches reads the same before and after: checked
// here on overlapping entries (longer and shorter matches, clitics, dialects, scopes, a tie).

const entry = (written: string, spoken: string, more: Partial<EffectiveEntry> & { scope?: LexiconScope } = {}): EffectiveEntry => ({
  written,
  spoken,
  dialects: more.dialects ?? [],
  caseSensitive: more.caseSensitive ?? false,
  source: { lexiconId: 'l', lexiconName: 'L', entryId: written, scope: more.scope ?? 'profile' },
});

const snapshot = (entries: EffectiveEntry[]) => ({ digest: lexiconDigest(entries), entries });
const read = (entries: EffectiveEntry[], text: string, dialect: string | null) =>
  readAs(text, { enabled: true, rules: {}, overrides: {}, dialect, lexicon: compileLexicon(entries, { digest: false }) }).text;

const pool = [
  entry('الأمم المتحدة', 'الأُمَم المُتَّحِدة'),
  entry('الأمم', 'الأُمَم'),
  entry('جوجل', 'غوغل'),
  entry('جوجل', 'جُوجِل', { scope: 'project' }),
  entry('NASA', 'ناسا'),
  entry('NASA', 'نازا', { caseSensitive: true }),
  entry('فلوس', 'نقود', { dialects: ['egy'] }),
  entry('كوفيد', 'كوفيد تسعة عشر'),
];

const texts = [
  'قالت الأمم المتحدة إن الأمم تتفق.',
  'بحثنا في جوجل وبجوجل عن NASA وnasa.',
  'معي فلوس كثيرة وكوفيد انتهى.',
  'لا شيء هنا يطابق أي مدخل.',
  'وللأمم المتحدة رأي في كوفيد.',
];

describe('a lexicon change', () => {
  it('names the entries added, removed or edited, counting duplicates; none when only the order moved', () => {
    const [a, b, c] = pool as [EffectiveEntry, EffectiveEntry, EffectiveEntry];
    expect(changedEntries([a, b], [b, a])).toBeNull();
    expect(changedEntries([a, b], [a, b, c])).toEqual([c]);
    expect(changedEntries([a, a, b], [a, b])).toEqual([a]);
    expect(changedEntries([a], [{ ...a, spoken: 'الأمم المتحدة' }])).toHaveLength(2);
    // The lexicon an entry comes from is not what it does: moving it between lexicons of one scope changes nothing.
    expect(changedEntries([a], [{ ...a, source: { ...a.source, lexiconId: 'other', entryId: 'x' } }])).toBeNull();
  });

  it('leaves alone only blocks that read the same before and after, on every pair of subsets', () => {
    const subsets = Array.from({ length: 1 << pool.length }, (_, mask) => pool.filter((_, i) => mask & (1 << i)));
    let spared = 0;
    for (let i = 0; i < subsets.length; i += 7) {
      for (let j = 0; j < subsets.length; j += 11) {
        const before = subsets[i]!;
        const after = subsets[j]!;
        const change = lexiconChangeOf(snapshot(before), snapshot(after));
        for (const text of texts) {
          for (const dialect of [null, 'egy']) {
            if (change.affects(text, dialect)) continue;
            spared++;
            expect(read(after, text, dialect)).toBe(read(before, text, dialect));
          }
        }
      }
    }
    // The check has teeth: most pairs spare some block.
    expect(spared).toBeGreaterThan(100);
  });

  it('re-reads every block when only the order moved (a tie may then go the other way)', () => {
    const change = lexiconChangeOf(snapshot([pool[2]!, pool[3]!]), snapshot([pool[3]!, pool[2]!]));
    expect(change.affects('لا شيء هنا', null)).toBe(true);
  });
});

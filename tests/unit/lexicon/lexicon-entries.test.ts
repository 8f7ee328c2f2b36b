import { describe, expect, it } from 'vitest';
import { checkEntry, entryWarnings, parseBulkPaste, parseCsv, writeCsv, type LexiconEntry } from '../../../shared/lexicon';

const entry = (id: string, written: string, spoken: string, extra: Partial<LexiconEntry> = {}): LexiconEntry => ({
  id,
  written,
  spoken,
  note: '',
  enabled: true,
  dialects: [],
  caseSensitive: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...extra,
});

describe('an entry’s own checks', () => {
  it.each([
    ['', 'x', 'written-empty'],
    ['x'.repeat(101), 'x', 'written-too-long'],
    [Array.from({ length: 13 }, (_, i) => `w${i}`).join(' '), 'x', 'written-too-many-words'],
    ['سطر\nآخر', 'x', 'written-line-break'],
    ['...', 'نقاط', 'written-no-letters'],
    ['جوجل', '   ', 'spoken-empty'],
    ['جوجل', 'غ'.repeat(1_001), 'spoken-too-long'],
    ['AI', 'AI إيه آي', 'spoken-loops'],
    ['جوجل', 'هو وجوجل', 'spoken-loops'],
    ['جوجل', 'غوغل', null],
    ['COVID-19', 'COVID-19', null],
    ['€', 'يورو', null],
    ['😀', 'وجه مبتسم', null],
  ])('“%s” → “%s”: %s', (written, spoken, code) => {
    expect(checkEntry({ written, spoken })?.code ?? null).toBe(code);
  });

  it('says what is wrong and what to do, naming the field', () => {
    expect(checkEntry({ written: 'AI', spoken: 'AI إيه آي' })).toMatchObject({
      field: 'spoken',
      message: 'The spoken form contains “AI” itself: applied again it would grow without end. Write the spoken form without it.',
    });
    expect(checkEntry({ written: 'x', spoken: 'y'.repeat(3_001) })?.message).toBe(
      'The spoken form is 3001 characters; an entry may say at most 1000 (a whole script is at most 3,000).',
    );
  });

  it('case-sensitive entries loop only on their own case', () => {
    expect(checkEntry({ written: 'AI', spoken: 'ai ذكاء', caseSensitive: true })).toBeNull();
    expect(checkEntry({ written: 'AI', spoken: 'ai ذكاء' })?.code).toBe('spoken-loops');
  });
});

describe('warnings in a lexicon', () => {
  it('flags duplicates, conflicts for overlapping dialects, and digits in a spoken form', () => {
    const warnings = entryWarnings([
      entry('a', 'جوجل', 'غوغل'),
      entry('b', 'جُوجِل', 'غُوغِل'),
      entry('c', 'جوجل', 'جوجِل', { dialects: ['egy'] }),
      entry('d', 'هاتف', 'تليفون', { dialects: ['egy'] }),
      entry('e', 'هاتف', 'تلفون', { dialects: ['leb'] }),
      entry('f', 'Windows 11', 'ويندوز 11'),
    ]);
    expect(warnings.get('a')).toEqual([
      { kind: 'duplicate', otherId: 'b' },
      { kind: 'conflict', otherId: 'c' },
    ]);
    expect(warnings.get('d')).toBeUndefined();
    expect(warnings.get('f')).toEqual([{ kind: 'digits-spoken' }]);
  });
});

describe('bulk paste', () => {
  it('reads `word = spoken` lines and names every line it cannot read', () => {
    const { entries, problems } = parseBulkPaste('\uFEFFجوجل = غوغل\r\n\n# a comment\nAI=إيه آي = ذكاء\nبلا مساواة\n = فارغ\nفارغ =  \n');
    expect(entries).toEqual([
      { line: 1, written: 'جوجل', spoken: 'غوغل' },
      { line: 4, written: 'AI', spoken: 'إيه آي = ذكاء' },
    ]);
    expect(problems.map((p) => [p.line, p.code])).toEqual([
      [5, 'no-equals'],
      [6, 'written-empty'],
      [7, 'spoken-empty'],
    ]);
  });
});

describe('CSV', () => {
  const entries = [
    entry('1', 'جوجل', 'غوغل', { note: 'اسم شركة، بفاصلة' }),
    entry('2', 'AI', 'إيه آي', { caseSensitive: true, dialects: ['egy', 'leb'], enabled: false }),
    entry('3', 'Say "hi"', 'سَي\nهاي', { note: ' leading space' }),
  ];

  it('round-trips every field, with a BOM and quoted fields', () => {
    const text = writeCsv(entries);
    expect(text.startsWith('\uFEFFwritten,spoken,note,enabled,dialects,case_sensitive\r\n')).toBe(true);
    const back = parseCsv(text);
    expect(back.problems).toEqual([]);
    expect(back.entries.map(({ line: _line, ...e }) => e)).toEqual(entries.map(({ id: _id, createdAt: _at, ...e }) => e));
  });

  it('reads a file without a header as written, spoken, note; semicolons or tabs as separators; Arabic headers', () => {
    expect(parseCsv('جوجل,غوغل\nأبل,آبل,ملاحظة\n').entries.map((e) => [e.written, e.spoken, e.note])).toEqual([
      ['جوجل', 'غوغل', ''],
      ['أبل', 'آبل', 'ملاحظة'],
    ]);
    expect(parseCsv('written;spoken\nx;y\n').entries[0]).toMatchObject({ written: 'x', spoken: 'y' });
    expect(parseCsv('المنطوق\tالمكتوب\nغوغل\tجوجل\n').entries[0]).toMatchObject({ written: 'جوجل', spoken: 'غوغل' });
  });

  it('refuses an unclosed quote and a header without a spoken column, naming the line', () => {
    expect(parseCsv('written,spoken\n"x,y\n').problems[0]).toMatchObject({ line: 2, code: 'unclosed-quote' });
    expect(parseCsv('written,note\nx,y\n').problems[0]).toMatchObject({ code: 'no-spoken-column' });
    expect(parseCsv('written,spoken,enabled\nx,y,maybe\n').problems[0]).toMatchObject({ line: 2, code: 'bad-boolean' });
  });
});

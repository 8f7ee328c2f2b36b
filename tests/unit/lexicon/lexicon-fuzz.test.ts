import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compileLexicon,
  normalizeEntryText,
  parseBulkPaste,
  parseCsv,
  parsePls,
  writeCsv,
  writePls,
  type EffectiveEntry,
  type LexiconEntry,
} from '../../../shared/lexicon';
import { readAs } from '../../../shared/read-as';

/** Words from the alphabets the matcher treats differently: Arabic letters and marks, clitic letters, Latin, digits, joiners. */
const pieces = [
  'جوجل',
  'و',
  'ب',
  'ال',
  'لل',
  'ها',
  'ة',
  'ت',
  'ى',
  'ي',
  'أ',
  'ؤ',
  '\u0654',
  '\u064E',
  '\u0651',
  'ـ',
  'Google',
  'AI',
  'ai',
  '19',
  '٢٠',
  '-',
  '.',
  '@',
  ' ',
  '  ',
  '\n',
  '€',
  '😀',
  '\u200C',
];
const scriptish = fc.array(fc.constantFrom(...pieces), { maxLength: 60 }).map((parts) => parts.join(''));
const textOf = fc.oneof(scriptish, fc.string({ maxLength: 80 }), fc.string({ unit: 'grapheme', maxLength: 40 }));

const entryOf = fc.record({
  written: scriptish.filter((w) => w.trim() !== ''),
  spoken: fc.string({ minLength: 1, maxLength: 20 }),
  dialects: fc.subarray(['egy', 'leb', 'msa']),
  caseSensitive: fc.boolean(),
});

describe('the lexicon engine on any input', () => {
  it('finds matches in order, never overlapping, inside the text, and readAs splices them back', () => {
    fc.assert(
      fc.property(fc.array(entryOf, { maxLength: 12 }), textOf, fc.constantFrom(null, 'egy', 'leb'), (rows, text, dialect) => {
        const entries: EffectiveEntry[] = rows.map((row, i) => ({
          ...row,
          source: { lexiconId: 'l', lexiconName: 'L', entryId: String(i), scope: 'profile' },
        }));
        const lexicon = compileLexicon(entries);
        let end = 0;
        for (const match of lexicon.find(text, dialect)) {
          expect(match.start).toBeGreaterThanOrEqual(end);
          expect(match.end).toBeGreaterThan(match.start);
          expect(match.end).toBeLessThanOrEqual(text.length);
          end = match.end;
        }
        const result = readAs(text, { enabled: true, rules: {}, overrides: {}, dialect, lexicon });
        for (const span of result.spans) expect(text.slice(span.start, span.end)).toBe(span.source);
      }),
      { numRuns: 400 },
    );
  });

  it('reads any text as PLS, CSV or pasted lines without throwing: an answer or a problem', () => {
    fc.assert(
      fc.property(fc.oneof(textOf, fc.string({ unit: 'binary', maxLength: 200 })), (text) => {
        const pls = parsePls(text);
        expect(pls.ok || pls.problem.message.length > 0).toBe(true);
        parseCsv(text);
        parseBulkPaste(text);
      }),
      { numRuns: 400 },
    );
  });

  it('gives back every entry through CSV and through PLS, whatever their text', () => {
    const field = fc.string({ unit: 'grapheme', maxLength: 30 }).map(normalizeEntryText);
    const entries = fc.array(
      fc.record({
        written: field.filter((w) => w !== ''),
        spoken: field.filter((w) => w !== ''),
        note: fc.string({ unit: 'grapheme', maxLength: 30 }).map((n) => n.trim()),
        enabled: fc.boolean(),
        dialects: fc.subarray(['egy', 'leb', 'msa']),
        caseSensitive: fc.boolean(),
      }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(entries, (rows) => {
        const full: LexiconEntry[] = rows.map((row, i) => ({ ...row, id: String(i), createdAt: '' }));
        const csv = parseCsv(writeCsv(full));
        expect(csv.entries.map(({ line: _line, ...e }) => e)).toEqual(rows);
        const pls = parsePls(writePls({ language: 'ar', entries: full }));
        expect(pls.ok && pls.value.entries.map(({ lexeme: _lexeme, ...e }) => e)).toEqual(rows);
      }),
      { numRuns: 300 },
    );
  });
});

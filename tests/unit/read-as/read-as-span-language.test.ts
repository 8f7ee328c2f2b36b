import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spanLanguages, type SpanLanguage } from '../../../shared/read-as/span-language';

/** The rule read directly: a letter inside, else the nearest letter each side on the line, within 120 characters. */
function direct(text: string, start: number, end: number, fallback: SpanLanguage): SpanLanguage {
  const arabic = /[\u0621-\u064A\u0671-\u06D3]/u;
  const latin = /[A-Za-z]/u;
  if (arabic.test(text.slice(start, end))) return 'ar';
  const nearest = (from: number, step: 1 | -1): SpanLanguage | null => {
    for (let i = from, seen = 0; i >= 0 && i < text.length && seen < 120; i += step, seen++) {
      if (text[i] === '\n') return null;
      if (arabic.test(text[i]!)) return 'ar';
      if (latin.test(text[i]!)) return 'en';
    }
    return null;
  };
  const left = nearest(start - 1, -1);
  const right = nearest(end, 1);
  if (left === 'ar' || right === 'ar') return 'ar';
  if (left === 'en' || right === 'en') return 'en';
  return fallback;
}

describe('the language a span sits in', () => {
  it('is what a direct look at its neighbours says, for any script and span', () => {
    const char = fc.constantFrom('a', 'Z', 'ب', 'ۓ', 'ٱ', 'ـ', ' ', ' ', ' ', '1', '.', '\n');
    const script = fc.array(char, { maxLength: 400 }).map((chars) => chars.join(''));
    const case_ = script.chain((text) =>
      fc.tuple(fc.constant(text), fc.nat(text.length), fc.nat(text.length), fc.constantFrom<SpanLanguage>('ar', 'en')),
    );
    fc.assert(
      fc.property(case_, ([text, a, b, fallback]) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        expect(spanLanguages(text, fallback)(start, end)).toBe(direct(text, start, end, fallback));
      }),
      { numRuns: 2_000 },
    );
  });

  it('looks no further than 120 characters', () => {
    const far = `ب${' '.repeat(120)}1`;
    expect(spanLanguages(far, 'en')(far.length - 1, far.length)).toBe('en');
    const near = `ب${' '.repeat(119)}1`;
    expect(spanLanguages(near, 'en')(near.length - 1, near.length)).toBe('ar');
  });
});

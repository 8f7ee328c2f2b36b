import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkGeneration, sentLength, sentLengthOf } from '../../../shared/model/generation-rules';
import { scriptCharLimit } from '../../../shared/model/script';
import { defaultReadAsSettings, type ReadAsOptions } from '../../../shared/read-as';
import { countScriptChars, isInsideWord, needsSplitting, splitScript } from '../../../shared/text';

const arabicWords = ['مرحبا', 'بكم', 'في', 'استوديو', 'صوت', 'الكلامُ', 'العربيّة', 'جميلةٌ', 'اللُّغة', 'كتابٌ'];
const englishWords = ['hello', 'world', 'studio', 'speech', 'voice', "don't", 'e-mail', '3.14', 'Arabic'];
const marks = ['.', '!', '?', '؟', '،', '؛', ',', ':', ''];
const spaces = [' ', ' ', ' ', '  ', '\n', '\n\n', ' \n ', '\t'];

/** Scripts made of real-looking words, punctuation and whitespace of every kind, in both languages. */
const script = fc
  .array(fc.tuple(fc.constantFrom(...arabicWords, ...englishWords), fc.constantFrom(...marks), fc.constantFrom(...spaces)), {
    minLength: 0,
    maxLength: 1_500,
    // fast-check keeps arrays short by default; long scripts are the point here.
    size: 'max',
  })
  .map((tokens) => tokens.map(([word, mark, space]) => word + mark + space).join(''));

describe('splitScript', () => {
  it('leaves a script within the limit whole', () => {
    expect(splitScript('مرحبا بكم.')).toEqual(['مرحبا بكم.']);
    expect(splitScript('')).toEqual([]);
    expect(needsSplitting('a'.repeat(3000))).toBe(false);
    expect(needsSplitting('a'.repeat(3001))).toBe(true);
  });

  it('property: every part fits the limit as the service counts it', () => {
    fc.assert(
      fc.property(script, fc.integer({ min: 40, max: 3000 }), (text, max) => {
        for (const part of splitScript(text, max)) expect(countScriptChars(part)).toBeLessThanOrEqual(max);
      }),
      { numRuns: 150 },
    );
  });

  it('property: the parts joined give back the original text exactly', () => {
    fc.assert(
      fc.property(script, fc.integer({ min: 40, max: 3000 }), (text, max) => {
        expect(splitScript(text, max).join('')).toBe(text);
      }),
      { numRuns: 150 },
    );
  });

  it('property: no part starts or ends inside a word', () => {
    fc.assert(
      fc.property(script, fc.integer({ min: 40, max: 3000 }), (text, max) => {
        let at = 0;
        for (const part of splitScript(text, max)) {
          expect(isInsideWord(text, at)).toBe(false);
          at += part.length;
          expect(isInsideWord(text, at)).toBe(false);
          expect(part.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('property: holds for arbitrary Unicode text with spaces too', () => {
    const words = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).map((w) => w.replace(/\s/gu, ''));
    const text = fc
      .array(fc.tuple(words, fc.constantFrom(...spaces)), { maxLength: 400, size: 'max' })
      .map((t) => t.map(([w, s]) => w + s).join(''));
    fc.assert(
      fc.property(text, fc.integer({ min: 30, max: 500 }), (value, max) => {
        const parts = splitScript(value, max);
        expect(parts.join('')).toBe(value);
        for (const part of parts) expect(countScriptChars(part)).toBeLessThanOrEqual(max);
      }),
      { numRuns: 150 },
    );
  });

  it('cuts after a paragraph break or a sentence mark rather than mid-sentence', () => {
    const sentence = 'هذه جملة عربية طويلة بعض الشيء، تتكرر كثيرا؟ ';
    const text = sentence.repeat(150);
    const parts = splitScript(text);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts.slice(0, -1)) expect(part.trimEnd().endsWith('؟')).toBe(true);
  });

  it('prefers a paragraph break in the second half of a part', () => {
    const paragraph = `${'word '.repeat(300).trim()}.\n\n`;
    const parts = splitScript(paragraph.repeat(4), 3000);
    expect(parts[0]!.endsWith('.\n\n')).toBe(true);
  });

  it('cuts at a space when a sentence is longer than a part, and hard only for one giant word', () => {
    const parts = splitScript('كلمة '.repeat(1000));
    expect(parts.every((p) => !p.startsWith(' '))).toBe(true);
    const giant = 'ب'.repeat(7000);
    expect(splitScript(giant).map((p) => p.length)).toEqual([3000, 3000, 1000]);
  });

  it('never separates a letter from its diacritics', () => {
    const text = 'بَ'.repeat(2000);
    for (const part of splitScript(text)) expect(/^\p{M}/u.test(part)).toBe(false);
  });

  it('splits 50,000 characters into parts all within the limit', () => {
    const text = 'The studio speaks Arabic and English. '.repeat(1400);
    const parts = splitScript(text);
    expect(parts.join('')).toBe(text);
    expect(Math.max(...parts.map(countScriptChars))).toBeLessThanOrEqual(3000);
  });
});

/** A measure that lengthens every digit, as read-as does when numbers become words. */
const digitsAsWords = (slice: string) => countScriptChars(slice) + 4 * (slice.match(/\p{N}/gu)?.length ?? 0);
const withNumbers = fc
  .array(
    fc.tuple(
      fc.constantFrom(...arabicWords, ...englishWords, '2024', '1,250', '35', '٣٠٠'),
      fc.constantFrom(...marks),
      fc.constantFrom(...spaces),
    ),
    {
      maxLength: 1_500,
      size: 'max',
    },
  )
  .map((tokens) => tokens.map(([word, mark, space]) => word + mark + space).join(''));

describe('splitScript by the length that will be sent (issue 33 item 1)', () => {
  it('property: every part fits by the measure given, the parts join to the text, no cut inside a word', () => {
    fc.assert(
      fc.property(withNumbers, fc.integer({ min: 60, max: 3000 }), (text, max) => {
        const parts = splitScript(text, max, digitsAsWords);
        expect(parts.join('')).toBe(text);
        let at = 0;
        for (const part of parts) {
          expect(digitsAsWords(part)).toBeLessThanOrEqual(max);
          expect(isInsideWord(text, at)).toBe(false);
          at += part.length;
        }
      }),
      { numRuns: 150 },
    );
  });

  it('cuts a 20,000-character Arabic script full of numbers into parts that each send at most 3,000 with read-as', () => {
    const options: ReadAsOptions = { ...defaultReadAsSettings(), dialect: 'msa' };
    const sentence = 'في عام 2024 باع المتجر 1250 كتابا بسعر 35 ريالا للنسخة، وزاره 4800 زائر في 12 يوما. ';
    const text = sentence.repeat(Math.ceil(20_000 / sentence.length)).slice(0, 20_000);
    let measured = 0;
    const measure = (slice: string) => (measured++, sentLength(slice, options));
    const parts = splitScript(text, scriptCharLimit, measure);
    expect(parts.join('')).toBe(text);
    for (const part of parts) {
      expect(sentLength(part, options)).toBeLessThanOrEqual(scriptCharLimit);
      expect(checkGeneration({ voiceId: 'v', script: part, readAs: options }, 'part').ok).toBe(true);
    }
    // Cut by the typed length, the parts are far over the limit once read: the defect this guards.
    expect(Math.max(...splitScript(text).map((part) => sentLength(part, options)))).toBeGreaterThan(scriptCharLimit);
    // The search measures a handful of slices per part, not one per candidate cut.
    expect(measured / parts.length).toBeLessThan(12);
  });

  it('needsSplitting judges by the measure too: under the limit as typed, over it as spoken', () => {
    const options: ReadAsOptions = { ...defaultReadAsSettings(), dialect: 'msa' };
    const script = 'عندي 1234567 كتاب. '.repeat(150);
    expect(needsSplitting(script)).toBe(false);
    expect(needsSplitting(script, scriptCharLimit, sentLengthOf(options))).toBe(true);
  });
});

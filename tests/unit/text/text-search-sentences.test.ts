import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeForSearch, splitSentences } from '../../../shared/text';

describe('normalizeForSearch', () => {
  it('folds alef forms, ta marbuta, alef maqsura and tashkeel', () => {
    expect(normalizeForSearch('أحمد')).toBe(normalizeForSearch('احمد'));
    expect(normalizeForSearch('إيمان')).toBe('ايمان');
    expect(normalizeForSearch('مدرسة')).toBe('مدرسه');
    expect(normalizeForSearch('مصطفى')).toBe('مصطفي');
    expect(normalizeForSearch('مَرْحَبًا')).toBe('مرحبا');
    expect(normalizeForSearch('مـــرحبا')).toBe('مرحبا');
  });

  it('folds Arabic-Indic and Persian digits and tatweel', () => {
    expect(normalizeForSearch('الفصل ٣٢ و ۴')).toBe('الفصل 32 و 4');
    expect(normalizeForSearch('جـــميل')).toBe('جميل');
  });

  it('lower-cases Latin and collapses spaces', () => {
    expect(normalizeForSearch('  Hello   WORLD ')).toBe('hello world');
  });

  it('matches across spelling variants', () => {
    expect(matchesSearch('أسماء المنتجات', 'اسماء')).toBe(true);
    expect(matchesSearch('Layla', 'LAY')).toBe(true);
    expect(matchesSearch('Layla', 'omar')).toBe(false);
    expect(matchesSearch('anything', '')).toBe(true);
  });
});

describe('splitSentences', () => {
  it('splits at Latin and Arabic sentence marks and keeps them', () => {
    expect(splitSentences('Hello there. How are you? Fine!')).toEqual(['Hello there.', 'How are you?', 'Fine!']);
    expect(splitSentences('كيف حالك؟ أنا بخير.')).toEqual(['كيف حالك؟', 'أنا بخير.']);
  });

  it('cuts an over-long sentence at a space within the limit', () => {
    const pieces = splitSentences('word '.repeat(100).trim(), 50);
    expect(pieces.every((p) => p.length <= 50)).toBe(true);
    expect(pieces.join(' ')).toBe('word '.repeat(100).trim());
  });

  it('returns nothing for blank text', () => {
    expect(splitSentences('   ')).toEqual([]);
  });
});

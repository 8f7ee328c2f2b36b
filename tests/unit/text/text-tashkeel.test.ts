import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyTashkeel, hasTashkeel, stripTashkeel, stripTashkeelInRange, tashkeelMarks } from '../../../shared/text';

const { fatha, damma, kasra, sukun, shadda, fathatan } = tashkeelMarks;

describe('stripTashkeel', () => {
  it('removes harakat, tanween, sukun, shadda and the dagger alef', () => {
    expect(stripTashkeel('مَرْحَبًا بِكُمّْ')).toBe('مرحبا بكم');
    expect(stripTashkeel('هٰذا')).toBe('هذا');
    expect(hasTashkeel('مَرحبا')).toBe(true);
    expect(hasTashkeel('مرحبا')).toBe(false);
  });

  it('keeps hamza and maddah, which are parts of letters, and leaves English alone', () => {
    expect(stripTashkeel('آمَنَ أَنا إِلى')).toBe('آمن أنا إلى');
    expect(stripTashkeel('café and naïve')).toBe('café and naïve');
  });

  it('strips only the selection, and keeps the selection over the same letters', () => {
    const text = 'كَتَبَ دَرَسَ';
    const edit = stripTashkeelInRange(text, 0, 6);
    expect(edit.text).toBe('كتب دَرَسَ');
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('كتب');
  });

  it('strips the whole script when nothing is selected', () => {
    expect(stripTashkeelInRange('كَتَبَ دَرَسَ', 3, 3).text).toBe('كتب درس');
  });

  it('property: stripping is idempotent and never touches letters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const once = stripTashkeel(text);
        expect(stripTashkeel(once)).toBe(once);
        expect(once.replace(/\p{M}/gu, '')).toBe(text.replace(/\p{M}/gu, ''));
      }),
    );
  });
});

describe('applyTashkeel', () => {
  it('puts the chosen mark on every selected Arabic letter', () => {
    const edit = applyTashkeel('كتب', 0, 3, 'fatha');
    expect(edit.text).toBe(`ك${fatha}ت${fatha}ب${fatha}`);
    expect(edit.selectionEnd).toBe(6);
  });

  it('replaces the vowel a letter already has, since a letter carries one', () => {
    expect(applyTashkeel(`ك${fatha}`, 0, 2, 'kasra').text).toBe(`ك${kasra}`);
    expect(applyTashkeel(`ب${fathatan}`, 0, 1, 'damma').text).toBe(`ب${damma}`);
  });

  it('keeps shadda under a new vowel and puts it first; sukun drops it', () => {
    expect(applyTashkeel(`م${shadda}`, 0, 2, 'fatha').text).toBe(`م${shadda}${fatha}`);
    expect(applyTashkeel(`م${fatha}`, 0, 2, 'shadda').text).toBe(`م${shadda}${fatha}`);
    expect(applyTashkeel(`م${sukun}`, 0, 2, 'shadda').text).toBe(`م${shadda}`);
    expect(applyTashkeel(`م${shadda}${fatha}`, 0, 3, 'sukun').text).toBe(`م${sukun}`);
  });

  it('skips spaces, punctuation, tatweel and Latin letters', () => {
    expect(applyTashkeel('ب ـ a،', 0, 6, 'sukun').text).toBe(`ب${sukun} ـ a،`);
  });

  it("widens a selection that starts or ends among a letter's marks", () => {
    const text = `ك${fatha}ت${fatha}`;
    // Selection from inside the first letter's marks to inside the second's.
    const edit = applyTashkeel(text, 1, 3, 'damma');
    expect(edit.text).toBe(`ك${damma}ت${damma}`);
    expect(edit.selectionStart).toBe(0);
  });

  it('property: the letters stay the same whatever mark is applied', () => {
    const marks = Object.keys(tashkeelMarks) as Array<keyof typeof tashkeelMarks>;
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(), fc.nat(), fc.constantFrom(...marks), (text, a, b, mark) => {
        const start = a % (text.length + 1);
        const end = b % (text.length + 1);
        const edit = applyTashkeel(text, start, end, mark);
        expect(edit.text.replace(/\p{M}/gu, '')).toBe(text.replace(/\p{M}/gu, ''));
        expect(edit.selectionEnd).toBeGreaterThanOrEqual(edit.selectionStart);
      }),
    );
  });
});

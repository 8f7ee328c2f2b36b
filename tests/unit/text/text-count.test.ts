import { describe, expect, it } from 'vitest';
import { countScriptChars } from '../../../shared/text';

describe('countScriptChars', () => {
  it('counts plain English and Arabic by UTF-16 length', () => {
    expect(countScriptChars('Hello')).toBe(5);
    expect(countScriptChars('مرحبا')).toBe(5);
    expect(countScriptChars('')).toBe(0);
  });

  it('counts Arabic diacritics (tashkeel) as characters, as the service does', () => {
    expect(countScriptChars('مَرْحَبًا')).toBe(9);
  });

  it('counts a decomposed letter like its precomposed form (NFC first)', () => {
    const decomposed = '\u0627\u0654'; // alef + combining hamza above
    expect(countScriptChars(decomposed)).toBe(countScriptChars('\u0623'));
    expect(countScriptChars('e\u0301')).toBe(1);
  });

  it('counts an emoji as two UTF-16 code units', () => {
    expect(countScriptChars('🙂')).toBe(2);
  });

  it('puts exactly 3,000 characters at the limit', () => {
    expect(countScriptChars('a'.repeat(3000))).toBe(3000);
    expect(countScriptChars('ب'.repeat(3001))).toBe(3001);
  });
});

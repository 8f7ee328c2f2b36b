import { describe, expect, it } from 'vitest';
import { detectScriptLanguage, isRealArabicOrEnglish } from '../../../shared/text';

describe('detectScriptLanguage', () => {
  it('names Arabic and English text', () => {
    expect(detectScriptLanguage('مرحبا بكم في استوديو صوت')).toBe('ar');
    expect(detectScriptLanguage('Welcome to the studio.')).toBe('en');
  });

  it('keeps a brand name inside Arabic prose Arabic', () => {
    expect(detectScriptLanguage('جربوا خدمة Hamsa للنطق العربي الطبيعي اليوم مع أصوات كثيرة ولهجات متعددة')).toBe('ar');
  });

  it('calls balanced Arabic and English mixed', () => {
    expect(detectScriptLanguage('Hello مرحبا friend صديقي')).toBe('mixed');
  });

  it('ignores digits, punctuation and diacritics when judging', () => {
    expect(detectScriptLanguage('مَرْحَبًا 123 !!!')).toBe('ar');
  });

  it('answers unknown for no letters or other scripts', () => {
    expect(detectScriptLanguage('12345 !!! ...')).toBe('unknown');
    expect(detectScriptLanguage('')).toBe('unknown');
    expect(detectScriptLanguage('Привет, как дела?')).toBe('unknown');
    expect(detectScriptLanguage('你好世界')).toBe('unknown');
  });
});

describe('isRealArabicOrEnglish', () => {
  it('accepts Arabic, English and mixed prose', () => {
    expect(isRealArabicOrEnglish('السلام عليكم ورحمة الله')).toBe(true);
    expect(isRealArabicOrEnglish('Your order 10045 ships on Monday.')).toBe(true);
    expect(isRealArabicOrEnglish('Call مركز الخدمة now')).toBe(true);
    expect(isRealArabicOrEnglish('Hi')).toBe(true);
  });

  it('rejects text with no letters', () => {
    expect(isRealArabicOrEnglish('   ')).toBe(false);
    expect(isRealArabicOrEnglish('1234567890')).toBe(false);
    expect(isRealArabicOrEnglish('!!! ??? ...')).toBe(false);
  });

  it('rejects text that is mostly symbols and digits', () => {
    expect(isRealArabicOrEnglish('a1 2345 6789 #### $$$$')).toBe(false);
  });

  it('rejects text dominated by other scripts', () => {
    expect(isRealArabicOrEnglish('Привет, как дела? Всё хорошо.')).toBe(false);
    expect(isRealArabicOrEnglish('今日はいい天気ですね')).toBe(false);
    expect(isRealArabicOrEnglish('שלום עולם')).toBe(false);
  });

  it('tolerates a foreign word inside English prose', () => {
    expect(isRealArabicOrEnglish('The Russian word for hello is привет, which sounds friendly and warm.')).toBe(true);
  });
});

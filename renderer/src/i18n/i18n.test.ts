import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../../shared/contract';
import { ar } from './ar';
import { en } from './en';
import { formatMilliseconds } from './format';
import { directionOf, preferredLanguage, rememberLanguage, rememberedLanguage, startupLanguage } from './language';

/** Every dotted key path to a string leaf. */
function keyPaths(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function leaves(tree: object): unknown[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'object' && value !== null ? leaves(value) : [value]));
}

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('i18n resources', () => {
  it('Arabic and English have exactly the same keys', () => {
    expect(keyPaths(ar).sort()).toEqual(keyPaths(en).sort());
  });

  it('every string is non-empty and uses the same interpolation variables in both languages', () => {
    // Arabic names the number in words for zero, one and two (لا توجد أصوات، صوت واحد، صوتان),
    // so those plural forms may leave out {{count}}; every other variable must match.
    const wordedPlural = /_(zero|one|two)$/;
    const variables = (text: string, path: string) =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)]
        .map((m) => m[1])
        .filter((name) => !(wordedPlural.test(path) && name === 'count'))
        .sort();
    for (const path of keyPaths(en)) {
      const pick = (tree: object) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
      const english = pick(en);
      const arabic = pick(ar);
      expect(typeof english === 'string' && english.length > 0, path).toBe(true);
      expect(typeof arabic === 'string' && arabic.length > 0, path).toBe(true);
      expect(variables(arabic as string, path), path).toEqual(variables(english as string, path));
    }
  });

  it('has a message for every contract error code in both languages', () => {
    for (const code of errorCodes) {
      expect(en.errors[code]).toBeTruthy();
      expect(ar.errors[code]).toBeTruthy();
    }
  });

  it('Arabic strings are written in Arabic script (not left in English)', () => {
    const arabicLetter = /[\u0600-\u06FF]/;
    // Key names are written the same in both languages (they are what is printed on the keys).
    const keyCombination = /^(Ctrl|Cmd|Alt|Shift|Enter|Space|Esc|F\d{1,2}|[A-Z])(\+(Ctrl|Cmd|Alt|Shift|Enter|Space|Esc|F\d{1,2}|[A-Z]))*$/;
    // English words left in: Latin letters outside {{variables}}, and no Arabic at all. Strings
    // with no letters (a "{{n}} / {{limit}}" counter, a "—" placeholder) need no translation.
    const leftInEnglish = (text: string) =>
      !arabicLetter.test(text) && /[A-Za-z]/.test(text.replace(/\{\{\w+\}\}/g, '')) && !keyCombination.test(text);
    // The language switch offers English by its own name; everything else is Arabic.
    const untranslated = leaves({ ...ar, language: { switchHint: ar.language.switchHint } }).filter(
      (text) => typeof text === 'string' && leftInEnglish(text),
    );
    expect(untranslated).toEqual([]);
  });
});

describe('choosing the interface language', () => {
  it('follows the first preferred language we speak, by primary subtag', () => {
    expect(preferredLanguage(['ar-SA', 'en-US'])).toBe('ar');
    expect(preferredLanguage(['en-GB', 'ar'])).toBe('en');
    expect(preferredLanguage(['fr-FR', 'en-US', 'ar'])).toBe('en');
    expect(preferredLanguage(['AR_eg'])).toBe('ar');
  });

  it('defaults to Arabic, the studio first language, when none is spoken', () => {
    expect(preferredLanguage(['fr-FR', 'de'])).toBe('ar');
    expect(preferredLanguage([])).toBe('ar');
  });

  it('a remembered choice wins over the OS / browser preference', () => {
    const storage = memoryStorage();
    expect(startupLanguage(storage, ['ar-SA'])).toBe('ar');
    rememberLanguage(storage, 'en');
    expect(rememberedLanguage(storage)).toBe('en');
    expect(startupLanguage(storage, ['ar-SA'])).toBe('en');
  });

  it('ignores a garbled remembered value and survives storage that throws', () => {
    expect(startupLanguage(memoryStorage({ 'sawt.language': 'klingon' }), ['en'])).toBe('en');
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(startupLanguage(broken, ['en-US'])).toBe('en');
    expect(() => rememberLanguage(broken, 'ar')).not.toThrow();
  });

  it('Arabic reads right to left, English left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});

describe('number formatting', () => {
  it('formats durations with Intl in the reader language (numerals and unit)', () => {
    const intl = (language: string) =>
      new Intl.NumberFormat(language, { style: 'unit', unit: 'millisecond', unitDisplay: 'short', maximumFractionDigits: 1 });
    expect(formatMilliseconds(12.345, 'en')).toBe(intl('en').format(12.345));
    expect(formatMilliseconds(12.345, 'en')).toContain('12.3');
    expect(formatMilliseconds(12.345, 'ar')).toBe(intl('ar').format(12.345));
    expect(formatMilliseconds(12.345, 'ar')).toMatch(/[\u0600-\u06FF]/);
  });
});

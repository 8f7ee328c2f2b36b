/** The interface languages. Arabic is the studio's first language and the default. */
export const languages = ['ar', 'en'] as const;
export type Language = (typeof languages)[number];
export type Direction = 'rtl' | 'ltr';

export const defaultLanguage: Language = 'ar';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export const directionOf = (language: Language): Direction => (language === 'ar' ? 'rtl' : 'ltr');
export const otherLanguage = (language: Language): Language => (language === 'ar' ? 'en' : 'ar');

/**
 * The first of the user's preferred languages (OS / browser order) that we speak, by primary
 * subtag: `ar-EG` → ar, `en-GB` → en. None of them → Arabic, the studio's first language.
 */
export function preferredLanguage(preferences: readonly string[]): Language {
  for (const tag of preferences) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return defaultLanguage;
}

const storageKey = 'sawt.language';

/** The user's explicit choice from an earlier session, if any (storage may be unavailable). */
export function rememberedLanguage(storage: Pick<Storage, 'getItem'> | undefined): Language | undefined {
  try {
    const value = storage?.getItem(storageKey);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberLanguage(storage: Pick<Storage, 'setItem'> | undefined, language: Language): void {
  try {
    storage?.setItem(storageKey, language);
  } catch {
    // Storage full or disabled: the choice simply lasts for this session.
  }
}

/** A remembered choice wins; otherwise follow the OS / browser. */
export function startupLanguage(storage: Pick<Storage, 'getItem'> | undefined, preferences: readonly string[]): Language {
  return rememberedLanguage(storage) ?? preferredLanguage(preferences);
}

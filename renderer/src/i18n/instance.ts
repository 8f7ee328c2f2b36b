import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ar } from './ar';
import { isolatingFormatter } from './bidi';
import { en } from './en';
import { directionOf, type Language } from './language';

/** The renderer's i18next instance; created here, initialised by `initI18n` (never at import). */
export const i18n = createInstance();

/**
 * Both languages are bundled (a few KB), so init and every language change complete synchronously:
 * the first render is already in the right language and direction.
 */
export function initI18n(language: Language): void {
  if (i18n.isInitialized) {
    void i18n.changeLanguage(language);
    return;
  }
  void i18n
    .use(initReactI18next)
    .use(isolatingFormatter())
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: ['ar', 'en'],
      resources: { ar: { translation: ar }, en: { translation: en } },
      initAsync: false,
      // React escapes output already. Every placeholder passes the formatter, which isolates names (bidi.ts).
      interpolation: { escapeValue: false, alwaysFormat: true },
      returnNull: false,
    });
}

/** `dir` and `lang` of the given document follow the language; mirrored layout comes from CSS logical properties. */
export function applyDocumentLanguage(doc: Document, language: Language): void {
  doc.documentElement.lang = language;
  doc.documentElement.dir = directionOf(language);
  doc.title = i18n.t('app.name', { lng: language });
}

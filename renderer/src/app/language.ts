import { applyDocumentLanguage, i18n, rememberLanguage, type Language } from '../i18n';
import { setLanguage } from '../store';

export function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // Denied by the browser's storage settings.
  }
}

/**
 * Shows the interface in `language` now: i18next, `<html lang dir>`, the title and the store move
 * together, so no render sees one language with the other's direction.
 */
export function applyLanguage(language: Language): void {
  void i18n.changeLanguage(language); // Synchronous: both languages are bundled.
  applyDocumentLanguage(document, language);
  setLanguage(language);
}

/** The user picked a language: apply it and remember the choice for the next start. */
export function switchLanguage(language: Language): void {
  applyLanguage(language);
  rememberLanguage(safeLocalStorage(), language);
}

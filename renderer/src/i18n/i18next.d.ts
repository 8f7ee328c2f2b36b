import type { Messages } from './en';

// Typed keys: `t('nav.voices')` is checked against the English shape, which every language shares.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

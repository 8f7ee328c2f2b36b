export { i18n, initI18n, applyDocumentLanguage } from './instance';
export {
  languages,
  defaultLanguage,
  isLanguage,
  directionOf,
  otherLanguage,
  preferredLanguage,
  rememberedLanguage,
  rememberLanguage,
  startupLanguage,
  type Language,
  type Direction,
} from './language';
export { formatMilliseconds, intlLocale } from './format';
export { isolate, withoutIsolates } from './bidi';
export type { Messages } from './en';

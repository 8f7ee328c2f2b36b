export { countScriptChars } from './count';
export { detectScriptLanguage, isRealArabicOrEnglish, type ScriptLanguage } from './language';
export { normalizeForSearch, matchesSearch } from './arabic-search';
export { splitSentences } from './sentences';

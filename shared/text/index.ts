export { countScriptChars, countSentChars } from './count';
export { detectScriptLanguage, isRealArabicOrEnglish, type ScriptLanguage } from './language';
export { normalizeForSearch, matchesSearch } from './arabic-search';
export { nameKey, nameKeyMatches, nameSearch, nameSearchMatches, type NameSearch } from './name-key';
export { splitSentences } from './sentences';
export { splitScript, isInsideWord, needsSplitting, type ScriptMeasure } from './split-script';
export {
  applyTashkeel,
  hasTashkeel,
  stripTashkeel,
  stripTashkeelInRange,
  tashkeelMarks,
  type TashkeelMark,
  type TextEdit,
} from './tashkeel';
export {
  cutAtPauseMarkers,
  hasPauseMarkers,
  parsePauseMarkers,
  pausesOfPart,
  pauseLimitsMs,
  stripPauseMarkers,
  type PauseMarker,
  type PauseMarkerProblem,
} from './pause-markers';

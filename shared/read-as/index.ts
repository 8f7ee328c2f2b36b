export { readAs, rulesInEffect } from './read-as';
export { dialectDefaults, knownDialectCodes, type DialectDefaults } from './dialects';
export { countWords, MAX_CARDINAL } from './cardinal';
export { ordinalWords } from './ordinal';
export {
  defaultReadAsSettings,
  readAsRules,
  type Calendar,
  type Gender,
  type LexiconScope,
  type GrammaticalCase,
  type OverrideAxis,
  type ReadAsOptions,
  type ReadAsOverride,
  type ReadAsReason,
  type ReadAsReasonCode,
  type ReadAsResult,
  type ReadAsRule,
  type ReadAsSettings,
  type ReadAsSpanRule,
  type ReadAsSpan,
} from './types';

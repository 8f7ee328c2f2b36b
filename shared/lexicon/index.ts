export { compileLexicon } from './match';
export { lexiconDigest, emptyLexiconDigest } from './digest';
export {
  checkEntry,
  entryWarnings,
  foldedKey,
  type EntryDraft,
  type EntryProblem,
  type EntryProblemCode,
  type EntryWarning,
  type EntryWarningKind,
} from './checks';
export { parseBulkPaste, type PastedEntry, type PasteProblem } from './bulk-paste';
export { parseCsv, writeCsv, type CsvEntry, type CsvProblem } from './csv';
export {
  parsePls,
  writePls,
  PLS_NAMESPACE,
  type PlsDocument,
  type PlsEntry,
  type PlsPhoneme,
  type PlsProblem,
  type PlsSkipped,
} from './pls';
export { normalizeEntryText } from './normalize';
export {
  lexiconLimits,
  type EffectiveEntry,
  type EntrySource,
  type Lexicon,
  type LexiconEntry,
  type LexiconMatch,
  type LexiconMatcher,
  type LexiconScope,
  type LexiconsInEffect,
  type LexiconSummary,
} from './types';

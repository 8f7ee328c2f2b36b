import type { EntryProblemCode, LexiconSummary, PlsPhoneme, PlsSkipped } from '../lexicon';
import type { GeneratedClip } from './script';

/** What lexicons.list answers: the lexicons, and any file that could not be read (moved aside, never deleted). */
export interface LexiconList {
  lexicons: LexiconSummary[];
  unreadable: UnreadableLexiconFile[];
}

export interface UnreadableLexiconFile {
  path: string;
  reason: string;
  /** Where the damaged file now is, or null when it could not be moved. */
  movedTo: string | null;
}

export type LexiconFileFormat = 'pls' | 'csv';

/** One entry of an import that its checks refused, and why. */
export interface RefusedImportEntry {
  /** The CSV line or PLS lexeme it came from. */
  line: number;
  written: string;
  code: EntryProblemCode;
  message: string;
}

/** What an import did; nothing is dropped without being listed here. */
export interface LexiconImportReport {
  lexicon: LexiconSummary;
  format: LexiconFileFormat;
  /** Whether the import made a new lexicon (else it went into an existing one). */
  created: boolean;
  added: number;
  /** Entries with the same written form (and dialects and case rule) as one already there, whose spoken form or note changed. */
  updated: number;
  unchanged: number;
  /** The same written form again in the file: the first one counts, as PLS readers do. */
  duplicates: number;
  refused: RefusedImportEntry[];
  /** PLS lexemes giving a phoneme: the service takes no phonemes, so they are listed, not imported. */
  phonemes: PlsPhoneme[];
  /** PLS lexemes with no grapheme, or with neither alias nor phoneme. */
  skipped: PlsSkipped[];
  /** The file's language (PLS xml:lang), kept as the lexicon's when the import made it. */
  language: string;
}

export interface LexiconExport {
  fileName: string;
  mimeType: string;
  text: string;
}

/** One side of "Try it": the text sent and the clip (from History when the same text and voice were made before). */
export interface TrialSide {
  text: string;
  clip: GeneratedClip;
  /** The clip came from History: nothing was generated for it. */
  reused: boolean;
}

/** "Try it": the entry's sentence spoken without the rule (A) and with it (B). */
export interface LexiconTrial {
  sentence: string;
  without: TrialSide;
  with: TrialSide;
}

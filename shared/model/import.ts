/**
 * Importing a document into a project: what the import pipeline (electron/core/import) gives back
 * for the user to confirm before a project is made of it. Plain data: it crosses the contract.
 */

export const importFormats = ['txt', 'docx', 'epub', 'pdf', 'srt', 'vtt', 'markdown', 'html'] as const;
export type ImportFormat = (typeof importFormats)[number];

/** The text encodings a TXT file may be read in (names as TextDecoder knows them). */
export const textEncodings = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1256', 'iso-8859-6', 'windows-1252'] as const;
export type TextEncoding = (typeof textEncodings)[number];

/** Documents above this size are refused before any reader runs (a book is a few MB at most). */
export const maxImportBytes = 200 * 1024 * 1024;

export interface ImportOptions {
  /** Keep footnote markers (as `[1]`) and footnote bodies (at the end of their chapter). */
  keepFootnotes?: boolean;
  /** Keep bare web addresses in the text (they are read aloud as written). */
  keepUrls?: boolean;
  /** Keep e-mail addresses in the text. */
  keepEmails?: boolean;
  /** TXT only: the encoding the user chose among the readings offered when the import was unsure. */
  encoding?: TextEncoding;
}

/** A chapter (level 1) or a section inside one (level 2), with the writer's own paragraphs. */
export interface ImportChapter {
  title: string;
  level: 1 | 2;
  /** In reading order; a line break inside a paragraph is kept as "\n". Never empty strings. */
  paragraphs: string[];
}

export const droppedKinds = ['footnote-marker', 'footnote', 'url', 'email', 'running-header', 'page-number', 'bidi-mark'] as const;
export type DroppedKind = (typeof droppedKinds)[number];

/** Text left out of what will be spoken, shown in the preview (equal texts are counted together). */
export interface DroppedText {
  kind: DroppedKind;
  /** The text itself (for bidi marks, their code points written as U+200F). */
  text: string;
  /** How many times it was dropped. */
  count: number;
  /** The chapter it was first dropped from (index into chapters), when it belongs to one. */
  chapterIndex?: number;
}

export const importWarningKeys = [
  'import.NO_TABLE_OF_CONTENTS',
  'import.TEXT_BEFORE_FIRST_CHAPTER',
  'import.ENCODING_UNSURE',
  'import.UNMAPPED_CHARACTERS',
  'import.SKIPPED_CONTENT',
] as const;
export type ImportWarningKey = (typeof importWarningKeys)[number];

/** Something the user should know before confirming; the import still went through. */
export interface ImportWarning {
  messageKey: ImportWarningKey;
  message: string;
}

/** One way of reading a TXT file's bytes, for the user to compare when the import is unsure. */
export interface EncodingReading {
  encoding: TextEncoding;
  /** The first characters of the text as this encoding reads them. */
  sample: string;
}

export interface EncodingChoice {
  /** The encoding the preview's text was read in. */
  chosen: TextEncoding;
  /** False when the bytes allow more than one reading and nothing decides between them. */
  sure: boolean;
  /** How it was decided: a byte-order mark, valid UTF-8, the detector, or the user's choice. */
  decidedBy: 'bom' | 'utf-8' | 'detector' | 'user';
  /** Every reading the bytes allow, the chosen one first. */
  readings: EncodingReading[];
}

export interface ImportPreview {
  format: ImportFormat;
  title: string;
  chapters: ImportChapter[];
  dropped: DroppedText[];
  warnings: ImportWarning[];
  /** TXT only. */
  encoding?: EncodingChoice;
  /** Characters of all paragraphs together, as read (before read-as). */
  characterCount: number;
}

/**
 * Why a document was not imported (the error's messageKey; its code is VALIDATION, or DISK when
 * the file could not be read). The message says what happened and what to do.
 */
export const importErrorKeys = [
  'import.TOO_LARGE',
  'import.EMPTY',
  'import.UNSUPPORTED_FORMAT',
  'import.DAMAGED',
  'import.ENCRYPTED',
  'import.NO_TEXT',
  'import.TEXT_NOT_EXACT',
  'import.CANCELLED',
] as const;
export type ImportErrorKey = (typeof importErrorKeys)[number];

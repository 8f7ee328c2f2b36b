/**
 * Pronunciation lexicons kept by the studio: lists of entries "written form → spoken form" that
 * read-as applies first, for every voice and dialect (the service documents no way to edit its own
 * dictionaries). A lexicon is the profile's (projectId null) or one project's; a project's wins.
 */

export interface LexiconEntry {
  id: string;
  /** What the script says: a word or a short phrase, matched as whole words. */
  written: string;
  /** What is sent in its place: an alias respelling in Arabic or Latin letters, tashkeel allowed. */
  spoken: string;
  note: string;
  enabled: boolean;
  /** The dialect codes (pls, egy, msa, …) the entry is for; empty: every dialect. */
  dialects: string[];
  /** Latin letters match in any case unless this is set; Arabic has no case. */
  caseSensitive: boolean;
  createdAt: string;
}

export interface Lexicon {
  id: string;
  name: string;
  /** A BCP 47 tag (PLS xml:lang), kept for export; matching does not depend on it. */
  language: string;
  enabled: boolean;
  /** The project the lexicon belongs to (an opaque id), or null: the profile's. */
  projectId: string | null;
  entries: LexiconEntry[];
  createdAt: string;
  updatedAt: string;
}

export type LexiconSummary = Omit<Lexicon, 'entries'> & { entryCount: number; enabledCount: number };

export type LexiconScope = 'project' | 'profile';

/** Where an entry in effect comes from, for the preview's "which entry fired, in which lexicon". */
export interface EntrySource {
  lexiconId: string;
  lexiconName: string;
  entryId: string;
  scope: LexiconScope;
}

/** An enabled entry of an enabled lexicon, as the matcher takes it. */
export interface EffectiveEntry {
  written: string;
  spoken: string;
  dialects: string[];
  caseSensitive: boolean;
  source: EntrySource;
}

/**
 * The entries in effect for a script: its project's lexicons first, then the profile's, each
 * lexicon's entries in their stored order. The digest names exactly what would be applied.
 */
export interface LexiconsInEffect {
  projectId: string | null;
  digest: string;
  entries: EffectiveEntry[];
}

/** One place an entry fired: offsets into the script, end exclusive, and what is sent instead. */
export interface LexiconMatch {
  start: number;
  end: number;
  spoken: string;
  /** Clitics kept as written around the entry (وب… …ها), empty when none. */
  prefix: string;
  suffix: string;
  entry: EffectiveEntry;
}

/** Entries compiled for matching; pure, reusable for any number of scripts. */
export interface LexiconMatcher {
  readonly digest: string;
  readonly size: number;
  /** Every match, left to right, none overlapping; `dialect` is the voice's (null: msa). */
  find(text: string, dialect: string | null): LexiconMatch[];
}

/** Bounds of one entry and one lexicon; the editor, the import and the core check the same ones. */
export const lexiconLimits = {
  writtenChars: 100,
  writtenWords: 12,
  spokenChars: 1_000,
  noteChars: 500,
  entries: 20_000,
  nameChars: 120,
  /** A PLS or CSV file to import: a 5 MB file is refused before it is read. */
  fileBytes: 4 * 1024 * 1024,
} as const;

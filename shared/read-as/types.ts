/**
 * Read-as: the script as a listener should hear it. Numbers, money, dates, times, phone numbers
 * and web addresses in Arabic text become the Arabic words a reader would say, before the script
 * is sent. The same pure function feeds the editor's preview and the core's generation, so what
 * the preview shows is exactly what is sent.
 */

import type { EntrySource, LexiconMatcher } from '../lexicon/types';

/** The rules read-as applies; each can be switched off per script, each has per-dialect defaults. */
export const readAsRules = ['numbers', 'money', 'dates', 'times', 'phones', 'web'] as const;
export type ReadAsRule = (typeof readAsRules)[number];

/** The gender of the counted noun (not of the number word: 3–10 take the opposite form). */
export type Gender = 'm' | 'f';
/** Nominative (اثنان، عشرون) or accusative/genitive, which Arabic writes alike (اثنين، عشرين). */
export type GrammaticalCase = 'nom' | 'obl';
export type Calendar = 'gregorian' | 'hijri';

/** The user's choice for one span, when what the engine inferred is not what they mean. */
export interface ReadAsOverride {
  /** Read as a quantity, an ordinal (الثالث), digit by digit, or leave the span as written. */
  form?: 'cardinal' | 'ordinal' | 'digits' | 'keep';
  gender?: Gender;
  case?: GrammaticalCase;
  /** Dates only: read a Gregorian date as its Umm al-Qura Hijri date. */
  calendar?: Calendar;
}

/** What a draft keeps about read-as; all of it travels with the script to generation. */
export interface ReadAsSettings {
  enabled: boolean;
  /** Rules switched on or off for this script; a rule not named takes its dialect default. */
  rules: Partial<Record<ReadAsRule, boolean>>;
  /** Per-span choices, keyed by ReadAsSpan.key. */
  overrides: Record<string, ReadAsOverride>;
}

export const defaultReadAsSettings = (): ReadAsSettings => ({ enabled: true, rules: {}, overrides: {} });

export interface ReadAsOptions extends ReadAsSettings {
  /** The voice's dialect code (pls, egy, …, msa, ar-sa, en); null reads as Modern Standard Arabic. */
  dialect: string | null;
  /**
   * The pronunciation lexicons in effect, compiled: the first stage of read-as (shared/lexicon).
   * Never sent: a request names them by lexiconScope, and the core compiles its own copy.
   */
  lexicon?: LexiconMatcher | undefined;
  /** Which lexicons the preview applied (its project's and the profile's), and their digest. */
  lexiconScope?: LexiconScope | undefined;
}

/** The lexicons a reading used: the core refuses a generation whose digest is no longer the lexicons' on disk. */
export interface LexiconScope {
  /** The project whose lexicons apply besides the profile's, or null. */
  projectId: string | null;
  digest: string;
}

/** What a span's reading came from: a read-as rule, or a lexicon entry. */
export type ReadAsSpanRule = ReadAsRule | 'lexicon';

/**
 * Why a span reads as it does, as a code with values, so each language's interface words it.
 * Codes starting `bad-` mark input left as written.
 */
export type ReadAsReasonCode =
  | 'cardinal'
  | 'ordinal-after-noun'
  | 'gender-from-noun'
  | 'gender-from-ending'
  | 'gender-assumed'
  | 'case-after-word'
  | 'case-dialect-default'
  | 'noun-agrees'
  | 'decimal'
  | 'percent'
  | 'range'
  | 'range-between'
  | 'range-after-word'
  | 'negative'
  | 'money'
  | 'money-subunit'
  | 'currency-from-dialect'
  | 'date'
  | 'date-hijri-converted'
  | 'date-hijri-written'
  | 'time'
  | 'hour'
  | 'phone-digits'
  | 'code-digits'
  | 'leading-zero-digits'
  | 'web-address'
  | 'email'
  | 'override'
  | 'kept'
  | 'lexicon'
  | 'lexicon-clitics'
  | 'bad-too-long'
  | 'bad-date'
  | 'bad-time'
  | 'bad-currency'
  | 'bad-money-decimals'
  | 'bad-ordinal';

export interface ReadAsReason {
  code: ReadAsReasonCode;
  values?: Record<string, string>;
}

/** Which choices a span offers the user (numbers offer form, gender and case; dates the calendar). */
export type OverrideAxis = 'form' | 'gender' | 'case' | 'calendar';

export interface ReadAsSpan {
  /** Offsets into the script (UTF-16 code units), end exclusive. */
  start: number;
  end: number;
  /** Where `spoken` starts in ReadAsResult.text, so a preview can show the spoken text with its spans. */
  at: number;
  source: string;
  /** What is sent in place of `source`; equal to it when the span is left untouched. */
  spoken: string;
  rule: ReadAsSpanRule;
  /** For a lexicon span: the entry that fired, and its lexicon. */
  entry?: EntrySource & { written: string };
  /** Stable id for overrides: the source text and its occurrence among spans of that text. */
  key: string;
  /** 'read' transformed; 'kept' left as written by the user's choice; 'untouched' bad input, marked. */
  status: 'read' | 'kept' | 'untouched';
  reasons: ReadAsReason[];
  /** What was applied, so an override menu opens on the current choice. */
  applied: { gender?: Gender; case?: GrammaticalCase; form?: ReadAsOverride['form']; calendar?: Calendar };
  axes: OverrideAxis[];
}

export interface ReadAsResult {
  /** The script as it will be sent. */
  text: string;
  spans: ReadAsSpan[];
}

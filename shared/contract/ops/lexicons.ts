import { z } from 'zod';
import { operation } from '../define';
import { lexiconLimits, type Lexicon, type LexiconsInEffect, type LexiconSummary } from '../../lexicon';
import type { LexiconExport, LexiconImportReport, LexiconList, LexiconTrial } from '../../model/lexicons';

/** Operations lexicons.* (the studio's pronunciation lexicons). Spread into shared/contract/operations.ts. */

/**
 * A lexicon id names its file (`<profile>/lexicons/<id>.json`), so only a safe file name passes
 * (lowercase letters, digits, - and _; no dot, no separator); the core's ids are lowercase uuids.
 * Project ids are opaque to lexicons and held to the same shape, as projects' ids are uuids.
 */
const fileSafeId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'an id is a lowercase uuid (letters a–z, digits, - and _)')
  .refine((value) => !/^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/.test(value), 'this id is a name reserved by the system');
export const lexiconIdSchema = fileSafeId;
export const projectIdSchema = fileSafeId;
const entryId = z.string().min(1).max(100);
const name = z.string().trim().min(1).max(lexiconLimits.nameChars);
const language = z.string().trim().min(1).max(35);
const dialect = z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,19}$/, 'a dialect code such as egy or ar-sa');
// Bounds here only stop absurd payloads: the entry checks (shared/lexicon/checks.ts) run in the
// handler, so a spoken form past its limit is refused with a message that says so.
const entryInput = z
  .object({
    id: entryId.optional(),
    written: z.string().max(2_000),
    spoken: z.string().max(20_000),
    note: z.string().max(5_000).optional(),
    enabled: z.boolean().optional(),
    dialects: z.array(dialect).max(30).optional(),
    caseSensitive: z.boolean().optional(),
  })
  .strict();
export type EntryInput = z.output<typeof entryInput>;
const format = z.enum(['pls', 'csv']);

export const lexiconsOperations = {
  'lexicons.list': operation<LexiconList>()(
    z.object({ projectId: projectIdSchema.nullable().optional() }).strict(),
    "Every lexicon of the profile (or, given a project id, that project's and the profile's; null: the profile's only), and any file that could not be read.",
  ),
  'lexicons.get': operation<Lexicon>()(z.object({ id: lexiconIdSchema }).strict(), 'One lexicon with all its entries.'),
  'lexicons.create': operation<Lexicon>()(
    z.object({ name, language: language.optional(), projectId: projectIdSchema.nullable().optional() }).strict(),
    "A new empty lexicon, switched on: the profile's, or the project's when a project id is given.",
  ),
  'lexicons.rename': operation<LexiconSummary>()(
    z.object({ id: lexiconIdSchema, name }).strict(),
    'Renames a lexicon; its entries are untouched.',
  ),
  'lexicons.delete': operation<LexiconList>()(
    z.object({ id: lexiconIdSchema }).strict(),
    'Deletes a lexicon and its entries, and answers with the lexicons that remain.',
  ),
  'lexicons.setEnabled': operation<LexiconSummary>()(
    z.object({ id: lexiconIdSchema, enabled: z.boolean() }).strict(),
    'Switches a whole lexicon on or off for every script.',
  ),
  'lexicons.upsertEntries': operation<Lexicon>()(
    z.object({ lexiconId: lexiconIdSchema, entries: z.array(entryInput).min(1).max(lexiconLimits.entries) }).strict(),
    'Adds entries (no id, or an id not in the lexicon) and replaces those whose id it has; every entry is checked first, and one that fails changes nothing.',
  ),
  'lexicons.deleteEntries': operation<Lexicon>()(
    z.object({ lexiconId: lexiconIdSchema, entryIds: z.array(entryId).min(1).max(lexiconLimits.entries) }).strict(),
    'Deletes entries by id; ids the lexicon does not have are ignored.',
  ),
  'lexicons.import': operation<LexiconImportReport>()(
    z
      .object({
        format,
        // Above the 4 MB file limit, so the handler (not the schema) says how big the file is.
        text: z.string().max(6_000_000),
        fileName: z.string().max(255).optional(),
        target: z.union([
          z.object({ lexiconId: lexiconIdSchema }).strict(),
          z.object({ name, projectId: projectIdSchema.nullable().optional() }).strict(),
        ]),
        skipInvalid: z.boolean().optional(),
      })
      .strict(),
    'Reads a PLS or CSV file into a new or an existing lexicon. An unreadable file, or (unless skipInvalid) any entry its checks refuse, changes nothing; phoneme-only PLS lexemes are listed, never dropped in silence.',
  ),
  'lexicons.export': operation<LexiconExport>()(
    z.object({ id: lexiconIdSchema, format }).strict(),
    'A lexicon as a PLS 1.0 or CSV file (UTF-8); importing it again gives the same entries.',
  ),
  'lexicons.inEffect': operation<LexiconsInEffect>()(
    z.object({ projectId: projectIdSchema.nullable() }).strict(),
    "The entries generation applies for a script (its project's lexicons first, then the profile's) and their digest: what the preview must use.",
  ),
  'lexicons.tryEntry': operation<LexiconTrial>()(
    z
      .object({ lexiconId: lexiconIdSchema, entryId, voiceId: z.string().min(1).max(200), sentence: z.string().max(2_000).optional() })
      .strict(),
    "Speaks the entry's sentence without the rule and with it (two requests, each taken from History when that text and voice were made before), for an A/B listen.",
  ),
} as const;

import { z } from 'zod';
import { readAsRules, type ReadAsOptions, type ReadAsSettings } from '../../read-as';

/**
 * The read-as settings a draft keeps and a generation carries, as the contract checks them. The
 * bounds only stop absurd payloads: a script has at most a few hundred spans to override.
 */
const override = z
  .object({
    form: z.enum(['cardinal', 'ordinal', 'digits', 'keep']).optional(),
    gender: z.enum(['m', 'f']).optional(),
    case: z.enum(['nom', 'obl']).optional(),
    calendar: z.enum(['gregorian', 'hijri']).optional(),
  })
  .strict();

export const readAsSettingsSchema = z
  .object({
    enabled: z.boolean(),
    rules: z.partialRecord(z.enum(readAsRules), z.boolean()),
    overrides: z.record(z.string().min(1).max(400), override).refine((all) => Object.keys(all).length <= 2_000, 'at most 2,000 overrides'),
  })
  .strict() satisfies z.ZodType<ReadAsSettings>;

/**
 * Which lexicons the preview applied: the project's (an opaque id, as projects name theirs) besides
 * the profile's, and the digest of their entries. The entries themselves never travel with a
 * request: the core reads its own and refuses a digest that no longer matches.
 */
export const lexiconScopeSchema = z
  .object({
    projectId: z.string().min(1).max(100).nullable(),
    digest: z.string().min(1).max(64),
  })
  .strict();

/** What generation needs to read the script exactly as the preview showed it: the settings, the voice's dialect and the lexicons used. */
export const readAsOptionsSchema = readAsSettingsSchema.extend({
  dialect: z.string().max(20).nullable(),
  lexiconScope: lexiconScopeSchema.optional(),
}) satisfies z.ZodType<ReadAsOptions>;

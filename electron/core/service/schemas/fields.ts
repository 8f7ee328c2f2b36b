import { z } from 'zod';
import type { Usage } from '../../../../shared/model/service';

/**
 * Field readers that accept every form the service documents or plausibly varies to
 * (../shared/spec/service-interface.md §2): numbers sent as text and text sent as numbers, flags
 * as "true"/"false" or 0/1, null or absence for anything optional. An optional field of a type
 * no reading makes sense of becomes null rather than costing its resource: the studio shows
 * what it could read. Required fields (ids, names) stay strict; a list item missing one is left
 * out and counted by the decoder (decode.ts), never the whole list.
 */

/** Text, or a number as text (an id the service sends as a number is still an id). */
export const text = z.union([z.string(), z.number().transform(String)]);

/** Optional text: absent and null kept as they came; a wrong type reads as null. */
export const maybeText = text.nullish().catch(null);

/** A number, or its decimal text ("12"). */
export const count = z.union([
  z.number(),
  z
    .string()
    .regex(/^\s*-?\d+(\.\d+)?\s*$/)
    .transform(Number),
]);

export const maybeCount = count.nullish().catch(null);

/** A flag: true/false, their text, or 1/0. */
export const flag = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((value) => value === 'true'),
  z.union([z.literal(0), z.literal(1)]).transform((value) => value === 1),
]);

export const maybeFlag = flag.nullish().catch(null);

/** A flag whose absence has a clear meaning (not a favourite, not active); a garbled one does not. */
export function flagOr(absent: boolean) {
  return flag.nullish().transform((value) => value ?? absent);
}

/**
 * `usedInJobs` / `usedInVoiceAgents`: a boolean in the interface, a count in services seen.
 * Kept as said: `{ used, count }`, count null when only a flag came. Absent, null or unreadable
 * is null: the studio then says nothing about use rather than guess.
 */
export const usage = z
  .union([
    // A number is a count (1 is one use, not "true"); only then a flag.
    count.transform((n): Usage => ({ used: n > 0, count: Math.max(0, Math.trunc(n)) })),
    flag.transform((used): Usage => ({ used, count: null })),
  ])
  .nullish()
  .catch(null);

/** A list of texts: non-text members are skipped, a lone text is a list of one. */
export const textList = z
  .unknown()
  .optional()
  .transform((value): string[] | null | undefined => {
    if (value === undefined) return undefined;
    if (typeof value === 'string') return [value];
    if (!Array.isArray(value)) return null;
    return value.filter((member): member is string | number => typeof member === 'string' || typeof member === 'number').map(String);
  });

/** A map of name → text (HTTP headers): numbers and flags become their text, other members are skipped. */
export const textMap = z
  .unknown()
  .optional()
  .transform((value): Record<string, string> | null | undefined => {
    if (value === undefined) return undefined;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const entries = Object.entries(value).filter(([, member]) => ['string', 'number', 'boolean'].includes(typeof member));
    return Object.fromEntries(entries.map(([name, member]) => [name, String(member)]));
  });

/** Any JSON object, kept as is (path parameters); anything else reads as null. */
export const maybeRecord = z.record(z.string(), z.unknown()).nullish().catch(null);

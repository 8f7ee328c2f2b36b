import { z } from 'zod';

/**
 * The success envelopes. v2 and knowledge-base: `{ success: true, message, messageKey, data }`;
 * v1 web tools: `{ success, message, data }` where `success` may be false on a success (the
 * documented samples say so), so `success` is never read: HTTP status alone decides.
 * Unknown keys are dropped, not refused, so a service that adds fields does not break the studio.
 */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** Calls without result data: keep the service's words, accept any body (or none). */
export const acknowledgementSchema = z
  .object({
    message: z.unknown().optional(),
    messageKey: z.unknown().optional(),
  })
  .transform((body) => ({
    ...(typeof body.message === 'string' ? { message: body.message } : {}),
    ...(typeof body.messageKey === 'string' ? { messageKey: body.messageKey } : {}),
  }));

/** Optional and nullable: the service may leave it out or send null. */
export const maybeString = z.string().nullish();
export const maybeNumber = z.number().nullish();
export const maybeBoolean = z.boolean().nullish();

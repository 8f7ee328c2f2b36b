import { z } from 'zod';

/**
 * The success envelopes (../shared/spec/service-interface.md §2.1). v2 and knowledge-base:
 * `{ success: true, message, messageKey, data }`; v1 web tools: `{ success, message, data }` where
 * `success` is false on a success (the documented samples say so) and `messageKey` is absent.
 * Neither `success` nor `messageKey` is read: HTTP status alone decides (and an error body that
 * arrives with a 2xx is recognised by its `code`, see http.ts). Unknown keys are dropped, not
 * refused, so a service that adds fields does not break the studio.
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

import { z } from 'zod';
import { errorCodes, generationOutcomes, type Result } from '../../../shared/contract';

// The web-mode server is ours, but its answer still crosses a process boundary as text: check the
// envelope's shape (not the value's) so a proxy page or a truncated body becomes BAD_RESPONSE
// instead of a crash somewhere in a feature.
const studioErrorSchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  status: z.number().optional(),
  messageKey: z.string().optional(),
  field: z.string().optional(),
  subjects: z.array(z.string()).optional(),
  retryAfterMs: z.number().optional(),
  outcome: z.enum(generationOutcomes).optional(),
});

const resultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({ ok: z.literal(false), error: studioErrorSchema }),
]);

export function parseResultEnvelope(body: unknown): Result<unknown> | undefined {
  const parsed = resultSchema.safeParse(body);
  if (!parsed.success) return undefined;
  return parsed.data.ok ? { ok: true, value: parsed.data.value } : { ok: false, error: parsed.data.error };
}

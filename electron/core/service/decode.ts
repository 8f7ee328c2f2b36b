import type { z } from 'zod';
import { fail, ok, type Result } from '../../../shared/contract/errors';

/**
 * Parses a response body and checks it against a wire schema. Whatever the body is (not JSON, a
 * wrong shape, a missing field), the result is data: BAD_RESPONSE whose `field` is the dotted path
 * from the body's root (`data.ttsHistories.0.id`), so a bug report says exactly what the service
 * sent wrong. Never throws.
 */
export function decodeBody<T>(bodyText: string, schema: z.ZodType<T>, action: string): Result<T> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bodyText);
  } catch {
    const what = bodyText.trim() === '' ? 'was empty' : 'is not JSON';
    return fail('BAD_RESPONSE', `Could not ${action}: the service's answer ${what}.`);
  }
  return decodeValue(parsed, schema, action);
}

export function decodeValue<T>(value: unknown, schema: z.ZodType<T>, action: string): Result<T> {
  const result = schema.safeParse(value);
  if (result.success) return ok(result.data);
  const issue = result.error.issues[0];
  const field = issue ? issue.path.map((part) => String(part)).join('.') : '';
  const why = issue ? issue.message.replace(/^Invalid input: /, '') : 'unexpected shape';
  const where = field === '' ? 'has an unexpected shape' : `has a missing or wrong field "${field}"`;
  return fail('BAD_RESPONSE', `Could not ${action}: the service's answer ${where} (${why}).`, {
    ...(field === '' ? {} : { field }),
  });
}

import { httpError, readErrorBody, type CallContext } from './errors';
import type { StudioError } from '../../../shared/contract/errors';

/**
 * An error body (§7: `code` and `message`, no `data`) that came with a 2xx status: the interface
 * leaves most error statuses undocumented, so the body is believed. A v1 success says
 * `success: false` too, but never carries a `code`; a body with `data` is a success whatever else
 * it says. `scrub` hides the key in the error's text, and only there: a success is never shown,
 * and scrubbing every page a sync lists was a good share of the listing's cost.
 */
export function errorInSuccessBody(
  status: number,
  bodyText: string,
  context: CallContext,
  scrub = (text: string) => text,
): StudioError | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bodyText);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const record = parsed as Record<string, unknown>;
  if (record.success === true || (record.data !== undefined && record.data !== null)) return undefined;
  const body = readErrorBody(bodyText);
  if (body?.code === undefined || body.code < 400 || body.message === undefined) return undefined;
  return httpError({ status, bodyText: scrub(bodyText), retryAfter: null, nowMs: 0 }, context);
}

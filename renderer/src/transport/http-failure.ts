import { fail, type Result } from '../../../shared/contract';

export const sessionExpiredMessage = 'This web-mode session has expired; open the URL printed by npm run web again.';

/**
 * The web-mode server answers every operation with HTTP 200 and a Result body, so any other status
 * is trouble on the road itself (expired cookie, Host/Origin refusal, a server that does not know
 * the route). Each becomes a Result error with the status kept, so callers still branch on `code`.
 */
export function resultForHttpStatus(status: number, operation: string): Result<never> {
  const extra = { status };
  if (status === 401) return fail('UNAUTHORIZED', sessionExpiredMessage, extra);
  if (status === 403) return fail('FORBIDDEN', 'The web-mode server refused this page (Host or Origin check).', extra);
  if (status === 404) return fail('NOT_FOUND', `The web-mode server does not know the operation "${operation}".`, extra);
  if (status === 429) return fail('RATE_LIMITED', 'The web-mode server asked to slow down.', extra);
  if (status >= 500) return fail('SERVER', `The web-mode server failed with HTTP ${status}.`, extra);
  // 405, 413, 415 ...: the renderer and the server disagree about the route; a bug on our side.
  return fail('INTERNAL', `The web-mode server answered "${operation}" with HTTP ${status}.`, extra);
}

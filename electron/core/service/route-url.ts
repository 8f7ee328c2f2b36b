import { fail, ok, type Result } from '../../../shared/contract/errors';
import { buildPath, isDotSegment, queryNames } from './api-table';
import type { CallContext } from './errors';

/**
 * The full URL of a route call, built only from the route table: path template, URL-encoded id,
 * and query names looked up by meaning, so a wrong guessed name is a one-line fix in the table.
 */

export type QueryName = keyof typeof queryNames;
export type QueryValue = string | number | boolean | readonly string[] | null | undefined;
/** Keys are meanings from `queryNames`; the wire names come from the table, never from callers. */
export type Query = Partial<Record<QueryName, QueryValue>>;

export function routeUrl(
  baseUrl: string,
  template: string,
  request: { id?: string; query?: Query },
  context: CallContext,
  projectId: string | null | undefined,
): Result<string> {
  let path: string;
  if (template.includes('{id}')) {
    const id = request.id ?? '';
    if (id === '') return fail('VALIDATION', `Could not ${context.action}: no id was given.`, { field: 'id' });
    // "." and ".." cannot be sent as a path segment at all: WHATWG URL parsing (which fetch
    // applies) resolves them, even percent-encoded as %2E%2E, into the parent route. No resource
    // has such an id, so the answer is known without asking.
    if (isDotSegment(id)) {
      return fail('NOT_FOUND', `Could not ${context.action}: there is no ${context.subject ?? 'item'} with id ${JSON.stringify(id)}.`);
    }
    path = buildPath(template, { id });
  } else {
    path = buildPath(template);
  }
  const query: Query = { ...request.query };
  // v2 routes take the project as a query parameter (doc for histories, guess for the rest).
  if (template.startsWith('/v2/') && projectId && query.projectId === undefined) query.projectId = projectId;
  const search = new URLSearchParams();
  for (const [meaning, value] of Object.entries(query) as Array<[QueryName, QueryValue]>) {
    if (value === undefined || value === null) continue;
    const name = queryNames[meaning];
    // Arrays go as repeated keys (`type=TEXT&type=URL`); booleans as "true"/"false".
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
    else search.append(name, String(value));
  }
  const qs = search.toString();
  return ok(`${baseUrl}${path}${qs === '' ? '' : `?${qs}`}`);
}

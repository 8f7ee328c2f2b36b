import type { z } from 'zod';
import { fail, ok, type Result } from '../../../shared/contract/errors';

/**
 * Parses a response body and checks it against a wire schema. Whatever the body is (not JSON, a
 * wrong shape, a missing field), the result is data: BAD_RESPONSE whose `field` is the dotted path
 * from the body's root (`data.totalPages`), so a bug report says exactly what the service sent
 * wrong. Never throws.
 *
 * A list is read item by item (`list` names where it sits inside `data`): an item the schema
 * cannot make sense of is left out and counted in the page's `dropped`, and the rest is shown.
 * The drop is logged once per list, naming the first field at fault, never a value.
 */
export function decodeBody<T>(bodyText: string, schema: z.ZodType<T>, action: string, list?: ListPath): Result<T> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bodyText);
  } catch {
    const what = bodyText.trim() === '' ? 'was empty' : 'is not JSON';
    return fail('BAD_RESPONSE', `Could not ${action}: the service's answer ${what}.`);
  }
  return decodeValue(parsed, schema, action, list);
}

/** Keys from the body's root to an array of resources: `['data', 'voices']`, `['data']` for a bare list. */
export type ListPath = readonly string[];

type Issue = z.core.$ZodIssue;

export function decodeValue<T>(value: unknown, schema: z.ZodType<T>, action: string, list?: ListPath): Result<T> {
  const result = schema.safeParse(value);
  if (result.success) return ok(result.data);
  const issues = result.error.issues;
  if (list === undefined) return badResponse(issues[0], action);

  const items = at(value, list);
  const bad = new Set<number>();
  for (const issue of issues) {
    const index = itemIndex(issue, list);
    if (index === undefined) return badResponse(issue, action);
    bad.add(index);
  }
  if (!Array.isArray(items)) return badResponse(issues[0], action);
  const kept = replaceAt(
    value,
    list,
    items.filter((_, index) => !bad.has(index)),
  );
  const retried = schema.safeParse(kept);
  if (!retried.success) return badResponse(retried.error.issues[0], action);

  const first = issues[0]!;
  console.warn(
    `[studio] ${action}: ${bad.size} of ${items.length} items could not be read and were left out ` +
      `(first at "${dotted(first.path)}": ${reason(first)}).`,
  );
  const page = list.length > 1 ? at(retried.data, list.slice(0, -1)) : undefined;
  if (typeof page === 'object' && page !== null && !Array.isArray(page)) (page as { dropped?: number }).dropped = bad.size;
  return ok(retried.data);
}

/** The index of the list item an issue is inside, or undefined when it is outside every item. */
function itemIndex(issue: Issue, list: ListPath): number | undefined {
  const { path } = issue;
  if (path.length <= list.length || list.some((key, depth) => path[depth] !== key)) return undefined;
  const index = path[list.length];
  return typeof index === 'number' ? index : undefined;
}

function at(value: unknown, path: ListPath): unknown {
  let here = value;
  for (const key of path) {
    if (typeof here !== 'object' || here === null) return undefined;
    here = (here as Record<string, unknown>)[key];
  }
  return here;
}

/** A copy of `value` with the array at `path` replaced; the rest is shared, never mutated. */
function replaceAt(value: unknown, path: ListPath, replacement: unknown[]): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path;
  const record = value as Record<string, unknown>;
  return { ...record, [key!]: replaceAt(record[key!], rest, replacement) };
}

function badResponse(issue: Issue | undefined, action: string): Result<never> {
  const field = issue ? dotted(issue.path) : '';
  const why = issue ? reason(issue) : 'unexpected shape';
  const where = field === '' ? 'has an unexpected shape' : `has a missing or wrong field "${field}"`;
  return fail('BAD_RESPONSE', `Could not ${action}: the service's answer ${where} (${why}).`, {
    ...(field === '' ? {} : { field }),
  });
}

function dotted(path: readonly PropertyKey[]): string {
  return path.map((part) => String(part)).join('.');
}

/** Zod's words for the problem: types and expectations, never the value received. */
function reason(issue: Issue): string {
  return issue.message.replace(/^Invalid input: /, '');
}

import { guessed } from '../guesses';
import { fail } from '../http/errors';

/**
 * Reading query parameters strictly: a value the service would refuse is a 400 (v1 `{code,
 * message}` or v2 9400, by route family), so a client sending a wrong name or format finds out
 * here rather than against the real service.
 */

export function optionalString(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name);
  return value === null || value === '' ? undefined : value;
}

/** "true"/"false" only, as the service's string booleans. */
export function optionalBoolean(query: URLSearchParams, name: string): boolean | undefined {
  const value = optionalString(query, name);
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw fail.validation(`${name} must be "true" or "false"`, 'FieldMustBeBoolean');
}

export function optionalEnum<T extends string>(query: URLSearchParams, name: string, allowed: readonly T[]): T | undefined {
  const value = optionalString(query, name);
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value))
    throw fail.validation(`${name} must be one of ${allowed.join(', ')}`, 'FieldMustBeEnum');
  return value as T;
}

/** Arrays arrive as repeated keys (`type=TEXT&type=URL`); every value must be allowed. */
export function enumArray<T extends string>(query: URLSearchParams, name: string, allowed: readonly T[]): T[] {
  const values = query.getAll(name).filter((v) => v !== '');
  for (const value of values) {
    if (!(allowed as readonly string[]).includes(value))
      throw fail.validation(`each ${name} must be one of ${allowed.join(', ')}`, 'FieldMustBeEnum');
  }
  return values as T[];
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && uuidPattern.test(value);
}

export function optionalUuid(query: URLSearchParams, name: string): string | undefined {
  const value = optionalString(query, name);
  if (value !== undefined && !isUuid(value)) throw fail.validation(`${name} must be a UUID`, 'FieldMustBeUuid');
  return value;
}

function positiveInt(query: URLSearchParams, name: string, fallback: number, max: number): number {
  const raw = optionalString(query, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw fail.validation(`${name} must be a positive integer`, 'FieldMustBeInt');
  const value = Number(raw);
  if (value < 1 || value > max) throw fail.validation(`${name} must be between 1 and ${max}`, 'FieldOutOfRange');
  return value;
}

export interface PageRequest {
  /** 1-based page number. */
  page: number;
  size: number;
}

/** v1 paging: `skip` is a 1-based PAGE NUMBER (default '1'), not an offset; `take` the size (default '10'). */
export function v1Paging(query: URLSearchParams): PageRequest {
  return { page: positiveInt(query, guessed.query.skip, 1, 1_000_000), size: positiveInt(query, guessed.query.take, 10, 1_000) };
}

/** v2 paging: `page` (1-based, default 1) and `perPage` (default 10, at most 100). */
export function v2Paging(query: URLSearchParams): PageRequest {
  return { page: positiveInt(query, guessed.query.page, 1, 1_000_000), size: positiveInt(query, guessed.query.perPage, 10, 100) };
}

export function pageOf<T>(items: readonly T[], request: PageRequest): T[] {
  const start = (request.page - 1) * request.size;
  return items.slice(start, start + request.size);
}

export function totalPages(count: number, size: number): number {
  return Math.ceil(count / size);
}

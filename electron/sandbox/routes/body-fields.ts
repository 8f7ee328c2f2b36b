import { fail } from '../http/errors';
import { isUuid } from './query';

/**
 * Reading JSON body fields with the service's class-validator-style keys
 * (FieldIsRequired, FieldMustBeString, FieldMustBeUuid, FieldMustBeBoolean, ...).
 */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw fail.validation('Request body must be a JSON object', 'BodyMustBeObject');
  return body as Record<string, unknown>;
}

/** A field the interface types as a string: present, a string, not empty. */
export function requiredString(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  if (value === undefined || value === null) throw fail.validation(`${name} is required`, 'FieldIsRequired');
  if (typeof value !== 'string') throw fail.validation(`${name} must be a string`, 'FieldMustBeString');
  if (value === '') throw fail.validation(`${name} should not be empty`, 'FieldIsRequired');
  return value;
}

/** A field the interface types as "string (uuid)". */
export function requiredUuid(fields: Record<string, unknown>, name: string): string {
  const value = requiredString(fields, name);
  if (!isUuid(value)) throw fail.validation(`${name} must be a UUID`, 'FieldMustBeUuid');
  return value;
}

export function booleanWithDefault(fields: Record<string, unknown>, name: string, fallback: boolean): boolean {
  const value = fields[name];
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw fail.validation(`${name} must be a boolean`, 'FieldMustBeBoolean');
  return value;
}

export function requiredBoolean(fields: Record<string, unknown>, name: string): boolean {
  if (fields[name] === undefined || fields[name] === null) throw fail.validation(`${name} is required`, 'FieldIsRequired');
  return booleanWithDefault(fields, name, false);
}

import { fail, ok, type Result } from '../../../shared/contract/errors';

export const MAX_PROFILE_NAME_LENGTH = 60;

// Control characters, and the bidi overrides/isolates that could make one name display as another.
// Zero-width joiners (U+200C/U+200D) stay allowed: Arabic and Persian spelling uses them.
// eslint-disable-next-line no-control-regex
const forbidden = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff]/;

/**
 * A profile name as the user typed it, made canonical: trimmed and in Unicode NFC (so the same
 * Arabic name typed on two keyboards is one name). Length counts characters, not UTF-16 units.
 */
export function normaliseProfileName(input: unknown): Result<string> {
  if (typeof input !== 'string') return fail('VALIDATION', 'The profile name must be text.', { field: 'name' });
  const name = input.normalize('NFC').trim();
  const length = [...name].length;
  if (length === 0) return fail('VALIDATION', 'Give the profile a name.', { field: 'name' });
  if (length > MAX_PROFILE_NAME_LENGTH) {
    return fail('VALIDATION', `The profile name is ${length} characters; the limit is ${MAX_PROFILE_NAME_LENGTH}.`, {
      field: 'name',
    });
  }
  if (forbidden.test(name)) {
    return fail('VALIDATION', 'The profile name contains control or text-direction characters; remove them.', {
      field: 'name',
    });
  }
  return ok(name);
}

/** The key two names are compared by: "Work" and "work" (and NFKC look-alikes) are the same name. */
export function profileNameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase();
}

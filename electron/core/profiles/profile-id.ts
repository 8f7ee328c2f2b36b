import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { fail, ok, type Result } from '../../../shared/contract/errors';

/**
 * A profile id is a lowercase uuid and nothing else. It becomes a directory name and a keychain
 * account, so it is checked before either is touched: no `/`, `..`, drive letters or NUL can
 * pass, and lowercase-only means two ids can never name one folder on a case-insensitive disk.
 */
const profileIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const profileIdSchema = z.string().regex(profileIdPattern, 'a profile id is a lowercase uuid');

export function checkProfileId(id: unknown): Result<string> {
  if (typeof id === 'string' && profileIdPattern.test(id)) return ok(id);
  return fail('VALIDATION', 'This is not a profile id (a profile id is a lowercase uuid).', { field: 'profileId' });
}

export function newProfileId(): string {
  return randomUUID();
}

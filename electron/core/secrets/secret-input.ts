import { fail, ok, type Result } from '../../../shared/contract/errors';

const MAX_ACCOUNT_LENGTH = 200;
const MAX_SECRET_LENGTH = 4096;
// NUL would silently cut the secret short in the keychain's C API; line breaks mean a bad paste.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]/;

export function checkAccount(account: unknown): Result<string> {
  if (typeof account !== 'string' || account.length === 0 || account.length > MAX_ACCOUNT_LENGTH || controlCharacters.test(account)) {
    return fail('VALIDATION', `The keychain account must be 1\u2013${MAX_ACCOUNT_LENGTH} printable characters.`, {
      field: 'account',
    });
  }
  return ok(account);
}

/** Checks a secret's shape. Messages describe the problem and never quote the secret. */
export function checkSecret(secret: unknown): Result<string> {
  if (typeof secret !== 'string' || secret.length === 0) {
    return fail('VALIDATION', 'The API key is empty.', { field: 'apiKey' });
  }
  if (secret.length > MAX_SECRET_LENGTH) {
    return fail('VALIDATION', `The API key is longer than ${MAX_SECRET_LENGTH} characters; paste only the key.`, {
      field: 'apiKey',
    });
  }
  if (controlCharacters.test(secret)) {
    return fail('VALIDATION', 'The API key contains line breaks or control characters; paste only the key.', {
      field: 'apiKey',
    });
  }
  return ok(secret);
}

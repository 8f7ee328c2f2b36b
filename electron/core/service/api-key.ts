import { fail, ok, type Result } from '../../../shared/contract/errors';
import type { CallContext } from './errors';

// Header values must be visible ASCII; anything else would make fetch throw with the value
// (the key) in its message, so such a key is refused before it gets near a header.
const sendableKey = /^[\x21-\x7e]+$/;

/**
 * Reads the key at the moment a request is about to be sent. The key is never stored by the
 * client; callers put it in the Authorization header and nowhere else.
 */
export type ApiKeySource = () => Promise<Result<string | null> | string | null> | Result<string | null> | string | null;

export async function readApiKey(getApiKey: ApiKeySource, context: CallContext): Promise<Result<string>> {
  let key: string | null;
  try {
    const got = await getApiKey();
    if (got !== null && typeof got === 'object') {
      if (!got.ok) {
        const code = got.error.code === 'NO_API_KEY' ? 'NO_API_KEY' : 'KEYCHAIN_UNAVAILABLE';
        const why = code === 'NO_API_KEY' ? got.error.message : 'the API key could not be read from the keychain';
        return fail(code, `Could not ${context.action}: ${why}.`.replace(/\.\.$/, '.'));
      }
      key = got.value;
    } else {
      key = got;
    }
  } catch {
    return fail('KEYCHAIN_UNAVAILABLE', `Could not ${context.action}: the API key could not be read from the keychain.`);
  }
  key = key?.trim() ?? null;
  if (!key) return fail('NO_API_KEY', `Could not ${context.action}: no API key is set. Add one in Settings.`);
  if (!sendableKey.test(key)) {
    return fail(
      'UNAUTHORIZED',
      `Could not ${context.action}: the API key holds spaces or characters that cannot be sent. Check the key in Settings.`,
    );
  }
  return ok(key);
}

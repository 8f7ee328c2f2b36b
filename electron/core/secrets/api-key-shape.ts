import { fail, ok, type Result } from '../../../shared/contract/errors';

/**
 * The shortest API key the studio stores. The service's keys are uuid-shaped (36 characters,
 * docs/service-api.md) but their format is not documented, so only what could never be one is refused.
 * Anything shorter is a partial paste or a typo, and a key of a few characters would make every
 * answer that shares them look like an echo of it to the scrubber (scrub-secret.ts).
 */
export const MIN_API_KEY_LENGTH = 16;
export const MAX_API_KEY_LENGTH = 4096;

// C0 and C1 controls: NUL cuts a secret short in the keychain's C API; line breaks mean a bad paste.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/;
const whitespace = /\s/u;
/** Visible ASCII: a key travels in an HTTP header ("Token <key>"), where only these are safe. */
const visibleAscii = /^[\x21-\x7e]*$/;

const refuse = (problem: string, message: string): Result<never> =>
  fail('VALIDATION', message, { field: 'apiKey', messageKey: `apiKey.${problem}` });

/**
 * The key as it will be stored (trimmed: a pasted key often carries a space or a line break at its
 * ends), or why it could never be a key, one messageKey per reason (`apiKey.<reason>`). Messages
 * describe the problem and never quote the key.
 */
export function checkApiKeyShape(input: unknown): Result<string> {
  const key = typeof input === 'string' ? input.trim() : '';
  if (key.length === 0) return refuse('empty', 'The API key is empty.');
  if (key.length > MAX_API_KEY_LENGTH) {
    return refuse('tooLong', `The API key is longer than ${MAX_API_KEY_LENGTH} characters; paste only the key.`);
  }
  if (controlCharacters.test(key)) {
    return refuse('controlCharacters', 'The API key contains line breaks or other control characters; paste only the key, on one line.');
  }
  if (whitespace.test(key)) return refuse('spaces', 'The API key contains spaces; an API key has none: paste only the key.');
  if (!visibleAscii.test(key)) {
    return refuse(
      'characters',
      'The API key contains characters other than plain letters, digits and punctuation (A–Z, 0–9, - _ …); paste the key itself.',
    );
  }
  if (key.length < MIN_API_KEY_LENGTH) {
    return refuse('tooShort', `The API key is shorter than ${MIN_API_KEY_LENGTH} characters; paste the whole key.`);
  }
  return ok(key);
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redactValue } from '../../../electron/core/security/redact-value';
import { SCRUB_FLOOR, scrubSecret } from '../../../electron/core/security/scrub-secret';

const key = 'hk_live_9f8e7d6c5b4a3210ZYXW';

describe('scrubSecret', () => {
  it('removes the whole key in any letter case', () => {
    expect(scrubSecret(`invalid key ${key}!`, key)).toBe('invalid key [redacted]!');
    expect(scrubSecret(`INVALID KEY ${key.toUpperCase()}`, key)).toBe('INVALID KEY [redacted]');
  });

  it('removes any run of 8 or more of its characters, as a cut message leaves them', () => {
    expect(scrubSecret(`the key ${key.slice(0, 12)}…`, key)).toBe('the key [redacted]…');
    expect(scrubSecret(`…${key.slice(-9)} was refused`, key)).toBe('…[redacted] was refused');
    expect(scrubSecret(`a ${key.slice(3, 11)} b ${key.slice(14, 23)} c`, key)).toBe('a [redacted] b [redacted] c');
  });

  it('keeps shorter runs and unrelated text', () => {
    expect(scrubSecret(`prefix ${key.slice(0, 7)} only`, key)).toBe(`prefix ${key.slice(0, 7)} only`);
    expect(scrubSecret('Voice not found', key)).toBe('Voice not found');
    expect(scrubSecret('anything', null)).toBe('anything');
  });
});

describe('scrubSecret against a hostile echo', () => {
  it('hides the key after letters that lower-case to two code units ("İ" → "i̇")', () => {
    const text = `${'İ'.repeat(40)} invalid key ${key}`;
    expect(scrubSecret(text, key)).toBe(`${'İ'.repeat(40)} invalid key [redacted]`);
  });

  it('hides the key percent-encoded in a URL, where + / = would cut it into short runs', () => {
    const special = 'Ab3+Cd5/Ef7=Gh9+Ij1/Kl';
    expect(scrubSecret(`see https://x.example/?k=${encodeURIComponent(special)}`, special)).toBe('see https://x.example/?k=[redacted]');
  });
});

/** Whether `text` holds a run of `length` characters of `secret` (either spelling, any case): what may be hidden. */
function holdsRunOf(text: string, secret: string, length: number): boolean {
  return [secret, encodeURIComponent(secret)].some((form) => {
    const haystack = text.toLowerCase();
    const needle = form.toLowerCase();
    for (let at = 0; at + length <= haystack.length; at++) if (needle.includes(haystack.slice(at, at + length))) return true;
    return false;
  });
}

/** What answers are made of: the core's error codes, the service's keys and JSON's own punctuation. */
const answerWords = [
  'NOT_FOUND',
  'NO_API_KEY',
  'KEYCHAIN_UNAVAILABLE',
  'messageKey',
  'FieldMustBeString',
  'configured',
  'success',
  'e',
  '_',
];
const answerText = fc
  .array(fc.oneof(fc.constantFrom(...answerWords), fc.string({ maxLength: 6 })), { maxLength: 12 })
  .map((words) => words.join(''));

describe('the scrubber never hides less than its floor', () => {
  it('leaves an answer whole when it holds no run of 8 of the secret, however short the secret (a 1-character key hid every "_")', () => {
    expect(scrubSecret('NOT_FOUND', '_')).toBe('NOT_FOUND');
    expect(scrubSecret('NO_API_KEY', 'e')).toBe('NO_API_KEY');
    fc.assert(
      fc.property(answerText, fc.string({ minLength: 1, maxLength: 24 }), (text, secret) => {
        fc.pre(!holdsRunOf(text, secret, SCRUB_FLOOR));
        expect(scrubSecret(text, secret)).toBe(text);
        expect(scrubSecret(text, secret, 1)).toBe(text);
      }),
      {
        examples: [
          ['NOT_FOUND', '_'],
          ['"configured":true', 'e'],
          ['NO_API_KEY', 'NO_'],
        ],
      },
    );
  });

  it('returns an answer object untouched for a short key, JSON keys included', () => {
    const answer = { ok: false, error: { code: 'NOT_FOUND', messageKey: 'NO_API_KEY', message: 'Voice not found' } };
    for (const key of ['_', 'e', 'o', 'NOT_', 'N0T_F0']) expect(redactValue(answer, [key])).toBe(answer);
    fc.assert(
      fc.property(
        fc.dictionary(answerText, answerText, { maxKeys: 4 }),
        fc.string({ minLength: 1, maxLength: SCRUB_FLOOR - 1 }),
        (value, key) => {
          expect(redactValue(value, [key])).toBe(value);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkApiKeyShape, MIN_API_KEY_LENGTH } from '../../../electron/core/secrets/api-key-shape';

/** Keys the service could issue, or that look like a real service's: all of them are stored. */
const plausible = ['3f2a9c1e-4b7d-4e21-9a6f-0c8d2e7b5a41', 'hk_live_9f8e7d6c5b4a3210ZYXW', 'sk-proj.AbC+/=~!0123456789', 'a'.repeat(16)];

describe('the API key shape (secrets.setApiKey refuses what could never be a key)', () => {
  it.each(plausible)('stores %s, trimmed of what a paste carries at its ends', (key) => {
    expect(checkApiKeyShape(`  ${key}\n`)).toEqual({ ok: true, value: key });
  });

  it.each([
    ['', 'apiKey.empty'],
    [' \n\t ', 'apiKey.empty'],
    ['e', 'apiKey.tooShort'],
    ['_', 'apiKey.tooShort'],
    ['a'.repeat(MIN_API_KEY_LENGTH - 1), 'apiKey.tooShort'],
    ['3f2a9c1e-4b7d 4e21-9a6f-0c8d2e7b5a41', 'apiKey.spaces'],
    ['3f2a9c1e-4b7d\u00a04e21-9a6f-0c8d2e7b5a41', 'apiKey.spaces'],
    ['3f2a9c1e-4b7d\n4e21-9a6f-0c8d2e7b5a41', 'apiKey.controlCharacters'],
    ['3f2a9c1e-4b7d\u00004e21-9a6f-0c8d2e7b5a41', 'apiKey.controlCharacters'],
    ['3f2a9c1e-4b7d\u200b4e21-9a6f-0c8d2e7b5a41', 'apiKey.characters'],
    ['«3f2a9c1e-4b7d-4e21-9a6f-0c8d2e7b5a41»', 'apiKey.characters'],
    ['مفتاح-3f2a9c1e-4b7d-4e21-9a6f', 'apiKey.characters'],
    ['k'.repeat(4097), 'apiKey.tooLong'],
  ])('refuses %j as %s, naming the field', (input, messageKey) => {
    expect(checkApiKeyShape(input)).toMatchObject({ ok: false, error: { code: 'VALIDATION', field: 'apiKey', messageKey } });
  });

  it('never quotes what it refuses, and refuses every key shorter than the floor', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 3, maxLength: 200, unit: 'binary' }), (input) => {
        const checked = checkApiKeyShape(input);
        if (checked.ok) {
          expect(checked.value.length).toBeGreaterThanOrEqual(MIN_API_KEY_LENGTH);
          expect(checked.value).toMatch(/^[\x21-\x7e]+$/);
        } else if (input.trim().length >= 8) {
          expect(checked.error.message).not.toContain(input.trim());
        }
      }),
    );
  });
});

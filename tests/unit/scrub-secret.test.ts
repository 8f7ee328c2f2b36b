import { describe, expect, it } from 'vitest';
import { scrubSecret } from '../../electron/core/security/scrub-secret';

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

import { describe, expect, it } from 'vitest';
import { redactValue } from '../../electron/core/security/redact-value';

const key = 'hk_live_9f8e7d6c5b4a3210ZYXW';

describe('redactValue (the last check on answers and events)', () => {
  it('scrubs every string of a nested answer, keys of maps included', () => {
    const answer = {
      ok: true,
      value: { projectName: `Project of ${key.toUpperCase()}`, list: [{ note: `…${key.slice(4, 16)}` }], headers: { [key]: 'x' } },
    };
    expect(redactValue(answer, [key])).toEqual({
      ok: true,
      value: { projectName: 'Project of [redacted]', list: [{ note: '…[redacted]' }], headers: { '[redacted]': 'x' } },
    });
  });

  it('finds a key with characters JSON escapes', () => {
    const odd = 'ab"cd\\ef"gh\\ij';
    expect(redactValue({ message: `echo ${odd}` }, [odd])).toEqual({ message: 'echo [redacted]' });
  });

  it('returns an answer without the key as the very same object', () => {
    const answer = { ok: true, value: { items: [{ name: 'Voice one', hk: 'hk_live' }] } };
    expect(redactValue(answer, [key])).toBe(answer);
    expect(redactValue(answer, [])).toBe(answer);
  });
});

import { describe, expect, it } from 'vitest';
import { redactValue } from '../../../electron/core/security/redact-value';

const key = 'hk_live_9f8e7d6c5b4a3210ZYXW';

describe('redactValue (the last check on answers and events)', () => {
  it('scrubs every string of a nested answer, keys of maps included', () => {
    const answer = {
      ok: true,
      value: { projectName: `Project of ${key.toUpperCase()}`, list: [{ note: `…${key.slice(4, 22)}` }], headers: { [key]: 'x' } },
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

  it('keeps an id that shares a short run with a uuid-shaped key', () => {
    const uuidKey = '3f2a9c1e-4b7d-4e21-9a6f-0c8d2e7b5a41';
    const id = '77aa01bb-4b7d-4e21-8c00-55dd66ee77ff';
    const page = { rows: [{ id }] };
    expect(redactValue(page, [uuidKey])).toBe(page);
    expect(redactValue({ note: `key ${uuidKey.slice(0, 18)}` }, [uuidKey])).toEqual({ note: 'key [redacted]' });
  });

  it('returns an answer without the key as the very same object', () => {
    const answer = { ok: true, value: { items: [{ name: 'Voice one', hk: 'hk_live' }] } };
    expect(redactValue(answer, [key])).toBe(answer);
    expect(redactValue(answer, [])).toBe(answer);
  });
});

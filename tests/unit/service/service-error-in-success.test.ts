import { describe, expect, it } from 'vitest';
import { errorInSuccessBody } from '../../../electron/core/service/error-in-success';
import { scrubSecret } from '../../../electron/core/security/scrub-secret';

// A 2xx body is searched for the key only when it is an error the studio will show: a sync's
// listing reads hundreds of large successes, and scrubbing each was a good share of its cost.
const key = 'hms_live_0123456789abcdefghijklmnop';
const context = { action: 'list the history' };

function countingScrub(): { scrub: (text: string) => string; calls: () => number } {
  let calls = 0;
  return {
    scrub: (text) => {
      calls += 1;
      return scrubSecret(text, key);
    },
    calls: () => calls,
  };
}

describe('an error carried by a 2xx answer', () => {
  it('leaves a success unscrubbed: it is never shown', () => {
    const { scrub, calls } = countingScrub();
    const page = JSON.stringify({ success: true, data: { ttsHistories: [{ id: 'a', script: `mentions ${key}` }], totalCount: 1 } });
    expect(errorInSuccessBody(200, page, context, scrub)).toBeUndefined();
    expect(calls()).toBe(0);
  });

  it('hides the key in the error it makes of an error body', () => {
    const { scrub, calls } = countingScrub();
    const body = JSON.stringify({ success: false, code: 403, message: `Key ${key} may not list this project` });
    const error = errorInSuccessBody(200, body, context, scrub);
    expect(error?.code).toBe('FORBIDDEN');
    expect(error?.message).not.toContain(key.slice(10, 20));
    expect(error?.message).toContain('[redacted]');
    expect(calls()).toBe(1);
  });
});

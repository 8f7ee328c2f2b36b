import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  abortableSleep,
  backoffDelayMs,
  decideRetry,
  mayRetry,
  type AttemptOutcome,
  type RetryPolicy,
} from '../../../electron/core/service/retry';

const policy: RetryPolicy = { maxAttempts: 4, baseDelayMs: 100, maxDelayMs: 1_000, maxRetryAfterMs: 30_000 };

describe('full-jitter backoff', () => {
  it('stays within [0, min(max, base·2^(n-1))) for every attempt and draw', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (attempt, r) => {
        const delay = backoffDelayMs(attempt, policy, () => r);
        const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThan(Math.max(1, ceiling));
        expect(Number.isInteger(delay)).toBe(true);
      }),
    );
  });

  it('grows exponentially until the cap (at the top of the draw)', () => {
    const top = () => 0.999_999;
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffDelayMs(n, policy, top))).toEqual([99, 199, 399, 799, 999, 999]);
  });

  it('is zero at the bottom of the draw: full jitter, not "equal jitter"', () => {
    expect(backoffDelayMs(3, policy, () => 0)).toBe(0);
  });
});

describe('what may be retried', () => {
  const response = (status: number): AttemptOutcome => ({ kind: 'response', status });

  it.each([408, 429, 500, 502, 503, 504, 599])('GET and DELETE retry HTTP %i', (status) => {
    expect(mayRetry('GET', response(status))).toBe(true);
    expect(mayRetry('DELETE', response(status))).toBe(true);
  });

  it.each([400, 401, 403, 404, 409, 410, 422])('no method retries HTTP %i', (status) => {
    for (const method of ['GET', 'DELETE', 'POST'] as const) expect(mayRetry(method, response(status))).toBe(false);
  });

  it.each([408, 429, 500, 503])('a POST is never resent after HTTP %i', (status) => {
    expect(mayRetry('POST', response(status))).toBe(false);
  });

  it('a POST is resent only when the connection was refused before sending', () => {
    expect(mayRetry('POST', { kind: 'network', refusedBeforeSending: false })).toBe(false);
    expect(mayRetry('POST', { kind: 'network', refusedBeforeSending: true })).toBe(true);
    expect(mayRetry('GET', { kind: 'network', refusedBeforeSending: false })).toBe(true);
  });

  it('never retries after the deadline or a cancel', () => {
    for (const method of ['GET', 'POST'] as const) {
      expect(mayRetry(method, { kind: 'timeout' })).toBe(false);
      expect(mayRetry(method, { kind: 'cancelled' })).toBe(false);
    }
  });
});

describe('decideRetry', () => {
  const base = { method: 'GET' as const, attempt: 1, policy, remainingMs: 60_000, random: () => 0.5 };

  it('waits at least what Retry-After asks, even when the jitter is shorter', () => {
    const decision = decideRetry({ ...base, outcome: { kind: 'response', status: 429, retryAfterMs: 2_000 } });
    expect(decision).toEqual({ retry: true, delayMs: 2_000 });
  });

  it('keeps the jitter when it is longer than Retry-After', () => {
    const decision = decideRetry({
      ...base,
      attempt: 4,
      policy: { ...policy, maxAttempts: 9 },
      random: () => 0.9,
      outcome: { kind: 'response', status: 503, retryAfterMs: 1 },
    });
    expect(decision).toEqual({ retry: true, delayMs: 720 });
  });

  it('honours Retry-After for every draw (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 29_000 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (asked, r) => {
        const decision = decideRetry({ ...base, random: () => r, outcome: { kind: 'response', status: 429, retryAfterMs: asked } });
        expect(decision.retry).toBe(true);
        if (decision.retry) expect(decision.delayMs).toBeGreaterThanOrEqual(asked);
      }),
    );
  });

  it('gives up rather than wait out a Retry-After longer than the policy allows', () => {
    expect(decideRetry({ ...base, outcome: { kind: 'response', status: 429, retryAfterMs: 31_000 } })).toEqual({ retry: false });
  });

  it('gives up when the wait would pass the deadline', () => {
    expect(decideRetry({ ...base, remainingMs: 1_500, outcome: { kind: 'response', status: 429, retryAfterMs: 2_000 } })).toEqual({
      retry: false,
    });
  });

  it('stops after maxAttempts tries', () => {
    const outcome: AttemptOutcome = { kind: 'response', status: 503 };
    expect(decideRetry({ ...base, attempt: 3, outcome }).retry).toBe(true);
    expect(decideRetry({ ...base, attempt: 4, outcome }).retry).toBe(false);
  });
});

describe('abortableSleep', () => {
  it('rejects at once when aborted', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const sleeping = abortableSleep(10_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(sleeping).rejects.toThrow('stop');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('resolves after the delay', async () => {
    await expect(abortableSleep(5)).resolves.toBeUndefined();
  });
});

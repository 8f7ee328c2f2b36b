/**
 * When to try a request again, and how long to wait first.
 *
 * Only safe requests (GET, DELETE: sending them twice changes nothing more than sending them once)
 * are retried, and only for failures that can pass: no response at all, 408, 429 and 5xx. Any other
 * 4xx is an answer, never retried. A POST (generation, toggles, favourite) is sent again only when
 * the connection was refused before a byte left, because the service cannot have seen it.
 *
 * Waits use "full jitter" (AWS Architecture Blog, "Exponential Backoff And Jitter"): a uniform draw
 * in [0, min(maxDelay, base·2^n)], which spreads a crowd of clients retrying at once. A Retry-After
 * from the service is a floor: we never come back sooner than asked.
 */

export interface RetryPolicy {
  /** Total tries, the first one included. */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /**
   * A Retry-After longer than this is not waited out inside one call: the caller gets RATE_LIMITED
   * with retryAfterMs and decides (a desktop app should not sit silently for minutes).
   */
  maxRetryAfterMs: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 250,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 30_000,
};

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** What one try ended with, as far as retrying is concerned. */
export type AttemptOutcome =
  | { kind: 'response'; status: number; retryAfterMs?: number }
  | { kind: 'network'; refusedBeforeSending: boolean }
  | { kind: 'timeout' }
  | { kind: 'cancelled' };

export function isSafeMethod(method: HttpMethod): boolean {
  return method === 'GET' || method === 'DELETE';
}

export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || (status >= 500 && status <= 599);
}

/** Whether this outcome may be tried again at all, before counting attempts or time. */
export function mayRetry(method: HttpMethod, outcome: AttemptOutcome): boolean {
  switch (outcome.kind) {
    case 'cancelled':
    case 'timeout':
      // The deadline covers the whole call; once it has passed there is no time left to retry in.
      return false;
    case 'network':
      return isSafeMethod(method) || outcome.refusedBeforeSending;
    case 'response':
      return isSafeMethod(method) && isRetryableStatus(outcome.status);
  }
}

/** Full-jitter delay before try number `attempt + 1` (attempt counts from 1). `random` is in [0, 1). */
export function backoffDelayMs(attempt: number, policy: RetryPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.floor(random() * ceiling);
}

export type RetryDecision = { retry: true; delayMs: number } | { retry: false };

/**
 * The whole decision after try number `attempt` failed with `outcome`, given how much of the
 * call's deadline is left.
 */
export function decideRetry(input: {
  method: HttpMethod;
  outcome: AttemptOutcome;
  attempt: number;
  policy: RetryPolicy;
  remainingMs: number;
  random: () => number;
}): RetryDecision {
  const { outcome, policy } = input;
  if (input.attempt >= policy.maxAttempts) return { retry: false };
  if (!mayRetry(input.method, outcome)) return { retry: false };
  const jitter = backoffDelayMs(input.attempt, policy, input.random);
  const asked = outcome.kind === 'response' ? outcome.retryAfterMs : undefined;
  if (asked !== undefined && asked > policy.maxRetryAfterMs) return { retry: false };
  const delayMs = Math.max(jitter, asked ?? 0);
  // Waiting past the deadline would only turn this error into a TIMEOUT; report the real one.
  if (delayMs >= input.remainingMs) return { retry: false };
  return { retry: true, delayMs };
}

/** A sleep that ends early (rejecting) when the signal aborts, so cancelling never waits out a backoff. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

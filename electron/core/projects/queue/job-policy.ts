import { isUnreachable, type StudioError } from '../../../../shared/contract';

/**
 * What the queue does after a generation failed, from what the core established about the clip
 * (StudioError.outcome, generate-speech.ts) and the error's code. Pure, so every branch is tested
 * on its own (tests/unit/projects/queue-policy.test.ts).
 *
 * - The service made the clip (`made`): its entry is the block's take (adopted by id, or found in
 *   History when only the search for it failed).
 * - It may have (`maybeMade`): History decides, never a blind resend.
 * - It surely made nothing (`notSent`, `notMade`): 429 waits as long as the service asked and sends
 *   again; a refused key pauses the whole queue (every block would fail the same way, and nothing
 *   is lost by waiting); a 5xx or an unreadable answer is tried again a few times, then fails the
 *   block; an unreachable service is tried again a few times, then pauses the queue; anything else
 *   (the text, the voice, the settings) fails the block with its reason while the others go on.
 */

export interface QueueLimits {
  /** Requests in flight at once, all projects together: within the service's limits. */
  concurrency: number;
  /** Requests one job may make when the service made nothing (5xx, a connection lost). */
  maxAttempts: number;
  /** How many 429s one job waits out before it fails. */
  maxRateWaits: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  /**
   * How long after a request left its clip may still appear in History: the client's deadline for
   * a generation plus a clock skew. Past it, a job not found in History made nothing and is sent again.
   */
  settleMs: number;
  /** How far the service's clock may run behind ours when matching History's createdAt. */
  skewMs: number;
  /** Pause between two looks in History for unanswered jobs. */
  lookupPollMs: number;
  /** History pages (100 entries) read per look, at most. */
  historyPages: number;
}

export const defaultQueueLimits: QueueLimits = {
  concurrency: 2,
  maxAttempts: 3,
  maxRateWaits: 20,
  backoffBaseMs: 1_000,
  backoffMaxMs: 30_000,
  settleMs: 150_000,
  skewMs: 30_000,
  lookupPollMs: 2_000,
  historyPages: 20,
};

export type JobDecision =
  | { kind: 'adopt'; historyId: string }
  | { kind: 'lookup' }
  | { kind: 'wait'; delayMs: number }
  | { kind: 'retry'; delayMs: number }
  | { kind: 'requeue' }
  | { kind: 'pause'; error: StudioError }
  | { kind: 'fail'; error: StudioError }
  | { kind: 'leave' };

export interface FailureContext {
  /** Requests this job has made, this one included. */
  attempts: number;
  /** 429s this job has waited out so far. */
  rateWaits: number;
  /** The History id of the clip, when the core kept its entry although its audio failed. */
  keptHistoryId: string | null;
  /** The studio is closing: nothing is sent again now; the next run resolves what is open. */
  closing: boolean;
}

const queueWide = new Set<StudioError['code']>(['UNAUTHORIZED', 'FORBIDDEN', 'NO_API_KEY', 'KEYCHAIN_UNAVAILABLE']);

export const backoffMs = (attempt: number, limits: QueueLimits) =>
  Math.min(limits.backoffMaxMs, limits.backoffBaseMs * 2 ** Math.max(0, attempt - 1));

export function decideAfterFailure(error: StudioError, context: FailureContext, limits: QueueLimits): JobDecision {
  const nothingMade = error.outcome === 'notSent' || error.outcome === 'notMade';
  if (error.outcome === 'made' && context.keptHistoryId !== null) return { kind: 'adopt', historyId: context.keptHistoryId };
  if (context.closing || error.code === 'CANCELLED') return nothingMade ? { kind: 'requeue' } : { kind: 'leave' };
  if (error.outcome === 'made' || error.outcome === 'maybeMade') return { kind: 'lookup' };
  if (error.code === 'RATE_LIMITED') {
    if (context.rateWaits >= limits.maxRateWaits) return { kind: 'fail', error };
    return { kind: 'wait', delayMs: error.retryAfterMs ?? backoffMs(context.rateWaits + 1, limits) };
  }
  if (queueWide.has(error.code)) return { kind: 'pause', error };
  if (isUnreachable(error)) {
    return context.attempts < limits.maxAttempts
      ? { kind: 'retry', delayMs: backoffMs(context.attempts, limits) }
      : { kind: 'pause', error };
  }
  if ((error.code === 'SERVER' || error.code === 'BAD_RESPONSE') && context.attempts < limits.maxAttempts) {
    return { kind: 'retry', delayMs: backoffMs(context.attempts, limits) };
  }
  return { kind: 'fail', error };
}

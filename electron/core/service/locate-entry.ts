import { fail, ok, type Result, type StudioError } from '../../../shared/contract/errors';
import type { HistoryEntry, HistoryPage } from '../../../shared/model/service';
import type { ServiceHttp } from './http';

/**
 * Finding the entry a generation made when the POST's answer does not carry it (the documented
 * answer is an empty array): the newest entry on history page 1 whose script and voice match and
 * whose createdAt is not before the request was sent. The service may list it a moment late, so
 * page 1 is read a few times with growing pauses; the whole search is bounded and cancellable.
 */

export interface LocatePolicy {
  /** Reads of history page 1, the first one included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Tolerance for the service's clock running behind ours (after correcting by its Date header). */
  clockSkewMs: number;
}

export const defaultLocatePolicy: LocatePolicy = {
  attempts: 6,
  baseDelayMs: 100,
  maxDelayMs: 1_000,
  clockSkewMs: 5_000,
};

/**
 * How far the service's clock is ahead of ours, from the Date header of its answer (0 without
 * one). Date has one-second resolution and is truncated, so this errs towards an earlier bound,
 * which only makes the search more permissive.
 */
export function serverClockOffsetMs(dateHeader: string | null, receivedAtMs: number): number {
  if (!dateHeader) return 0;
  const serverMs = Date.parse(dateHeader);
  return Number.isNaN(serverMs) ? 0 : serverMs - receivedAtMs;
}

export interface LocateInput {
  http: ServiceHttp;
  policy: LocatePolicy;
  signal: AbortSignal | undefined;
  script: string;
  voiceId: string;
  /** When the POST was sent, on the service's clock. */
  notBeforeServerMs: number;
  readPage: () => Promise<Result<HistoryPage>>;
  /** The requested voice's name, looked up only if an entry carries no voice id to compare. */
  voiceName: () => Promise<string | undefined>;
}

export async function findNewEntry(input: LocateInput): Promise<Result<HistoryEntry>> {
  const { policy } = input;
  const notBefore = input.notBeforeServerMs - policy.clockSkewMs;
  let lastError: StudioError | undefined;
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    const page = await input.readPage();
    if (page.ok) {
      const found = await pickNewest(page.value.ttsHistories, input, notBefore);
      if (found) return ok(found);
    } else if (page.error.code === 'CANCELLED') {
      return cancelledWhileLocating();
    } else {
      lastError = page.error;
    }
    if (attempt < policy.attempts) {
      const delay = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
      if (!(await input.http.pause(delay, input.signal))) return cancelledWhileLocating();
    }
  }
  const why = lastError ? ` Reading the history failed: ${lastError.message}` : '';
  return fail(
    'NOT_FOUND',
    `The service accepted the generation, but the new entry could not be found in the history after ${policy.attempts} checks; it may appear later, so refresh the history before generating again.${why}`,
  );
}

async function pickNewest(entries: HistoryEntry[], input: LocateInput, notBefore: number): Promise<HistoryEntry | undefined> {
  const candidates = entries
    .filter((entry) => entry.script === input.script && createdAtMs(entry) >= notBefore)
    .sort((a, b) => createdAtMs(b) - createdAtMs(a));
  for (const entry of candidates) {
    const entryVoiceId = entry.ttsVoiceId ?? entry.ttsVoice?.id;
    if (entryVoiceId) {
      if (entryVoiceId === input.voiceId) return entry;
      continue;
    }
    const name = await input.voiceName();
    // Without a name to compare, script and time are the best evidence there is.
    if (name === undefined || entry.ttsVoice?.name === name) return entry;
  }
  return undefined;
}

function createdAtMs(entry: HistoryEntry): number {
  const ms = Date.parse(entry.createdAt);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

function cancelledWhileLocating(): Result<never> {
  return fail(
    'CANCELLED',
    'Cancelled while looking for the new entry; the service had already accepted the generation, so it will appear in the history.',
  );
}

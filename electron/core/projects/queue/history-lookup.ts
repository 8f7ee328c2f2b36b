import { ok, type Result } from '../../../../shared/contract';
import type { HistoryEntry, HistoryPage } from '../../../../shared/model/service';

/**
 * Finding the clips of jobs whose answer never came (a crash, a lost answer): the service's
 * history, newest first, read back until it is older than the earliest of them was sent, and for
 * each job the oldest entry that has exactly its script and voice and was made after it was sent
 * (less a clock skew). An entry already a take of some block, or given to another job of the same
 * text, is never given twice, so two blocks that say the same words get one clip each.
 */

export interface LookupTarget {
  jobId: string;
  /** Exactly what was sent (the job's spoken text). */
  script: string;
  voiceId: string | null;
  /** When it was sent, on this machine's clock. */
  sentMs: number;
}

export interface LookupOptions {
  /** How far the service's clock may run behind ours. */
  skewMs: number;
  /** History pages read at most (100 entries each): a bound on a very busy account. */
  maxPages: number;
  /** Entries already the take of a block: never adopted again. */
  taken: (historyId: string) => boolean;
  signal?: AbortSignal | undefined;
}

type ReadPage = (page: number, perPage: number, signal: AbortSignal | undefined) => Promise<Result<HistoryPage>>;

const perPage = 100;

const createdMs = (entry: HistoryEntry) => {
  const ms = Date.parse(entry.createdAt);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
};

const voiceOf = (entry: HistoryEntry) => entry.ttsVoiceId ?? entry.ttsVoice?.id ?? null;

/** The entries found, by job id; a job left out was not found. An unreadable history is the failure. */
export async function lookInHistory(
  readPage: ReadPage,
  targets: readonly LookupTarget[],
  options: LookupOptions,
): Promise<Result<Map<string, HistoryEntry>>> {
  const found = new Map<string, HistoryEntry>();
  if (targets.length === 0) return ok(found);
  const scripts = new Set(targets.map((target) => target.script));
  const oldest = Math.min(...targets.map((target) => target.sentMs)) - options.skewMs;
  const candidates: HistoryEntry[] = [];
  for (let page = 1; page <= options.maxPages; page++) {
    const read = await readPage(page, perPage, options.signal);
    if (!read.ok) return read;
    const entries = read.value.ttsHistories;
    candidates.push(...entries.filter((entry) => scripts.has(entry.script) && !options.taken(entry.id)));
    const pageOldest = Math.min(...entries.map(createdMs));
    if (entries.length < perPage || page >= read.value.totalPages || pageOldest < oldest) break;
  }
  candidates.sort((a, b) => createdMs(a) - createdMs(b));
  const given = new Set<string>();
  for (const target of [...targets].sort((a, b) => a.sentMs - b.sentMs)) {
    const entry = candidates.find(
      (candidate) =>
        !given.has(candidate.id) &&
        candidate.script === target.script &&
        createdMs(candidate) >= target.sentMs - options.skewMs &&
        // An entry that names no voice is judged on its script and time, the best evidence there is.
        (voiceOf(candidate) === null || voiceOf(candidate) === target.voiceId),
    );
    if (!entry) continue;
    given.add(entry.id);
    found.set(target.jobId, entry);
  }
  return ok(found);
}

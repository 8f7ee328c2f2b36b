import { ok, type Result, type StudioError } from '../../../../shared/contract';
import type { HistoryEntry } from '../../../../shared/model/service';
import { getHistoryRow, historyRowParams, upsertHistoryRows } from '../../history';
import { recordBlockFailure, recordBlockTake, takeOfHash } from '../block-takes';
import type { WorkDatabase } from '../work-database';
import type { WorkScope } from '../work-scope';
import { lookInHistory, type LookupTarget } from './history-lookup';
import type { JobHost } from './job-host';
import { failJob, finishJob, requeueJob, type JobRow } from './job-store';
import { sleep } from './request-slots';

/**
 * Jobs whose answer never came: sent (their row said so before the request left) but unanswered,
 * because the studio was killed or closed, or the answer was lost. They are never sent again
 * blindly: a take of their hash already recorded settles them; else the service's History is read
 * for their clip, again and again until the clip could no longer appear (`settleMs` after it was
 * sent). Found → adopted as the block's take; still missing then → the request made nothing, and
 * the job goes back in the queue.
 */

export interface Adoption {
  jobId: string;
  blockId: string;
  contentHash: string;
  voiceId: string | null;
  historyId: string;
  createdAt?: string | undefined;
}

/**
 * Keeps the clip as the block's take and ends the job, in one transaction (a crash leaves both or
 * neither: a "Generate again" job cannot be settled by the take it was asked to follow); the
 * chapter it landed in, or null when the block is gone.
 */
export function adoptClip(work: WorkDatabase, adoption: Adoption): string | null {
  return work.transaction(() => {
    const recorded = recordBlockTake(work, {
      blockId: adoption.blockId,
      historyId: adoption.historyId,
      contentHash: adoption.contentHash,
      voiceId: adoption.voiceId,
      ...(adoption.createdAt ? { createdAt: adoption.createdAt } : {}),
    });
    finishJob(work, adoption.jobId, adoption.historyId);
    return recorded?.chapterId ?? null;
  });
}

const isTaken = (work: WorkDatabase) => {
  const statement = work.db.prepare('SELECT 1 FROM block_takes WHERE history_id = ? LIMIT 1');
  return (historyId: string) => statement.get(historyId) !== undefined;
};

/**
 * One look in the service's History for these jobs' clips. A clip found that the cache does not
 * list yet goes in as a sync would put it (without audio: playing it fetches it), so History shows it at once.
 */
async function findClips(host: JobHost, targets: readonly LookupTarget[]): Promise<Result<Map<string, HistoryEntry>>> {
  const looked = await host.work((scope: WorkScope) =>
    scope.withCache(async (session) => {
      const found = await lookInHistory(
        (page, perPage, signal) => session.client.listHistory({ page, perPage }, signal ? { signal } : {}),
        targets,
        { skewMs: host.limits.skewMs, maxPages: host.limits.historyPages, taken: isTaken(scope.work), signal: host.closing },
      );
      if (found.ok) {
        try {
          const missing = [...found.value.values()].filter((entry) => getHistoryRow(session.cache, entry.id) === null);
          upsertHistoryRows(
            session.cache,
            missing.map((entry) => historyRowParams(entry, null)),
          );
        } catch {
          // Best effort: the next History sync lists it.
        }
      }
      return found;
    }),
  );
  return looked.ok ? looked.value : looked;
}

const targetOf = (job: JobRow): LookupTarget => ({
  jobId: job.id,
  script: job.spokenText ?? '',
  voiceId: job.voiceId,
  sentMs: job.sentMs ?? 0,
});

/** What became of one unanswered job after looking: its clip, nothing (it made none), or History could not be read. */
export type ClipSearch = { found: HistoryEntry } | { found: null } | { failed: Result<never> } | { closing: true };

/** Looks for one job's clip until it is found or could no longer appear (the live path: a lost answer). */
export async function waitForClip(host: JobHost, job: JobRow): Promise<ClipSearch> {
  for (;;) {
    const found = await findClips(host, [targetOf(job)]);
    if (!found.ok) return { failed: found };
    const entry = found.value.get(job.id);
    if (entry) return { found: entry };
    if (host.now() - (job.sentMs ?? 0) >= host.limits.settleMs) return { found: null };
    if (!(await sleep(host.limits.lookupPollMs, host.closing))) return { closing: true };
  }
}

/**
 * Settles the jobs a crash left unanswered, before anything else is sent (so a resend can never
 * race the clip it would duplicate). Answers false when the queue must stop (History unreadable:
 * it paused, saying why; or it was paused or is closing).
 */
export async function resolveUnsure(host: JobHost, jobs: readonly JobRow[]): Promise<boolean> {
  let open = [...jobs];
  for (;;) {
    // A take of the job's hash already recorded (the crash came after the take, before the job's
    // row, in an older run); never for "Generate again", whose take and row are written together.
    const recorded = await host.work(({ work }) =>
      ok(
        open
          .filter((job) => job.again !== 1 && takeOfHash(work, job.blockId, job.contentHash) !== null)
          .map((job) => ({ job, at: settle(work, job) })),
      ),
    );
    if (!recorded.ok) return pause(host, recorded);
    for (const { job, at } of recorded.value) await ended(host, job, at);
    const settled = new Set(recorded.value.map(({ job }) => job.id));
    open = open.filter((job) => !settled.has(job.id));
    if (open.length === 0) return true;

    const found = await findClips(host, open.map(targetOf));
    if (!found.ok) return pause(host, found);
    const adopted = await host.work(({ work }) =>
      ok(
        open.flatMap((job) => {
          const entry = found.value.get(job.id);
          if (entry) return [{ job, at: adoptOne(work, job, entry) }];
          // Past the time its clip could still appear: the request made nothing; it is sent again.
          if (host.now() - (job.sentMs ?? 0) >= host.limits.settleMs) requeueJob(work, job.id);
          return [];
        }),
      ),
    );
    if (!adopted.ok) return pause(host, adopted);
    for (const { job, at } of adopted.value) await ended(host, job, at);
    const stillOpen = new Set(adopted.value.map(({ job }) => job.id));
    open = open.filter((job) => !stillOpen.has(job.id) && host.now() - (job.sentMs ?? 0) < host.limits.settleMs);
    if (open.length === 0) return true;
    host.progressed();
    if (!host.running() || !(await sleep(host.limits.lookupPollMs, host.closing)) || !host.running()) return false;
  }
}

function settle(work: WorkDatabase, job: JobRow): string | null {
  const historyId = takeOfHash(work, job.blockId, job.contentHash)!;
  return adoptClip(work, { jobId: job.id, blockId: job.blockId, contentHash: job.contentHash, voiceId: job.voiceId, historyId });
}

function adoptOne(work: WorkDatabase, job: JobRow, entry: HistoryEntry): string | null {
  return adoptClip(work, {
    jobId: job.id,
    blockId: job.blockId,
    contentHash: job.contentHash,
    voiceId: job.voiceId,
    historyId: entry.id,
    createdAt: entry.createdAt,
  });
}

async function ended(host: JobHost, job: JobRow, chapterId: string | null): Promise<void> {
  if (chapterId) host.chapterChanged(chapterId, true);
  await host.ended(job, 'done', true);
}

function pause(host: JobHost, failure: Result<never>): false {
  if (!failure.ok) host.pauseFor(failure.error);
  return false;
}

/** Said on a block whose request went unanswered and whose clip is not in History when the user cancels. */
export const unansweredError = (): StudioError => ({
  code: 'CANCELLED',
  message:
    'This block was sent just before the studio stopped, and its clip is not in History. It may still appear there after the next sync: look before you generate it again.',
  messageKey: 'projects.QUEUE_UNANSWERED',
  outcome: 'maybeMade',
});

/**
 * Cancel: the unanswered jobs get one look in History, without waiting. Found → adopted; not found
 * (or History unreadable) → the block is marked failed with a reason that says to look in History
 * first, so nothing is sent again without the user deciding it.
 */
export async function giveUpUnsure(host: JobHost, jobs: readonly JobRow[]): Promise<void> {
  const found = await findClips(host, jobs.map(targetOf));
  const clips = found.ok ? found.value : new Map<string, HistoryEntry>();
  const ends = await host.work(({ work }) =>
    ok(
      jobs.map((job) => {
        const entry = clips.get(job.id);
        if (entry) return { job, chapterId: adoptOne(work, job, entry), failed: false };
        const error = unansweredError();
        const marked = recordBlockFailure(work, job.blockId, job.contentHash, error);
        failJob(work, job.id, error);
        return { job, chapterId: marked?.chapterId ?? null, failed: true };
      }),
    ),
  );
  if (!ends.ok) return;
  for (const { job, chapterId, failed } of ends.value) {
    if (chapterId) host.chapterChanged(chapterId, !failed);
    await host.ended(job, failed ? 'failed' : 'done', !failed);
  }
}

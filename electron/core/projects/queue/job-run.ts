import { ok, type Result, type StudioError } from '../../../../shared/contract';
import { checkPartPauses } from '../../../../shared/model/pause-caps';
import type { GeneratedClip } from '../../../../shared/model/script';
import { generateSpeech, type SpeechRequest } from '../../speech';
import { recordBlockFailure, recordBlockTake, takeOfHash } from '../block-takes';
import { blocksToQueue } from '../queue-jobs';
import type { WorkDatabase } from '../work-database';
import type { JobHost } from './job-host';
import { decideAfterFailure } from './job-policy';
import { cancelJob, claimJob, failJob, finishJob, isHashOut, markJobUnsure, requeueJob, type JobRow, type JobSending } from './job-store';
import { sleep } from './request-slots';
import { adoptClip, waitForClip } from './unsure-jobs';

/**
 * One job, start to end, in the slot its queue gave it: read what the block would send now (an
 * edit made while it waited is what goes), settle it without a request when it can (a take of that
 * hash exists, or another job has it out), write the row `sending` — committed — then send it
 * through the core's one generation road, and keep the clip as the block's take. A failure goes
 * by job-policy.ts: adopt, look in History, wait out a 429, try again, pause the queue, or fail
 * the block with its reason.
 */

type Prepared =
  | { kind: 'skipped' }
  | { kind: 'adopted'; chapterId: string | null }
  | { kind: 'failed'; chapterId: string | null }
  | { kind: 'send'; sending: JobSending; written: string; attempts: number; sentMs: number };

export const noVoice = (): StudioError => ({
  code: 'VALIDATION',
  message: 'No voice is chosen for this block: choose one for the project, its chapter, its speaker or the block, then generate it again.',
  field: 'voiceId',
  messageKey: 'projects.NO_VOICE',
  outcome: 'notSent',
});

/** Everything up to the request, on the database alone (one tick: nothing else runs in between). */
function prepare(work: WorkDatabase, projectId: string, job: JobRow, nowMs: number): Prepared {
  const current = blocksToQueue(work, projectId, { blockIds: [job.blockId], again: job.again === 1 })[0];
  // Nothing to send now: the block became current (an edit undone), or has nothing to say.
  if (!current) {
    finishJob(work, job.id, null);
    return { kind: 'skipped' };
  }
  // "Generate again" wants a new take although one of this hash exists: its own row (done, or
  // sent and looked for in History) is what keeps it from being sent twice.
  const existing = job.again === 1 ? null : takeOfHash(work, job.blockId, current.contentHash);
  if (existing !== null) {
    const recorded = recordBlockTake(work, {
      blockId: job.blockId,
      historyId: existing,
      contentHash: current.contentHash,
      voiceId: current.voiceId,
    });
    finishJob(work, job.id, existing);
    return { kind: 'adopted', chapterId: recorded?.chapterId ?? null };
  }
  if (isHashOut(work, job.blockId, current.contentHash, job.id)) {
    cancelJob(work, job.id);
    return { kind: 'skipped' };
  }
  const block = work.db.prepare('SELECT text FROM blocks WHERE id = ?').get(job.blockId) as { text: string };
  // A block is one part of the render: silence over the part's cap is refused before anything is sent, as for a script.
  const pauses = checkPartPauses(block.text);
  const refusal = current.voiceId === null ? noVoice() : pauses.ok ? null : { ...pauses.error, outcome: 'notSent' as const };
  if (refusal || current.voiceId === null) {
    const error = refusal ?? noVoice();
    const failed = recordBlockFailure(work, job.blockId, current.contentHash, error);
    failJob(work, job.id, error);
    return { kind: 'failed', chapterId: failed?.chapterId ?? null };
  }
  const sending: JobSending = {
    contentHash: current.contentHash,
    spokenText: current.spokenText,
    voiceId: current.voiceId,
    config: current.config,
    dictionaryIds: current.dictionaryIds,
    spokenChars: current.spokenChars,
    lexiconDigest: current.lexiconDigest,
  };
  if (!claimJob(work, job.id, sending, nowMs)) return { kind: 'skipped' };
  const { attempts } = work.db.prepare('SELECT attempts FROM queue_jobs WHERE id = ?').get(job.id) as { attempts: number };
  return { kind: 'send', sending, written: block.text, attempts, sentMs: nowMs };
}

/** The request, through the core's generation road, in the active profile's session. */
async function send(
  host: JobHost,
  prepared: Extract<Prepared, { kind: 'send' }>,
): Promise<{ result: Result<GeneratedClip>; kept: string | null }> {
  let kept: string | null = null;
  const { sending } = prepared;
  const request: SpeechRequest = {
    voiceId: sending.voiceId,
    script: sending.spokenText,
    config: sending.config,
    ...(sending.dictionaryIds.length > 0 ? { dictionaryIds: [...sending.dictionaryIds] } : {}),
    written: prepared.written,
  };
  const generated = await host.work((scope) =>
    scope.withCache((session) =>
      generateSpeech(
        session,
        request,
        host.closing,
        () => {},
        (historyId) => {
          kept = historyId;
        },
      ),
    ),
  );
  return { result: generated.ok ? generated.value : generated, kept };
}

export async function runJob(host: JobHost, job: JobRow): Promise<void> {
  let rateWaits = 0;
  for (let turn = 0; ; turn++) {
    // Sent again (a 429 waited out, a retry): only while the queue still runs; the row is queued meanwhile.
    if (turn > 0 && !host.running()) return;
    // Every lexicon change heard so far is in the blocks' spoken text before this one is read (no file read here).
    await host.lexicons.settled();
    const prepared = await host.work(({ work }) => ok(prepare(work, host.projectId, job, host.now())));
    if (!prepared.ok) return host.pauseFor(prepared.error);
    const step = prepared.value;
    if (step.kind === 'skipped') return host.ended(job, 'skipped', false);
    if (step.kind !== 'send') {
      if (step.chapterId) host.chapterChanged(step.chapterId, false);
      return host.ended(job, step.kind === 'adopted' ? 'done' : 'failed', false);
    }
    const sent: JobRow = {
      ...job,
      contentHash: step.sending.contentHash,
      spokenText: step.sending.spokenText,
      voiceId: step.sending.voiceId,
      sentMs: step.sentMs,
      attempts: step.attempts,
    };
    const { result, kept } = await send(host, step);
    if (result.ok) return adopt(host, sent, result.value.id, result.value.createdAt);
    const decision = decideAfterFailure(
      result.error,
      { attempts: step.attempts, rateWaits, keptHistoryId: kept, closing: host.closing.aborted },
      host.limits,
    );
    switch (decision.kind) {
      case 'adopt':
        return adopt(host, sent, decision.historyId);
      case 'lookup': {
        const search = await lookFor(host, sent);
        if (search === 'again' && step.attempts < host.limits.maxAttempts) break;
        if (search === 'again') return failWith(host, sent, result.error);
        return;
      }
      case 'wait':
        rateWaits += 1;
        await host.work(({ work }) => ok(requeueJob(work, job.id)));
        host.slots.hold(decision.delayMs);
        if (!(await host.slots.held(host.closing)) || !host.running()) return;
        break;
      case 'retry':
        await host.work(({ work }) => ok(requeueJob(work, job.id)));
        if (!(await sleep(decision.delayMs, host.closing)) || !host.running()) return;
        break;
      case 'requeue':
        await host.work(({ work }) => ok(requeueJob(work, job.id)));
        return;
      case 'pause':
        await host.work(({ work }) => ok(requeueJob(work, job.id)));
        return host.pauseFor(decision.error);
      case 'fail':
        return failWith(host, sent, decision.error);
      case 'leave':
        return;
    }
  }
}

/**
 * The answer was lost or unclear: History decides. Found → adopted; 'again' → the clip could no
 * longer appear, the job is queued again (made nothing); otherwise it was settled or must wait.
 */
async function lookFor(host: JobHost, job: JobRow): Promise<'again' | 'settled'> {
  await host.work(({ work }) => ok(markJobUnsure(work, job.id)));
  host.progressed();
  const search = await waitForClip(host, job);
  if ('closing' in search) return 'settled';
  // History cannot be read: the job stays unsure, and the next resume looks again before sending anything.
  if ('failed' in search) {
    if (!search.failed.ok) host.pauseFor(search.failed.error);
    return 'settled';
  }
  if (search.found) {
    await adopt(host, job, search.found.id, search.found.createdAt);
    return 'settled';
  }
  await host.work(({ work }) => ok(requeueJob(work, job.id)));
  return 'again';
}

async function adopt(host: JobHost, job: JobRow, historyId: string, createdAt?: string): Promise<void> {
  const adopted = await host.work(({ work }) =>
    ok(adoptClip(work, { jobId: job.id, blockId: job.blockId, contentHash: job.contentHash, voiceId: job.voiceId, historyId, createdAt })),
  );
  // The database went away mid-run (profile switched, studio closing): the row says `sending`, and the next run finds the clip.
  if (!adopted.ok) return host.pauseFor(adopted.error);
  if (adopted.value) host.chapterChanged(adopted.value, true);
  await host.ended(job, 'done', true);
}

async function failWith(host: JobHost, job: JobRow, error: StudioError): Promise<void> {
  const failed = await host.work(({ work }) => {
    const marked = recordBlockFailure(work, job.blockId, job.contentHash, error);
    failJob(work, job.id, error);
    return ok(marked?.chapterId ?? null);
  });
  if (!failed.ok) return host.pauseFor(failed.error);
  if (failed.value) host.chapterChanged(failed.value, false);
  await host.ended(job, 'failed', true);
}

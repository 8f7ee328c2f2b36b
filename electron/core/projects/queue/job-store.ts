import { randomUUID } from 'node:crypto';
import type { StudioError } from '../../../../shared/contract';
import type { ScriptConfig } from '../../../../shared/model/script';
import type { WorkDatabase } from '../work-database';

/**
 * The queue's rows (queue_jobs, job-schema.ts): every change of a job's state is one statement or
 * one transaction, committed (synchronous=FULL) before the queue acts on it. A run is the jobs
 * queued since the queue was last empty; its finished rows stay until the next run begins, for the
 * progress of the one that just ended.
 */

export type JobState = 'queued' | 'sending' | 'unsure' | 'done' | 'failed' | 'cancelled';
/** Jobs still to be resolved: not sent yet, maybe out, or left unanswered by a crash. */
export const pendingStates: readonly JobState[] = ['queued', 'sending', 'unsure'];

export interface JobRow {
  id: string;
  projectId: string;
  blockId: string;
  /** The block's chapter now (a block moved mid-run counts in its new chapter). */
  chapterId: string;
  chapterPosition: number;
  runId: string;
  seq: number;
  state: JobState;
  contentHash: string;
  spokenChars: number;
  /** Expected length of its audio, from the voice's rate (the ETA's unit of work). */
  expectedMs: number;
  /** What was sent, once it was (null while queued). */
  spokenText: string | null;
  voiceId: string | null;
  sentMs: number | null;
  historyId: string | null;
  attempts: number;
  /** 1: "Generate again" — sent although a take of its hash exists; only its own row says whether it was. */
  again: number;
}

/** A block to queue, as the picker found it. */
export interface JobPick {
  blockId: string;
  contentHash: string;
  spokenChars: number;
  expectedMs: number;
  /** "Generate again" of a current block (JobRow.again). */
  again: boolean;
}

/** Exactly what one request sends, written into the row before it leaves. */
export interface JobSending {
  contentHash: string;
  spokenText: string;
  voiceId: string;
  config: ScriptConfig;
  dictionaryIds: readonly string[];
  spokenChars: number;
  /** The lexicons the spoken text was read with (BlockJob.lexiconDigest). */
  lexiconDigest: string;
}

const rowColumns = `j.id, j.project_id AS projectId, j.block_id AS blockId, b.chapter_id AS chapterId, c.position AS chapterPosition,
  j.run_id AS runId, j.seq, j.state, j.content_hash AS contentHash, j.spoken_chars AS spokenChars, j.expected_ms AS expectedMs,
  j.spoken_text AS spokenText, j.voice_id AS voiceId, j.sent_ms AS sentMs, j.history_id AS historyId, j.attempts, j.again`;
const rowJoins = 'FROM queue_jobs j JOIN blocks b ON b.id = j.block_id JOIN chapters c ON c.id = b.chapter_id';
const pendingList = `('queued', 'sending', 'unsure')`;

/** The run still going (jobs pending), else the last one; null when the project never queued anything. */
export function currentRunOf(work: WorkDatabase, projectId: string): { runId: string; pending: boolean } | null {
  const row = work.db
    .prepare(
      `SELECT run_id AS runId, MAX(state IN ${pendingList}) AS pending FROM queue_jobs WHERE project_id = ?
       GROUP BY run_id ORDER BY MAX(state IN ${pendingList}) DESC, MAX(seq) DESC LIMIT 1`,
    )
    .get(projectId) as { runId: string; pending: number } | undefined;
  return row ? { runId: row.runId, pending: row.pending === 1 } : null;
}

/** Every job of a run (cancelled ones left out), in queue order. */
export function jobsOfRun(work: WorkDatabase, projectId: string, runId: string): JobRow[] {
  return work.db
    .prepare(`SELECT ${rowColumns} ${rowJoins} WHERE j.project_id = ? AND j.run_id = ? AND j.state <> 'cancelled' ORDER BY j.seq`)
    .all(projectId, runId) as unknown as JobRow[];
}

export function jobById(work: WorkDatabase, jobId: string): JobRow | null {
  return (work.db.prepare(`SELECT ${rowColumns} ${rowJoins} WHERE j.id = ?`).get(jobId) as unknown as JobRow | undefined) ?? null;
}

/** The first queued job not already being worked on, in queue order. */
export function nextQueued(work: WorkDatabase, projectId: string, busy: ReadonlySet<string>): JobRow | null {
  const rows = work.db
    .prepare(`SELECT ${rowColumns} ${rowJoins} WHERE j.project_id = ? AND j.state = 'queued' ORDER BY j.seq LIMIT ?`)
    .all(projectId, busy.size + 1) as unknown as JobRow[];
  return rows.find((row) => !busy.has(row.id)) ?? null;
}

/** Jobs left unanswered by a crash (and not being resolved by this process), oldest first. */
export function unsureJobs(work: WorkDatabase, projectId: string, busy: ReadonlySet<string>): JobRow[] {
  const rows = work.db
    .prepare(`SELECT ${rowColumns} ${rowJoins} WHERE j.project_id = ? AND j.state = 'unsure' ORDER BY j.seq`)
    .all(projectId) as unknown as JobRow[];
  return rows.filter((row) => !busy.has(row.id));
}

/**
 * A `sending` row that no request of this process owns was left by a crash (or a profile switch
 * mid-request): it becomes `unsure`, to be looked for in History. Answers how many were found.
 */
export function markOrphansUnsure(work: WorkDatabase, projectId: string, owned: ReadonlySet<string>): number {
  const rows = work.db.prepare(`SELECT id FROM queue_jobs WHERE project_id = ? AND state = 'sending'`).all(projectId) as Array<{
    id: string;
  }>;
  const orphans = rows.filter((row) => !owned.has(row.id)).map((row) => row.id);
  if (orphans.length > 0) {
    work.db
      .prepare(`UPDATE queue_jobs SET state = 'unsure' WHERE state = 'sending' AND id IN (SELECT value FROM json_each(?))`)
      .run(JSON.stringify(orphans));
  }
  return orphans.length;
}

/**
 * Queues blocks at the end of the project's run (a new run when none is pending: the finished rows
 * of earlier runs go). One transaction.
 */
export function enqueueJobs(work: WorkDatabase, projectId: string, picks: readonly JobPick[], now = new Date()): { runId: string } {
  return work.transaction(() => {
    const current = currentRunOf(work, projectId);
    let runId = current?.runId ?? randomUUID();
    if (!current?.pending) {
      work.db.prepare(`DELETE FROM queue_jobs WHERE project_id = ? AND state NOT IN ${pendingList}`).run(projectId);
      runId = randomUUID();
    }
    const last = work.db.prepare('SELECT COALESCE(MAX(seq), 0) AS seq FROM queue_jobs WHERE project_id = ?').get(projectId) as {
      seq: number;
    };
    const insert = work.db.prepare(
      `INSERT INTO queue_jobs (id, project_id, block_id, run_id, seq, state, content_hash, spoken_chars, expected_ms, queued_at, again)
       VALUES (?, ?, ?, ?, ?, 'queued', ?, ?, ?, ?, ?)`,
    );
    let seq = last.seq;
    for (const pick of picks) {
      seq += 1;
      const { blockId, contentHash, spokenChars, expectedMs, again } = pick;
      insert.run(randomUUID(), projectId, blockId, runId, seq, contentHash, spokenChars, expectedMs, now.toISOString(), again ? 1 : 0);
    }
    return { runId };
  });
}

/**
 * queued → sending, with exactly what is about to be sent and when: committed before the request
 * leaves. False when the job is no longer queued (cancelled meanwhile).
 */
export function claimJob(work: WorkDatabase, jobId: string, sending: JobSending, nowMs: number): boolean {
  const changed = work.db
    .prepare(
      `UPDATE queue_jobs SET state = 'sending', sent_ms = ?, attempts = attempts + 1, content_hash = ?, spoken_text = ?, voice_id = ?,
         config_json = ?, dictionary_ids_json = ?, spoken_chars = ?, lexicon_digest = ?
       WHERE id = ? AND state = 'queued'`,
    )
    .run(
      nowMs,
      sending.contentHash,
      sending.spokenText,
      sending.voiceId,
      JSON.stringify(sending.config),
      JSON.stringify(sending.dictionaryIds),
      sending.spokenChars,
      sending.lexiconDigest,
      jobId,
    );
  return Number(changed.changes) === 1;
}

/** The job ended: with a take (its History id), or with nothing to send (null). */
export function finishJob(work: WorkDatabase, jobId: string, historyId: string | null, now = new Date()): void {
  work.db
    .prepare(`UPDATE queue_jobs SET state = 'done', history_id = ?, error_json = NULL, answered_at = ? WHERE id = ?`)
    .run(historyId, now.toISOString(), jobId);
}

export function failJob(work: WorkDatabase, jobId: string, error: StudioError, now = new Date()): void {
  work.db
    .prepare(`UPDATE queue_jobs SET state = 'failed', error_json = ?, answered_at = ? WHERE id = ?`)
    .run(JSON.stringify(error), now.toISOString(), jobId);
}

/** Back in the queue, in its place: the service surely made nothing (it said no, or History shows nothing). */
export function requeueJob(work: WorkDatabase, jobId: string): void {
  work.db.prepare(`UPDATE queue_jobs SET state = 'queued' WHERE id = ? AND state IN ('sending', 'unsure')`).run(jobId);
}

/** The answer did not say whether a clip was made: History decides (history-lookup.ts). */
export function markJobUnsure(work: WorkDatabase, jobId: string): void {
  work.db.prepare(`UPDATE queue_jobs SET state = 'unsure' WHERE id = ? AND state = 'sending'`).run(jobId);
}

/** One queued job dropped: another job of its block already has the same request out. */
export function cancelJob(work: WorkDatabase, jobId: string): void {
  work.db.prepare(`UPDATE queue_jobs SET state = 'cancelled' WHERE id = ? AND state = 'queued'`).run(jobId);
}

/** Drops what is queued and not yet sent; answers how many. */
export function cancelQueued(work: WorkDatabase, projectId: string): number {
  const changed = work.db.prepare(`UPDATE queue_jobs SET state = 'cancelled' WHERE project_id = ? AND state = 'queued'`).run(projectId);
  return Number(changed.changes);
}

/** Another job of the block is out (or unanswered) with this very hash: sending it again could make it twice. */
export function isHashOut(work: WorkDatabase, blockId: string, contentHash: string, except: string): boolean {
  const row = work.db
    .prepare(`SELECT 1 FROM queue_jobs WHERE block_id = ? AND id <> ? AND state IN ('sending', 'unsure') AND content_hash = ? LIMIT 1`)
    .get(blockId, except, contentHash);
  return row !== undefined;
}

export interface ChapterTally {
  runId: string;
  chapterId: string;
  title: string;
  /** The run's jobs of this chapter still to be resolved. */
  pending: number;
  failed: number;
}

/** Where the block's chapter stands in the current run (null when the block is gone). */
export function chapterTally(work: WorkDatabase, projectId: string, blockId: string): ChapterTally | null {
  const block = work.db
    .prepare('SELECT b.chapter_id AS chapterId, c.title FROM blocks b JOIN chapters c ON c.id = b.chapter_id WHERE b.id = ?')
    .get(blockId) as { chapterId: string; title: string } | undefined;
  const run = currentRunOf(work, projectId);
  if (!block || !run) return null;
  const counts = work.db
    .prepare(
      `SELECT COALESCE(SUM(j.state IN ${pendingList}), 0) AS pending, COALESCE(SUM(j.state = 'failed'), 0) AS failed
       FROM queue_jobs j JOIN blocks b ON b.id = j.block_id WHERE j.project_id = ? AND j.run_id = ? AND b.chapter_id = ?`,
    )
    .get(projectId, run.runId, block.chapterId) as { pending: number; failed: number };
  return { runId: run.runId, chapterId: block.chapterId, title: block.title, pending: counts.pending, failed: counts.failed };
}

import type { StudioError } from '../../../../shared/contract';
import type { ChapterProgress, QueueRunState, QueueState } from '../../../../shared/model/projects';
import type { JobRow } from './job-store';

/**
 * Progress and time left of a project's run. The unit of work is a job's expected audio length
 * (from the voice's speaking rate, as projects.estimate computes it); the pace is how long the
 * queue has taken per millisecond of audio it finished while running (pauses left out), so the
 * ETA learns the service's speed and the concurrency as the run goes. Chapters finish in queue
 * order, so a chapter's ETA is the work queued up to its last job.
 */

/**
 * Generation time per millisecond of audio before the first job of a run finishes: a rough prior
 * that the first answer replaces.
 */
export const priorPace = 0.5;

export class Pace {
  private busyMs = 0;
  private since: number | null = null;
  private finishedMs = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The queue started or resumed sending. */
  run(): void {
    this.since ??= this.now();
  }

  /** The queue paused or ran dry: the time until it runs again is not the service's. */
  stop(): void {
    if (this.since !== null) this.busyMs += this.now() - this.since;
    this.since = null;
  }

  /** A job ended with an answer (a take or a failure): its expected audio counts as work done. */
  finished(expectedMs: number): void {
    this.finishedMs += expectedMs;
  }

  /** A new run: the pace of the last one is kept as this one's starting point. */
  factor(): number {
    const busy = this.busyMs + (this.since !== null ? this.now() - this.since : 0);
    return this.finishedMs > 0 && busy > 0 ? busy / this.finishedMs : priorPace;
  }
}

const pending = (row: JobRow) => row.state === 'queued' || row.state === 'sending' || row.state === 'unsure';

export interface QueueSnapshot {
  projectId: string;
  state: QueueRunState;
  error: StudioError | null;
  /** The run's jobs in queue order (cancelled ones left out). */
  rows: readonly JobRow[];
  /** Jobs whose request is out now. */
  inFlight: ReadonlySet<string>;
  paceFactor: number;
}

export function queueStateOf(snapshot: QueueSnapshot): QueueState {
  const { rows, paceFactor } = snapshot;
  const chapters = new Map<string, ChapterProgress & { position: number; remainingUpTo: number | null }>();
  let remaining = 0;
  for (const row of rows) {
    let chapter = chapters.get(row.chapterId);
    if (!chapter) {
      chapter = { chapterId: row.chapterId, total: 0, done: 0, failed: 0, etaMs: null, position: row.chapterPosition, remainingUpTo: null };
      chapters.set(row.chapterId, chapter);
    }
    chapter.total += 1;
    if (row.state === 'done') chapter.done += 1;
    if (row.state === 'failed') chapter.failed += 1;
    if (pending(row)) {
      remaining += row.expectedMs;
      chapter.remainingUpTo = remaining;
    }
  }
  const eta = (work: number | null) => (work === null ? null : Math.round(work * paceFactor));
  return {
    projectId: snapshot.projectId,
    state: snapshot.state,
    total: rows.length,
    done: rows.filter((row) => row.state === 'done').length,
    failed: rows.filter((row) => row.state === 'failed').length,
    activeBlockIds: rows.filter((row) => snapshot.inFlight.has(row.id)).map((row) => row.blockId),
    chapters: [...chapters.values()]
      .sort((a, b) => a.position - b.position)
      .map(({ chapterId, total, done, failed, remainingUpTo }) => ({ chapterId, total, done, failed, etaMs: eta(remainingUpTo) })),
    etaMs: eta(remaining > 0 ? remaining : null),
    unsure: rows.filter((row) => row.state === 'unsure').length,
    error: snapshot.error,
  };
}

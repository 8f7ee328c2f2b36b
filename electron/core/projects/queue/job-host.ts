import type { Result, StudioError } from '../../../../shared/contract';
import type { ProjectLexicons } from '../project-lexicons';
import type { WorkScope } from '../work-scope';
import type { QueueLimits } from './job-policy';
import type { JobRow } from './job-store';
import type { RequestSlots } from './request-slots';

/** How a job ended, for the run's progress: with an answer from the service, or without a request. */
export type JobEnd = 'done' | 'failed' | 'skipped';

/** What one job's work needs of its project's queue (project-queue.ts). */
export interface JobHost {
  projectId: string;
  limits: QueueLimits;
  slots: RequestSlots;
  /** The project's lexicons: a job is read only once every change heard so far is followed. */
  lexicons: Pick<ProjectLexicons, 'settled'>;
  /** Aborted when the studio closes: requests out are cancelled and nothing new is sent. */
  closing: AbortSignal;
  now(): number;
  /** Whether the queue may send (not paused, not closing). */
  running(): boolean;
  /** Work on this project's database, while its profile is still the active one (else a failure). */
  work<T>(run: (scope: WorkScope) => Promise<Result<T>> | Result<T>): Promise<Result<T>>;
  /** The whole queue cannot go on (key refused, service unreachable): it pauses, saying why. */
  pauseFor(error: StudioError): void;
  /**
   * A block of this chapter got a take or a failure: its render is made again and the editor hears
   * of it; `clip`: a new clip is in History (its lists reload).
   */
  chapterChanged(chapterId: string, clip: boolean): void;
  /** Something the progress shows moved (a job became unsure, a wait began). */
  progressed(): void;
  /** A job ended; `answered`: it cost a request whose answer came (the pace learns from it). */
  ended(job: JobRow, end: JobEnd, answered: boolean): Promise<void>;
}

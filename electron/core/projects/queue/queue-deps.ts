import type { Result } from '../../../../shared/contract';
import type { ChapterDone } from '../../../../shared/contract/domain-events/projects';
import type { QueueState } from '../../../../shared/model/projects';
import type { ProjectLexicons } from '../project-lexicons';
import type { UseWork } from '../work-scope';
import type { QueueLimits } from './job-policy';
import type { RequestSlots } from './request-slots';

/** A project's queue as its signals name it: which project, and its state now. */
export interface SignalledQueue {
  readonly projectId: string;
  snapshot(): Promise<Result<QueueState>>;
}

/** What a project's queue tells the rest of the core (queues.ts throttles and forwards it). */
export interface QueueSignals {
  /** The queue moved; `now`: a state change the user caused, said at once rather than throttled. */
  changed(queue: SignalledQueue, now: boolean): void;
  /** A block of the chapter got a take (`clip`: a new one in History) or a failure. */
  chapterChanged(queue: SignalledQueue, chapterId: string, clip: boolean): void;
  chapterDone(done: ChapterDone): void;
}

/** What a project's queue is given (project-queue.ts): shared by every queue of the core but its ids. */
export interface ProjectQueueDeps {
  profileId: string;
  projectId: string;
  use: UseWork;
  /** The blocks are read with the lexicons in effect: followed at start and Resume, settled before each job. */
  lexicons: Pick<ProjectLexicons, 'settled' | 'follow'>;
  slots: RequestSlots;
  limits: QueueLimits;
  closing: AbortSignal;
  signals: QueueSignals;
  now: () => number;
}

import { fail, ok, type Result, type StudioError } from '../../../../shared/contract';
import type { QueueRunState, QueueState } from '../../../../shared/model/projects';
import { estimateProject } from '../estimate';
import type { ProjectLexicons } from '../project-lexicons';
import { readProjectHead } from '../project-settings';
import type { JobScope } from '../queue-jobs';
import { checkChaptersSilence } from '../render-silence';
import type { WorkScope } from '../work-scope';
import type { JobEnd, JobHost } from './job-host';
import { pickBlocks } from './job-picks';
import type { QueueLimits } from './job-policy';
import { runJob } from './job-run';
import {
  cancelQueued,
  chapterTally,
  currentRunOf,
  enqueueJobs,
  jobsOfRun,
  markOrphansUnsure,
  nextQueued,
  unsureJobs,
  type JobRow,
} from './job-store';
import type { ProjectQueueDeps } from './queue-deps';
import { Pace, queueStateOf } from './queue-progress';
import type { RequestSlots } from './request-slots';
import { giveUpUnsure, resolveUnsure } from './unsure-jobs';

const missingProject = () => fail<never>('NOT_FOUND', 'This project no longer exists.', { field: 'projectId' });

/**
 * One project's generation queue: its jobs live in the work database (job-store.ts); this object
 * only runs them — a few at a time through the shared request slots, in queue order — and knows
 * what no row can: whether it is running or paused, which requests are out now, the pace.
 * A queue found with jobs left by an earlier run (the studio was closed or killed) starts paused:
 * Resume first settles the unanswered ones (unsure-jobs.ts), then sends the rest.
 */
export class ProjectQueue implements JobHost {
  private state: QueueRunState = 'idle';
  private error: StudioError | null = null;
  /** Jobs this process is working on (their slot taken); a `sending` row not here was left by a crash. */
  private readonly busy = new Set<string>();
  private loaded = false;
  private pumping = false;
  private pumpAgain = false;
  private readonly pace: Pace;
  private announced = { runId: '', chapters: new Set<string>() };

  constructor(private readonly deps: ProjectQueueDeps) {
    this.pace = new Pace(deps.now);
  }

  get projectId(): string {
    return this.deps.projectId;
  }
  get limits(): QueueLimits {
    return this.deps.limits;
  }
  get slots(): RequestSlots {
    return this.deps.slots;
  }
  get lexicons(): Pick<ProjectLexicons, 'settled'> {
    return this.deps.lexicons;
  }
  get closing(): AbortSignal {
    return this.deps.closing;
  }
  now(): number {
    return this.deps.now();
  }
  running(): boolean {
    return this.state === 'running' && !this.deps.closing.aborted;
  }
  /** Requests of this queue out now (the studio keeps running until they are answered). */
  inFlight(): number {
    return this.busy.size;
  }

  work<T>(run: (scope: WorkScope) => Promise<Result<T>> | Result<T>): Promise<Result<T>> {
    return this.deps.use((scope) =>
      scope.profileId === this.deps.profileId
        ? run(scope)
        : fail('NOT_FOUND', "This project's profile is no longer the active one: switch back to it and resume.", {
            messageKey: 'projects.QUEUE_PROFILE_CHANGED',
          }),
    );
  }

  async status(): Promise<Result<QueueState>> {
    const loaded = await this.load();
    return loaded.ok ? this.snapshot() : loaded;
  }

  async snapshot(): Promise<Result<QueueState>> {
    return this.work(({ work }) => {
      const run = currentRunOf(work, this.projectId);
      const rows = run ? jobsOfRun(work, this.projectId, run.runId) : [];
      return ok(
        queueStateOf({
          projectId: this.projectId,
          state: this.state,
          error: this.error,
          rows,
          inFlight: this.busy,
          paceFactor: this.pace.factor(),
        }),
      );
    });
  }

  /** Queues every block not current (of the scope) and runs: what was pending stays first. */
  async start(scope: JobScope): Promise<Result<QueueState>> {
    const loaded = await this.followed();
    if (!loaded.ok) return loaded;
    const estimate = await this.work(async (work) => (await estimateProject(work, this.projectId, scope.chapterIds)) ?? missingProject());
    const queued = await this.work(({ work }) => {
      const head = readProjectHead(work, this.projectId);
      if (!head) return missingProject();
      const voices = estimate.ok ? estimate.value.rates : [];
      const picks = pickBlocks(work, this.projectId, scope, { voices, speed: head.settings.config.speed });
      const silence = checkChaptersSilence(work, this.projectId, picks);
      if (!silence.ok) return silence;
      enqueueJobs(work, this.projectId, picks);
      return ok(currentRunOf(work, this.projectId)?.pending ?? false);
    });
    if (!queued.ok) return queued;
    if (queued.value) this.run();
    return this.snapshot();
  }

  async pause(): Promise<Result<QueueState>> {
    const loaded = await this.load();
    if (!loaded.ok) return loaded;
    if (this.state === 'running') this.halt('paused');
    this.deps.signals.changed(this, true);
    return this.snapshot();
  }

  async resume(): Promise<Result<QueueState>> {
    const loaded = await this.followed();
    if (!loaded.ok) return loaded;
    const pending = await this.work(({ work }) => ok(currentRunOf(work, this.projectId)?.pending ?? false));
    if (!pending.ok) return pending;
    if (pending.value) this.run();
    else await this.settle();
    return this.snapshot();
  }

  /** Drops what is queued; unanswered jobs get one look in History (no waiting: the user chose to stop). */
  async cancel(): Promise<Result<QueueState>> {
    const loaded = await this.load();
    if (!loaded.ok) return loaded;
    const unsure = await this.work(({ work }) => {
      cancelQueued(work, this.projectId);
      return ok(unsureJobs(work, this.projectId, this.busy));
    });
    if (!unsure.ok) return unsure;
    this.halt(this.busy.size > 0 ? 'paused' : 'idle');
    if (unsure.value.length > 0) await giveUpUnsure(this, unsure.value);
    await this.settle();
    this.deps.signals.changed(this, true);
    return this.snapshot();
  }

  pauseFor(error: StudioError): void {
    if (this.deps.closing.aborted) return;
    this.error = error;
    if (this.state === 'running') this.halt('paused');
    this.deps.signals.changed(this, true);
  }

  progressed(): void {
    this.deps.signals.changed(this, false);
  }

  chapterChanged(chapterId: string, clip: boolean): void {
    this.deps.signals.chapterChanged(this, chapterId, clip);
  }

  async ended(job: JobRow, _end: JobEnd, answered: boolean): Promise<void> {
    if (answered) this.pace.finished(job.expectedMs);
    const tally = await this.work(({ work }) => ok(chapterTally(work, this.projectId, job.blockId)));
    if (tally.ok && tally.value && tally.value.pending === 0) {
      const { runId, chapterId } = tally.value;
      if (this.announced.runId !== runId) this.announced = { runId, chapters: new Set() };
      if (!this.announced.chapters.has(chapterId)) {
        this.announced.chapters.add(chapterId);
        this.deps.signals.chapterDone({ projectId: this.projectId, chapterId, title: tally.value.title, failed: tally.value.failed });
      }
    }
    this.deps.signals.changed(this, false);
  }

  /** Resolves once no request of this queue is out (the studio closing waits for this). */
  async drained(): Promise<void> {
    while (this.busy.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  /** Loaded, and the project's blocks read with the lexicons in effect now (a change the studio missed included). */
  private async followed(): Promise<Result<void>> {
    const loaded = await this.load();
    return loaded.ok ? this.deps.lexicons.follow(this.projectId) : loaded;
  }

  /** Jobs a previous run left `sending` are unsure; a queue found with jobs left waits, paused, for Resume. */
  private async load(): Promise<Result<void>> {
    const found = await this.work(({ work }) => {
      if (!readProjectHead(work, this.projectId)) return missingProject();
      markOrphansUnsure(work, this.projectId, this.busy);
      return ok(currentRunOf(work, this.projectId)?.pending ?? false);
    });
    if (!found.ok) return found;
    if (!this.loaded && found.value && this.state === 'idle') this.state = 'paused';
    this.loaded = true;
    return ok(undefined);
  }

  private run(): void {
    this.state = 'running';
    this.error = null;
    this.pace.run();
    this.deps.signals.changed(this, true);
    void this.pump();
  }

  private halt(state: QueueRunState): void {
    this.state = state;
    this.pace.stop();
  }

  private async pump(): Promise<void> {
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    try {
      do {
        this.pumpAgain = false;
        await this.dispatch();
      } while (this.pumpAgain);
    } finally {
      this.pumping = false;
    }
    await this.settle();
  }

  /** Unanswered jobs first, then queued ones into free slots, in order, while the queue runs. */
  private async dispatch(): Promise<void> {
    while (this.running()) {
      const unsure = await this.work(({ work }) => ok(unsureJobs(work, this.projectId, this.busy)));
      if (!unsure.ok) return this.pauseFor(unsure.error);
      if (unsure.value.length > 0) {
        if (!(await resolveUnsure(this, unsure.value))) return;
        continue;
      }
      const release = await this.deps.slots.acquire();
      if (!release) return;
      const next = this.running() ? await this.work(({ work }) => ok(nextQueued(work, this.projectId, this.busy))) : ok(null);
      if (!next.ok || !next.value) {
        release();
        if (!next.ok) this.pauseFor(next.error);
        return;
      }
      const job = next.value;
      this.busy.add(job.id);
      // The editor marks a block "Generating…" from activeBlockIds: say that it is on its way.
      this.progressed();
      void runJob(this, job)
        .catch((error: unknown) => console.error('[studio] a queued generation failed unexpectedly:', error))
        .finally(() => {
          this.busy.delete(job.id);
          release();
          if (this.running()) void this.pump();
          else void this.settle();
        });
    }
  }

  /** Nothing out and nothing left: the queue is idle (a paused queue with jobs left stays paused). */
  private async settle(): Promise<void> {
    if (this.busy.size > 0 || this.pumping || this.deps.closing.aborted) return;
    const pending = await this.work(({ work }) => ok(currentRunOf(work, this.projectId)?.pending ?? false));
    if (!pending.ok || pending.value || this.busy.size > 0) return;
    if (this.state === 'idle') return;
    this.halt('idle');
    this.error = null;
    this.deps.signals.changed(this, true);
  }
}

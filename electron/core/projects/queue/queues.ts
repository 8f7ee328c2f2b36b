import { fail, ok, type Result } from '../../../../shared/contract';
import type { ChapterDone } from '../../../../shared/contract/domain-events/projects';
import type { EventBus } from '../../events';
import type { ProjectsHome } from '../projects-home';
import { defaultQueueLimits, type QueueLimits } from './job-policy';
import { ProjectQueue } from './project-queue';
import type { QueueSignals, SignalledQueue } from './queue-deps';
import { RequestSlots } from './request-slots';

/**
 * The core's generation queues: one per project of the active profile, made on first use, all
 * sharing the service's request slots and its 429 holds. Events leave throttled (a run of 2,000
 * blocks must not flood the window): queue.changed at most every `throttleMs` per project, with the
 * last state always said; projects.changed and history.changed folded into the same beat.
 */

export const throttleMs = 250;
/** How long a closing studio lets requests out be answered (they are cancelled first). */
const drainMs = 3 * 1_000; // Three seconds (3_000 would read as the service's limit)

class Beat {
  private timer: NodeJS.Timeout | undefined;
  private last = 0;
  readonly chapterIds = new Set<string>();
  clips = false;

  constructor(private readonly fire: () => void) {}

  ask(now: boolean): void {
    const wait = now ? 0 : Math.max(0, this.last + throttleMs - Date.now());
    if (wait === 0) {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.last = Date.now();
      this.fire();
      return;
    }
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.last = Date.now();
      this.fire();
    }, wait);
  }

  stop(): void {
    clearTimeout(this.timer);
  }
}

export class GenerationQueues {
  readonly limits: QueueLimits = { ...defaultQueueLimits };
  private readonly queues = new Map<string, ProjectQueue>();
  private readonly beats = new Map<SignalledQueue, Beat>();
  private readonly closing = new AbortController();
  readonly slots = new RequestSlots(() => this.limits.concurrency);

  constructor(
    private readonly home: Pick<ProjectsHome, 'use' | 'renders' | 'lexicons'>,
    private readonly events: EventBus,
  ) {}

  /** Tests shorten the waits (settle, backoff, polling); the limits object is shared by every queue. */
  configure(limits: Partial<QueueLimits>): void {
    Object.assign(this.limits, limits);
  }

  /** The active profile's queue of this project. */
  async of(projectId: string): Promise<Result<ProjectQueue>> {
    if (this.closing.signal.aborted) return fail('CANCELLED', 'The studio is closing.');
    const profile = await this.home.use((scope) => ok(scope.profileId));
    if (!profile.ok) return profile;
    const key = `${profile.value}\u0000${projectId}`;
    let queue = this.queues.get(key);
    if (!queue) {
      queue = new ProjectQueue({
        profileId: profile.value,
        projectId,
        use: (work) => this.home.use(work),
        lexicons: this.home.lexicons,
        slots: this.slots,
        limits: this.limits,
        closing: this.closing.signal,
        signals: this.signals,
        now: Date.now,
      });
      this.queues.set(key, queue);
    }
    return ok(queue);
  }

  /** Whether any queue is sending or has requests out: the desktop app stays open for it. */
  busy(): boolean {
    return [...this.queues.values()].some((queue) => queue.running() || queue.inFlight() > 0);
  }

  /** The studio is closing: nothing new is sent, requests out are cancelled and their rows left for the next run. */
  async close(): Promise<void> {
    this.closing.abort();
    this.slots.close();
    for (const beat of this.beats.values()) beat.stop();
    const drained = Promise.all([...this.queues.values()].map((queue) => queue.drained()));
    await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, drainMs).unref())]);
  }

  private readonly signals: QueueSignals = {
    changed: (queue, now) => this.beatOf(queue).ask(now),
    chapterChanged: (queue, chapterId, clip) => {
      this.home.renders.schedule([chapterId]);
      const beat = this.beatOf(queue);
      beat.chapterIds.add(chapterId);
      beat.clips ||= clip;
      beat.ask(false);
    },
    chapterDone: (done: ChapterDone) => this.events.emit('queue.chapterDone', done),
  };

  private beatOf(queue: SignalledQueue): Beat {
    let beat = this.beats.get(queue);
    if (!beat) {
      const made: Beat = new Beat(() => void this.say(queue, made));
      this.beats.set(queue, (beat = made));
    }
    return beat;
  }

  private async say(queue: SignalledQueue, beat: Beat): Promise<void> {
    if (beat.chapterIds.size > 0) {
      this.events.emit('projects.changed', { projectId: queue.projectId, chapterIds: [...beat.chapterIds] });
      beat.chapterIds.clear();
    }
    if (beat.clips) {
      beat.clips = false;
      this.events.emit('history.changed', { reason: 'generate' });
    }
    const state = await queue.snapshot();
    if (state.ok) this.events.emit('queue.changed', state.value);
  }
}

import { fail, ok, type Result } from '../../../shared/contract';
import type { ChapterRender } from '../../../shared/model/projects';
import type { AudioFile } from '../audio/audio-sources';
import type { EventBus } from '../events';
import { forgetBlockTakes } from './block-takes';
import { currentRender, currentRenderFile, dropRender, makeRender, renderPlanOf } from './chapter-render';
import type { UseWork, WorkScope } from './work-scope';
import type { WorkDatabase } from './work-database';

/** What editing code needs of renders: to ask for one after a change, and to read the current one. */
export interface RenderScheduler {
  /** Makes these chapters' renders again in the background, if their inputs changed. */
  schedule(chapterIds: Iterable<string>): void;
  renderOf(work: WorkDatabase, chapterId: string): ChapterRender | null;
}

/** Changes arriving together (a run of edits, a queue finishing blocks) make one render. */
const settleMs = 300;

/**
 * Chapter renders made in the background whenever a chapter's chosen takes, order or pauses change,
 * one at a time per chapter, and on request for the player (media kind 'chapter'). A made render is
 * announced with projects.changed, so an open chapter shows it.
 */
export class ChapterRenders implements RenderScheduler {
  private readonly pending = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private readonly running = new Map<string, Promise<Result<AudioFile>>>();
  private stopped = false;

  constructor(
    private readonly use: UseWork,
    private readonly events: EventBus,
  ) {}

  schedule(chapterIds: Iterable<string>): void {
    if (this.stopped) return;
    for (const id of chapterIds) this.pending.add(id);
    if (this.pending.size === 0 || this.timer) return;
    this.timer = setTimeout(() => void this.flush(), settleMs);
    this.timer.unref();
  }

  renderOf(work: WorkDatabase, chapterId: string): ChapterRender | null {
    const plan = renderPlanOf(work, chapterId);
    return plan ? currentRender(work, plan) : null;
  }

  /** The chapter's current render, made now if need be (the player asked for it). */
  file(chapterId: string): Promise<Result<AudioFile>> {
    return this.use((scope) => this.ensure(scope, chapterId));
  }

  /** Waits for every render asked for so far (tests, and a queue that wants the render before it says "done"). */
  async settle(): Promise<void> {
    while (this.timer || this.running.size > 0) {
      if (this.timer) {
        clearTimeout(this.timer);
        this.timer = undefined;
        await this.flush();
      }
      await Promise.all(this.running.values());
    }
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.pending.clear();
  }

  private async flush(): Promise<void> {
    this.timer = undefined;
    const chapterIds = [...this.pending];
    this.pending.clear();
    for (const chapterId of chapterIds) {
      if (this.stopped) return;
      // A background render never rejects into a timer: a fault is logged and the next chapter goes on.
      const made = await this.use((scope) => this.ensure(scope, chapterId, true)).catch((error: unknown) =>
        fail('INTERNAL', error instanceof Error ? error.message : String(error)),
      );
      if (!made.ok && made.error.code !== 'NOT_FOUND') console.warn(`[studio] a chapter render could not be made: ${made.error.message}`);
    }
  }

  /** One render at a time per chapter: a second request waits for the first, then checks again. */
  private async ensure(scope: WorkScope, chapterId: string, announce = false): Promise<Result<AudioFile>> {
    for (let running = this.running.get(chapterId); running; running = this.running.get(chapterId)) await running;
    const made = this.ensureNow(scope, chapterId, announce);
    this.running.set(chapterId, made);
    try {
      return await made;
    } finally {
      if (this.running.get(chapterId) === made) this.running.delete(chapterId);
    }
  }

  private async ensureNow(scope: WorkScope, chapterId: string, announce: boolean): Promise<Result<AudioFile>> {
    const { work, directory } = scope;
    // A clip gone from the service loses its take, and the plan is made again without it.
    for (let attempt = 0; attempt < 5; attempt++) {
      const plan = renderPlanOf(work, chapterId);
      if (!plan) return fail('NOT_FOUND', 'This chapter no longer exists.');
      if (plan.clips.length === 0) {
        const had =
          this.renderOf(work, chapterId) !== null || work.db.prepare('SELECT 1 FROM chapter_renders WHERE chapter_id = ?').get(chapterId);
        dropRender(work, directory, chapterId);
        if (had && announce) this.events.emit('projects.changed', { projectId: plan.projectId, chapterIds: [chapterId] });
        return fail('NOT_FOUND', 'No block of this chapter has a current take yet: generate the chapter first.');
      }
      const existing = currentRenderFile(work, directory, plan);
      if (existing) return ok(existing);
      const made = await scope.withCache((session) => makeRender(session, work, directory, plan));
      if (!made.ok) return made;
      if (made.value.ok) {
        if (announce) this.events.emit('projects.changed', { projectId: plan.projectId, chapterIds: [chapterId] });
        return ok(made.value.value);
      }
      if (!made.value.goneHistoryId) return made.value.error;
      forgetBlockTakes(work, [made.value.goneHistoryId]);
      this.events.emit('projects.changed', { projectId: plan.projectId, chapterIds: [chapterId] });
    }
    return fail('NOT_FOUND', 'The takes of this chapter keep disappearing from the service; generate the chapter again.');
  }
}

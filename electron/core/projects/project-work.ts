import { ok, type Result, type StudioError } from '../../../shared/contract';
import type { BlockOrigin } from '../../../shared/model/projects';
import type { EventBus } from '../events';
import {
  blockOriginsOf,
  forgetBlockTakes,
  recordBlockFailure,
  recordBlockTake,
  takeOfHash,
  type BlockTakeRecord,
  type RecordedTake,
} from './block-takes';
import type { RenderScheduler } from './render-scheduler';
import type { UseWork } from './work-scope';
import { blocksToQueue, type BlockJob, type JobScope } from './queue-jobs';

/**
 * What other parts of the core (the generation queue, History) do with projects, each through the
 * active profile's work database: record a take or a failure (the open chapter hears of it through
 * projects.changed and its render is made again), list the jobs to send, and find a take's block.
 */
export class ProjectWork {
  constructor(
    private readonly use: UseWork,
    private readonly renders: Pick<RenderScheduler, 'schedule'>,
    private readonly events: EventBus,
    /** Reads the project's blocks with the lexicons in effect now (ProjectLexicons.follow). */
    private readonly followLexicons: (projectId: string) => Promise<Result<void>> = async () => ok(undefined),
  ) {}

  /**
   * Every block not current (of the chapters or blocks named, else the whole project), in reading
   * order, read with the lexicons in effect now: a change not yet followed is followed first.
   */
  async jobs(projectId: string, scope: JobScope = {}): Promise<Result<BlockJob[]>> {
    const followed = await this.followLexicons(projectId);
    if (!followed.ok) return followed;
    return this.use(({ work }) => ok(blocksToQueue(work, projectId, scope)));
  }

  /** The take of exactly this hash, when the block has one: then nothing is sent. */
  takeOfHash(blockId: string, contentHash: string): Promise<Result<string | null>> {
    return this.use(({ work }) => ok(takeOfHash(work, blockId, contentHash)));
  }

  /** Keeps a generated clip as a take of its block (chosen when still current); null when the block is gone. */
  recordTake(take: BlockTakeRecord): Promise<Result<RecordedTake | null>> {
    return this.use(({ work }) => {
      const recorded = recordBlockTake(work, take);
      if (recorded) this.changed(recorded.projectId, [recorded.chapterId]);
      return ok(recorded);
    });
  }

  /** Marks a block failed with its reason, unless it was edited since the job was made. */
  recordFailure(blockId: string, contentHash: string, error: StudioError): Promise<Result<boolean>> {
    return this.use(({ work }) => {
      const failed = work.transaction(() => recordBlockFailure(work, blockId, contentHash, error));
      if (failed) this.events.emit('projects.changed', { projectId: failed.projectId, chapterIds: [failed.chapterId] });
      return ok(failed !== null);
    });
  }

  /** The blocks these History entries are takes of, for "Open in editor". */
  blockOrigins(historyIds: readonly string[]): Promise<Result<Map<string, BlockOrigin>>> {
    if (historyIds.length === 0) return Promise.resolve(ok(new Map()));
    return this.use(({ work }) => ok(blockOriginsOf(work, historyIds)));
  }

  /** History entries deleted from the service: their takes go (a chosen one is replaced by the newest current one left). */
  forgetTakes(historyIds: readonly string[]): Promise<Result<void>> {
    if (historyIds.length === 0) return Promise.resolve(ok(undefined));
    return this.use(({ work }) => {
      const touched = forgetBlockTakes(work, historyIds);
      const byProject = new Map<string, string[]>();
      for (const { projectId, chapterId } of touched) byProject.set(projectId, [...(byProject.get(projectId) ?? []), chapterId]);
      for (const [projectId, chapterIds] of byProject) this.changed(projectId, chapterIds);
      return ok(undefined);
    });
  }

  private changed(projectId: string, chapterIds: string[]): void {
    this.renders.schedule(chapterIds);
    this.events.emit('projects.changed', { projectId, chapterIds });
  }
}

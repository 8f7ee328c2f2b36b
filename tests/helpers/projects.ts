import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { OperationName } from '../../shared/contract';
import type { Chapter, Project } from '../../shared/model/projects';
import type { GeneratedClip } from '../../shared/model/script';
import type { VoiceCard, VoiceList } from '../../shared/model/voices';
import type { BlockJob, JobScope } from '../../electron/core/projects';
import { unwrap, type RigCore } from './core-rig';
import { projectsHomeOf } from '../../electron/core/projects';

/** Helpers of the projects tests: contract calls, the catalogue's voices, and the queue's part played by hand. */

export const callOk = <T>(core: RigCore, name: OperationName, input: unknown): Promise<T> => core.call<T>(name, input).then(unwrap);

/** The catalogue loaded into the cache (voice dialects are learnt from it), and its voices. */
export async function catalogueVoices(core: RigCore): Promise<VoiceCard[]> {
  unwrap(await core.call<VoiceList>('voices.list', { refresh: true }));
  await expect.poll(async () => unwrap(await core.call<VoiceList>('voices.list', {})).total).toBeGreaterThan(0);
  return unwrap(await core.call<VoiceList>('voices.list', {})).voices;
}

export const chapterOf = (core: RigCore, chapterId: string) => callOk<Chapter>(core, 'chapters.get', { chapterId });
export const firstChapterOf = (core: RigCore, project: Project) => chapterOf(core, project.chapters[0]!.id);

export async function jobsOf(core: RigCore, projectId: string, scope: JobScope = {}): Promise<BlockJob[]> {
  return unwrap(await projectsHomeOf(core.core.context).blocks.jobs(projectId, scope));
}

/**
 * What the generation queue does for each job, done by hand: one real generation through the
 * core's road (tts.generate, to the sandbox) of exactly the job's spoken text, recorded as a take
 * with the job's hash. Answers the clips made, in job order.
 */
export async function generateJobs(core: RigCore, jobs: readonly BlockJob[]): Promise<GeneratedClip[]> {
  const clips: GeneratedClip[] = [];
  for (const job of jobs) {
    const clip = unwrap(
      await core.call<GeneratedClip>('tts.generate', {
        requestId: randomUUID(),
        voiceId: job.voiceId,
        script: job.spokenText,
        config: job.config,
        ...(job.dictionaryIds.length > 0 ? { dictionaryIds: job.dictionaryIds } : {}),
      }),
    );
    unwrap(
      await projectsHomeOf(core.core.context).blocks.recordTake({
        blockId: job.blockId,
        historyId: clip.id,
        contentHash: job.contentHash,
        voiceId: job.voiceId,
      }),
    );
    clips.push(clip);
  }
  return clips;
}

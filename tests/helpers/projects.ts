import { expect } from 'vitest';
import type { OperationName } from '../../shared/contract';
import type { Chapter, Project } from '../../shared/model/projects';
import type { GeneratedClip } from '../../shared/model/script';
import type { VoiceCard, VoiceList } from '../../shared/model/voices';
import type { BlockJob, JobScope } from '../../electron/core/projects';
import { unwrap, type RigCore } from './core-rig';
import { projectsHomeOf } from '../../electron/core/projects';
import { generateSpeech } from '../../electron/core/speech';

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
 * One real generation of exactly the job's spoken text through the core's generation road
 * (generateSpeech, to the sandbox; the clip lands in History and the cache), recorded nowhere else.
 */
export async function generateClip(
  core: RigCore,
  job: Pick<BlockJob, 'voiceId' | 'spokenText' | 'config' | 'dictionaryIds'>,
): Promise<GeneratedClip> {
  if (job.voiceId === null) throw new Error('This job has no voice: give its project one first.');
  const request = {
    voiceId: job.voiceId,
    script: job.spokenText,
    config: job.config,
    ...(job.dictionaryIds.length > 0 ? { dictionaryIds: [...job.dictionaryIds] } : {}),
  };
  return unwrap(await generateSpeech(await core.session(), request, new AbortController().signal, () => {}));
}

/**
 * What the generation queue does for each job, done by hand: one clip of the job's spoken text
 * (generateClip), recorded as a take with the job's hash. Answers the clips made, in job order.
 */
export async function generateJobs(core: RigCore, jobs: readonly BlockJob[]): Promise<GeneratedClip[]> {
  const clips: GeneratedClip[] = [];
  for (const job of jobs) {
    const clip = await generateClip(core, job);
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

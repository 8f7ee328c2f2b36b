import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../../shared/contract';
import type { BlockTake, Project, QueueState } from '../../../shared/model/projects';
import { projectsHomeOf, type BlockJob } from '../../../electron/core/projects';
import { unwrap, useCoreRig } from '../../helpers/core-rig';
import { callOk, chapterOf, generateClip, jobsOf } from '../../helpers/projects';
import { arabicVoices, configureQueue, jobTraces, projectWithVoice, queueReaches, queueStatus, sixParagraphs } from '../../helpers/queue';

// "Generate again" (issue 30 item 1): a block that is current gets a new take on request, which
// becomes the chosen one while the old stays listed; the request is sent once, also across a crash.
const rig = useCoreRig();
beforeAll(() => configureQueue(rig, { settleMs: 1_500, lookupPollMs: 100 }));

const posts = () => rig.sandbox.requests.count('historyCreate');
let round = 0;

async function generated(): Promise<Project> {
  const [voice] = await arabicVoices(rig);
  round += 1;
  const project = await projectWithVoice(rig, [`المرة ${round}. ${sixParagraphs[0]}`, sixParagraphs[1]!], voice!);
  await callOk<QueueState>(rig, 'queue.start', { projectId: project.id });
  await queueReaches(rig, project.id, 'idle');
  return project;
}

describe('Generate again', () => {
  it('sends one request for a current block; the new take is chosen, the old one stays, and nothing is sent twice', async () => {
    const project = await generated();
    const before = await chapterOf(rig, project.chapters[0]!.id);
    const [first, second] = before.blocks;
    const sent = posts();

    const started = await callOk<QueueState>(rig, 'queue.start', { projectId: project.id, blockIds: [first!.id], again: true });
    expect(started).toMatchObject({ total: 1 });
    await queueReaches(rig, project.id, 'idle');
    expect(posts() - sent).toBe(1);
    const after = await chapterOf(rig, project.chapters[0]!.id);
    expect(after.blocks[0]).toMatchObject({ status: 'generated', takeCount: 2, chosenTake: { current: true } });
    expect(after.blocks[0]!.chosenTake!.historyId).not.toBe(first!.chosenTake!.historyId);
    expect(after.blocks[1]).toMatchObject({ takeCount: 1, chosenTake: { historyId: second!.chosenTake!.historyId } });
    const takes = await callOk<BlockTake[]>(rig, 'blocks.takes', { blockId: first!.id });
    expect(takes.map((take) => take.historyId)).toEqual([first!.chosenTake!.historyId, after.blocks[0]!.chosenTake!.historyId]);

    // The finished job is not sent again: not by Resume, nor by a Generate of the project.
    await callOk<QueueState>(rig, 'queue.resume', { projectId: project.id });
    await callOk<QueueState>(rig, 'queue.start', { projectId: project.id });
    await queueReaches(rig, project.id, 'idle');
    expect(posts() - sent).toBe(1);
    // The older take can be put back in use.
    await callOk(rig, 'blocks.chooseTake', { blockId: first!.id, historyId: first!.chosenTake!.historyId });
    expect((await chapterOf(rig, project.chapters[0]!.id)).blocks[0]!.chosenTake!.historyId).toBe(first!.chosenTake!.historyId);
  });

  it('is refused for a whole project or chapter: it names its blocks', async () => {
    const project = await generated();
    const whole = await rig.call<QueueState>('queue.start', { projectId: project.id, again: true });
    expect(whole).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
  });

  it('a regenerate the crash left unanswered adopts its own clip from History, not the older take, and sends nothing', async () => {
    const project = await generated();
    const block = (await chapterOf(rig, project.chapters[0]!.id)).blocks[0]!;
    const [job] = await jobsOf(rig, project.id, { blockIds: [block.id], again: true });
    // The request reached the service (its clip is in History); the core died before the answer.
    const made = await generateClip(rig, job!);
    await leftSendingAgain(project, job!, Date.now() - 50);
    const sent = posts();

    expect(await queueStatus(rig, project.id)).toMatchObject({ unsure: 1 });
    await callOk<QueueState>(rig, 'queue.resume', { projectId: project.id });
    await queueReaches(rig, project.id, 'idle');
    expect(posts() - sent).toBe(0);
    const after = (await chapterOf(rig, project.chapters[0]!.id)).blocks[0]!;
    expect(after).toMatchObject({ takeCount: 2, chosenTake: { historyId: made.id, current: true } });
    expect((await jobTraces(rig, project.id)).at(-1)).toMatchObject({ state: 'done', historyId: made.id });
  });
});

/** The row a core killed mid-request of a "Generate again" leaves: `sending`, with what it sent and when. */
async function leftSendingAgain(project: Project, job: BlockJob, sentMs: number): Promise<void> {
  unwrap(
    await projectsHomeOf(rig.core.context).use(({ work }) => {
      work.db
        .prepare(
          `INSERT INTO queue_jobs (id, project_id, block_id, run_id, seq, state, content_hash, spoken_chars, expected_ms, spoken_text, voice_id,
             config_json, dictionary_ids_json, queued_at, sent_ms, attempts, again)
           VALUES (?, ?, ?, 'crashed-run', (SELECT COALESCE(MAX(seq), 0) + 1 FROM queue_jobs), 'sending', ?, ?, 1000, ?, ?, ?, '[]', ?, ?, 1, 1)`,
        )
        .run(
          randomUUID(),
          project.id,
          job.blockId,
          job.contentHash,
          job.spokenChars,
          job.spokenText,
          job.voiceId,
          JSON.stringify(job.config),
          new Date(sentMs).toISOString(),
          sentMs,
        );
      return ok(undefined);
    }),
  );
}

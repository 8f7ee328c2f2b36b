import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../shared/contract';
import type { Project, QueueState } from '../../../shared/model/projects';
import type { VoiceCard } from '../../../shared/model/voices';
import { projectsHomeOf, type BlockJob } from '../../../electron/core/projects';
import { unwrap, useCoreRig } from '../../helpers/core-rig';
import { callOk, chapterOf, generateClip, generateJobs, jobsOf } from '../../helpers/projects';
import { arabicVoices, configureQueue, jobTraces, projectWithVoice, queueReaches, queueStatus, sixParagraphs } from '../../helpers/queue';

// What a crash leaves, made exactly: a job's row says `sending` (written before its request left)
// and no answer was kept. Whatever happened to the request, Resume never sends it blindly: a take
// of its hash settles it, a clip in History is adopted, and only when its clip could no longer
// appear is it sent again — before anything else is sent.
const rig = useCoreRig();
const settleMs = 1_500;
let voice: VoiceCard;
let round = 0;
let texts: string[] = [];
beforeAll(() => configureQueue(rig, { settleMs, lookupPollMs: 100 }));
beforeEach(async () => {
  voice ??= (await arabicVoices(rig))[0]!;
  round += 1;
  texts = sixParagraphs.slice(0, 3).map((text) => `المحاولة ${round}. ${text}`);
});

const posts = () => rig.sandbox.requests.all().filter((r) => r.route === 'historyCreate');

/** The row a core killed mid-request leaves: `sending`, with what it sent and when. */
async function leftSending(project: Project, job: BlockJob, sentMs: number): Promise<void> {
  unwrap(
    await projectsHomeOf(rig.core.context).use(({ work }) => {
      work.db
        .prepare(
          `INSERT INTO queue_jobs (id, project_id, block_id, run_id, seq, state, content_hash, spoken_chars, expected_ms, spoken_text, voice_id,
             config_json, dictionary_ids_json, queued_at, sent_ms, attempts)
           VALUES (?, ?, ?, 'crashed-run', (SELECT COALESCE(MAX(seq), 0) + 1 FROM queue_jobs), 'sending', ?, ?, 1000, ?, ?, ?, '[]', ?, ?, 1)`,
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

/** After the restart: the queue waits, paused, with the unanswered jobs; Generate all settles them first, then sends the rest. */
async function generateAll(project: Project, unsure = 1): Promise<{ state: QueueState; startedAt: number }> {
  expect(await queueStatus(rig, project.id)).toMatchObject({ state: 'paused', unsure });
  const startedAt = Date.now();
  await callOk<QueueState>(rig, 'queue.start', { projectId: project.id });
  return { state: await queueReaches(rig, project.id, 'idle'), startedAt };
}

describe('jobs a crash left unanswered', () => {
  it('a request that never left is sent once, after its clip could no longer appear, and before anything else', async () => {
    const project = await projectWithVoice(rig, texts, voice);
    const [job] = await jobsOf(rig, project.id);
    const sentMs = Date.now();
    await leftSending(project, job!, sentMs);
    const before = posts().length;
    await generateAll(project);
    const sent = posts().slice(before);
    expect(sent).toHaveLength(3);
    // Nothing left before the unanswered job's clip could no longer appear.
    for (const request of sent) expect(request.at - sentMs).toBeGreaterThanOrEqual(settleMs - 20);
    const traces = await jobTraces(rig, project.id);
    expect(traces.map((t) => [t.state, t.attempts])).toEqual([
      ['done', 2],
      ['done', 1],
      ['done', 1],
    ]);
  });

  it('a clip the service made before the crash is adopted as the take, and not sent again', async () => {
    const project = await projectWithVoice(rig, texts, voice);
    const [job] = await jobsOf(rig, project.id);
    const sentMs = Date.now() - 50;
    // The request that reached the service: its clip is in History, its answer never arrived.
    const made = await generateClip(rig, job!);
    await leftSending(project, job!, sentMs);
    const before = posts().length;
    const { startedAt } = await generateAll(project);
    expect(posts().length - before).toBe(2);
    const chapter = await chapterOf(rig, project.chapters[0]!.id);
    expect(chapter.blocks[0]).toMatchObject({ status: 'generated', takeCount: 1, chosenTake: { historyId: made.id } });
    // Found at the first look: no waiting for the clip to settle.
    expect(posts()[before]!.at - startedAt).toBeLessThan(settleMs);
  });

  it('a take recorded just before the crash settles its job without a request', async () => {
    const project = await projectWithVoice(rig, texts, voice);
    const [job] = await jobsOf(rig, project.id);
    const [clip] = await generateJobs(rig, [job!]);
    await leftSending(project, job!, Date.now());
    const before = posts().length;
    await generateAll(project);
    expect(posts().length - before).toBe(2);
    const chapter = await chapterOf(rig, project.chapters[0]!.id);
    expect(chapter.blocks[0]).toMatchObject({ status: 'generated', takeCount: 1, chosenTake: { historyId: clip!.id } });
  });

  it('two blocks that say the same words, both unanswered, get a clip each', async () => {
    const project = await projectWithVoice(rig, [texts[0]!, texts[0]!, texts[1]!], voice);
    const [first, second] = await jobsOf(rig, project.id);
    const sentMs = Date.now() - 50;
    const clips = [];
    for (let i = 0; i < 2; i++) clips.push(await generateClip(rig, first!));
    await leftSending(project, first!, sentMs);
    await leftSending(project, second!, sentMs + 1);
    const before = posts().length;
    await generateAll(project, 2);
    expect(posts().length - before).toBe(1);
    const chapter = await chapterOf(rig, project.chapters[0]!.id);
    expect(new Set(chapter.blocks.slice(0, 2).map((b) => b.chosenTake?.historyId))).toEqual(new Set(clips.map((c) => c.id)));
  });

  it('Cancel gives each unanswered job one look: found, it is the take; not found, the block says to look in History', async () => {
    const project = await projectWithVoice(rig, texts, voice);
    const [first, second] = await jobsOf(rig, project.id);
    const made = await generateClip(rig, first!);
    await leftSending(project, first!, Date.now() - 50);
    await leftSending(project, second!, Date.now());
    const before = posts().length;
    const cancelled = await callOk<QueueState>(rig, 'queue.cancel', { projectId: project.id });
    expect(cancelled).toMatchObject({ state: 'idle', unsure: 0 });
    expect(posts().length - before).toBe(0);
    const chapter = await chapterOf(rig, project.chapters[0]!.id);
    expect(chapter.blocks[0]).toMatchObject({ status: 'generated', chosenTake: { historyId: made.id } });
    expect(chapter.blocks[1]).toMatchObject({
      status: 'failed',
      failure: { messageKey: 'projects.QUEUE_UNANSWERED', outcome: 'maybeMade' },
    });
    expect(chapter.blocks[2]!.status).toBe('new');
  });
});

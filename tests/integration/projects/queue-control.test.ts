import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Project, QueueState } from '../../../shared/model/projects';
import type { VoiceCard } from '../../../shared/model/voices';
import { useCoreRig } from '../../helpers/core-rig';
import { callOk, chapterOf } from '../../helpers/projects';
import {
  arabicVoices,
  clipsOfText,
  configureQueue,
  jobTraces,
  projectWithVoice,
  queueReaches,
  queueStatus,
  sixParagraphs,
  statuses,
} from '../../helpers/queue';

// Pause, resume and cancel; a queue outlives the studio's window but not the studio: closed while
// running, the next start finds it paused where it was, and Resume goes on without a block twice.
const rig = useCoreRig();
let voice: VoiceCard;
let round = 0;
let texts: string[] = [];
beforeEach(async () => {
  voice ??= (await arabicVoices(rig))[0]!;
  round += 1;
  texts = sixParagraphs.map((text) => `الجزء ${round}. ${text}`);
  // Each request takes the service a moment, so the queue can be caught mid-run.
  rig.sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'latency', latencyMs: 150 }] });
});
afterEach(() => rig.sandbox.faults.reset());

const posts = () => rig.sandbox.requests.count('historyCreate');

async function startedMidRun(): Promise<Project> {
  const project = await projectWithVoice(rig, texts, voice);
  await callOk<QueueState>(rig, 'queue.start', { projectId: project.id });
  await expect.poll(async () => (await queueStatus(rig, project.id)).done, { interval: 20 }).toBeGreaterThanOrEqual(1);
  return project;
}

describe('pause, resume, cancel', () => {
  it('Pause sends nothing more (what was out finishes and is kept); Resume goes on to the end', async () => {
    const project = await startedMidRun();
    const paused = await callOk<QueueState>(rig, 'queue.pause', { projectId: project.id });
    expect(paused.state).toBe('paused');
    await expect.poll(async () => (await queueStatus(rig, project.id)).activeBlockIds).toEqual([]);
    const held = await queueStatus(rig, project.id);
    const sent = posts();
    await new Promise((done) => setTimeout(done, 600));
    expect(posts()).toBe(sent);
    expect(await queueStatus(rig, project.id)).toMatchObject({ state: 'paused', done: held.done });
    expect(held.done).toBeLessThan(6);
    expect(held.etaMs).toBeGreaterThan(0);

    expect((await callOk<QueueState>(rig, 'queue.resume', { projectId: project.id })).state).toBe('running');
    await queueReaches(rig, project.id, 'idle');
    expect(statuses(await chapterOf(rig, project.chapters[0]!.id))).toEqual(Array(6).fill('generated'));
    expect((await jobTraces(rig, project.id)).every((t) => t.attempts === 1)).toBe(true);
  });

  it('Cancel drops what was not sent; requests out finish and keep their takes; Generate all sends only the rest', async () => {
    const project = await startedMidRun();
    const before = (await jobTraces(rig, project.id)).length;
    const cancelled = await callOk<QueueState>(rig, 'queue.cancel', { projectId: project.id });
    expect(cancelled.total).toBeLessThan(before);
    await queueReaches(rig, project.id, 'idle');
    const kept = statuses(await chapterOf(rig, project.chapters[0]!.id));
    const made = kept.filter((s) => s === 'generated').length;
    expect(made).toBeGreaterThanOrEqual(1);
    expect(made).toBeLessThan(6);
    expect(kept.slice(made)).toEqual(Array(6 - made).fill('new'));

    const sentBefore = posts();
    await callOk<QueueState>(rig, 'queue.start', { projectId: project.id });
    await queueReaches(rig, project.id, 'idle');
    expect(posts() - sentBefore).toBe(6 - made);
    expect(statuses(await chapterOf(rig, project.chapters[0]!.id))).toEqual(Array(6).fill('generated'));
  });

  it('the studio closed mid-run reopens paused where it was; Resume finishes without a block twice', async () => {
    const core = await rig.startCore();
    const project = await projectWithVoice(core, texts, voice);
    await callOk<QueueState>(core, 'queue.start', { projectId: project.id });
    await expect.poll(async () => (await queueStatus(core, project.id)).done, { interval: 20 }).toBeGreaterThanOrEqual(2);
    await core.close();

    const again = await rig.startCore({ dataDir: core.dataDir });
    // A request cut off by the close may or may not have reached the service: its clip is looked for first.
    configureQueue(again, { settleMs: 3_000, lookupPollMs: 100 });
    const found = await queueStatus(again, project.id);
    expect(found.state).toBe('paused');
    expect(found.done).toBeLessThan(6);
    await callOk<QueueState>(again, 'queue.resume', { projectId: project.id });
    await queueReaches(again, project.id, 'idle');
    expect(statuses(await chapterOf(again, project.chapters[0]!.id))).toEqual(Array(6).fill('generated'));
    for (const trace of await jobTraces(again, project.id)) expect(await clipsOfText(again, trace.spokenText!)).toBe(1);
  });
});

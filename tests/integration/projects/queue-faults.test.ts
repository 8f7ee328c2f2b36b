import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChapterDone } from '../../../shared/contract/domain-events/projects';
import type { Project, QueueState } from '../../../shared/model/projects';
import type { VoiceCard } from '../../../shared/model/voices';
import type { FaultRule } from '../../../electron/sandbox/faults';
import { useCoreRig, type RigCore } from '../../helpers/core-rig';
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

// Each way a generation can fail, on the sandbox's fault switches: the queue waits out a 429,
// tries again what surely made nothing, looks in History for what may have been made, pauses on a
// refused key, and fails one block with its reason while the others go on.
const rig = useCoreRig();
const fast = { backoffBaseMs: 50, lookupPollMs: 100, settleMs: 1_500 };
let voice: VoiceCard;
beforeAll(() => configureQueue(rig, fast));
beforeEach(async () => {
  voice ??= (await arabicVoices(rig))[0]!;
});
afterEach(() => rig.sandbox.faults.reset());

// Words of their own per test: the client's search for a lost answer's clip must not meet an earlier test's clip of the same words.
let round = 0;
let texts: string[] = [];
beforeEach(() => {
  round += 1;
  texts = sixParagraphs.slice(0, 3).map((text) => `الجولة ${round}: ${text}`);
});
const posts = () => rig.sandbox.requests.all().filter((r) => r.route === 'historyCreate');

async function runWith(rule: FaultRule, core: RigCore = rig): Promise<{ project: Project; state: QueueState; sent: number }> {
  const project = await projectWithVoice(core, texts, voice);
  const before = posts().length;
  rig.sandbox.faults.set({ rules: [rule] });
  await callOk<QueueState>(core, 'queue.start', { projectId: project.id });
  const state = await queueReaches(core, project.id, 'idle');
  return { project, state, sent: posts().length - before };
}

const generated = async (project: Project, core: RigCore = rig) => statuses(await chapterOf(core, project.chapters[0]!.id));

describe('the queue and the service’s failures', () => {
  it('a 429 holds every request for its Retry-After, then the block is sent again', async () => {
    const before = posts().length;
    const { project, state, sent } = await runWith({ route: 'historyCreate', kind: 'rateLimit', retryAfterSeconds: 1, times: 1 });
    expect(state).toMatchObject({ done: 3, failed: 0 });
    expect(await generated(project)).toEqual(['generated', 'generated', 'generated']);
    expect(sent).toBe(4);
    // The refused request, the one already out beside it, then nothing for the second asked.
    const [refused, , ...after] = posts().slice(before);
    for (const request of after) expect(request.at - refused!.at).toBeGreaterThanOrEqual(990);
    expect((await jobTraces(rig, project.id)).map((t) => t.attempts)).toEqual([2, 1, 1]);
  });

  it.each<[string, FaultRule]>([
    ['a 500', { route: 'historyCreate', kind: 'status', status: 500, times: 1 }],
    ['a dropped connection', { route: 'historyCreate', kind: 'drop', times: 1 }],
    ['an answer that is not JSON', { route: 'historyCreate', kind: 'malformed', times: 1 }],
  ])('after %s that made nothing (History shows no clip), the block is sent again', async (_what, rule) => {
    const { project, state, sent } = await runWith(rule);
    expect(state).toMatchObject({ done: 3, failed: 0 });
    expect(await generated(project)).toEqual(['generated', 'generated', 'generated']);
    expect(sent).toBe(4);
    for (const text of texts) expect(await clipsOfText(rig, text)).toBeGreaterThanOrEqual(1);
  });

  it('an answer lost after the clip was made is found in History: nothing is sent twice', async () => {
    const before = new Map(await Promise.all(texts.map(async (t) => [t, await clipsOfText(rig, t)] as const)));
    const { project, sent } = await runWith({ route: 'historyCreate', kind: 'responseLost', times: 1 });
    expect(sent).toBe(3);
    expect(await generated(project)).toEqual(['generated', 'generated', 'generated']);
    for (const text of texts) expect((await clipsOfText(rig, text)) - before.get(text)!).toBe(1);
  });

  it('a 504 may still be making the clip: History is watched until it could no longer appear, then it is sent again', async () => {
    rig.events.length = 0;
    const { project, sent } = await runWith({ route: 'historyCreate', kind: 'status', status: 504, times: 1 });
    expect(sent).toBe(4);
    expect(await generated(project)).toEqual(['generated', 'generated', 'generated']);
    const changes = rig.events.filter((e) => e.name === 'queue.changed').map((e) => e.payload as QueueState);
    expect(changes.some((s) => s.unsure === 1)).toBe(true);
    const [first] = await jobTraces(rig, project.id);
    expect(first!.attempts).toBe(2);
  });

  it('a refusal of the text fails that block with its reason; the others go on, and a later run tries it again', async () => {
    rig.events.length = 0;
    const { project, state, sent } = await runWith({
      route: 'historyCreate',
      kind: 'status',
      status: 400,
      body: { message: 'Script contains unsupported characters', messageKey: 'ScriptInvalid' },
      times: 1,
    });
    expect(sent).toBe(3);
    expect(state).toMatchObject({ total: 3, done: 2, failed: 1 });
    const chapter = await chapterOf(rig, project.chapters[0]!.id);
    expect(statuses(chapter)).toEqual(['failed', 'generated', 'generated']);
    expect(chapter.blocks[0]!.failure).toMatchObject({ code: 'VALIDATION', outcome: 'notMade' });
    const done = rig.events.filter((e) => e.name === 'queue.chapterDone').map((e) => e.payload as ChapterDone);
    expect(done).toEqual([expect.objectContaining({ chapterId: chapter.id, failed: 1 })]);

    await callOk<QueueState>(rig, 'queue.start', { projectId: project.id });
    await queueReaches(rig, project.id, 'idle');
    expect(await generated(project)).toEqual(['generated', 'generated', 'generated']);
  });

  it('a refused key pauses the whole queue, saying why; Resume goes on with what was left', async () => {
    const project = await projectWithVoice(rig, texts, voice);
    const before = posts().length;
    rig.sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'status', status: 401, times: 1 }] });
    await callOk<QueueState>(rig, 'queue.start', { projectId: project.id });
    const paused = await queueReaches(rig, project.id, 'paused');
    expect(paused.error).toMatchObject({ code: 'UNAUTHORIZED' });
    await expect.poll(async () => (await queueStatus(rig, project.id)).activeBlockIds).toEqual([]);
    const stopped = await queueStatus(rig, project.id);
    expect(stopped.done).toBeLessThan(3);
    expect(stopped.failed).toBe(0);

    const resumed = await callOk<QueueState>(rig, 'queue.resume', { projectId: project.id });
    expect(resumed).toMatchObject({ state: 'running', error: null });
    await queueReaches(rig, project.id, 'idle');
    expect(await generated(project)).toEqual(['generated', 'generated', 'generated']);
    expect(posts().length - before).toBe(4);
  });

  it('a block with no voice fails with "choose a voice" and sends nothing', async () => {
    const made = await callOk<Project>(rig, 'projects.create', { name: 'No voice', text: texts.join('\n\n') });
    // A new project starts with the voice used last: this one has none.
    const project = await callOk<Project>(rig, 'projects.updateSettings', { projectId: made.id, settings: { voiceId: null } });
    const before = posts().length;
    await callOk<QueueState>(rig, 'queue.start', { projectId: project.id });
    const state = await queueReaches(rig, project.id, 'idle');
    expect(state).toMatchObject({ total: 3, failed: 3 });
    expect(posts().length - before).toBe(0);
    const chapter = await chapterOf(rig, project.chapters[0]!.id);
    expect(chapter.blocks.map((b) => b.failure?.messageKey)).toEqual(Array(3).fill('projects.NO_VOICE'));
  });

  it('a clip made whose audio could not be fetched is the take all the same (played, it is fetched again)', async () => {
    const failingAudio: typeof fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).includes('/files/audio/')
        ? Promise.reject(new TypeError('fetch failed: connection reset'))
        : fetch(input, init);
    const other = await rig.startCore({ fetch: failingAudio });
    configureQueue(other, fast);
    await arabicVoices(other);
    const { project, sent } = await runWith({ route: 'historyList', kind: 'latency', latencyMs: 0 }, other);
    expect(sent).toBe(3);
    const chapter = await chapterOf(other, project.chapters[0]!.id);
    expect(statuses(chapter)).toEqual(['generated', 'generated', 'generated']);
    expect((await jobTraces(other, project.id)).every((t) => t.historyId !== null && t.attempts === 1)).toBe(true);
  });
});

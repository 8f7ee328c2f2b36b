import { afterEach, describe, expect, it } from 'vitest';
import type { BlockEdit } from '../../../shared/contract/ops/projects';
import type { ChapterDone } from '../../../shared/contract/domain-events/projects';
import type { Chapter, Project, QueueState } from '../../../shared/model/projects';
import { useCoreRig } from '../../helpers/core-rig';
import { callOk, chapterOf } from '../../helpers/projects';
import { arabicVoices, jobTraces, mostAtOnce, projectWithVoice, queueReaches, sixParagraphs, statuses } from '../../helpers/queue';

// The generation queue (issue 30 item 6) on the real core, the real work database and the sandbox
// over HTTP: blocks go in order, two at a time, each sent once; progress and ETA per chapter; an
// edited block alone is sent again.
const rig = useCoreRig();
afterEach(() => rig.sandbox.faults.reset());

const posts = () => rig.sandbox.requests.count('historyCreate');
const eventsNamed = <T>(name: string) => rig.events.filter((e) => e.name === name).map((e) => e.payload as T);

describe('the generation queue', () => {
  it('generates every block once, in order, two at a time, with progress and an ETA per chapter', async () => {
    const [voice] = await arabicVoices(rig);
    const project = await projectWithVoice(rig, sixParagraphs, voice!);
    // A second chapter of two blocks: its progress is its own, and it is announced once.
    const withTwo = await callOk<Project>(rig, 'chapters.create', { projectId: project.id, title: 'Two' });
    const second = withTwo.chapters[1]!;
    const [empty] = (await chapterOf(rig, second.id)).blocks;
    await callOk<BlockEdit>(rig, 'blocks.update', { blockId: empty!.id, text: 'الفصل الثاني يبدأ هنا.\n\nويكمل هنا.' });
    rig.sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'latency', latencyMs: 250 }] });
    const before = posts();
    rig.events.length = 0;

    const started = await callOk<QueueState>(rig, 'queue.start', { projectId: project.id });
    expect(started).toMatchObject({ state: 'running', total: 8, failed: 0, unsure: 0, error: null });
    expect(started.etaMs).toBeGreaterThan(0);
    expect(started.chapters.map((c) => [c.chapterId, c.total])).toEqual([
      [project.chapters[0]!.id, 6],
      [second.id, 2],
    ]);
    // The first chapter ends before the second: its ETA is the smaller.
    expect(started.chapters[0]!.etaMs!).toBeLessThan(started.chapters[1]!.etaMs!);

    const ended = await queueReaches(rig, project.id, 'idle');
    expect(ended).toMatchObject({ total: 8, done: 8, failed: 0, activeBlockIds: [], etaMs: null });
    expect(posts() - before).toBe(8);
    const first = await chapterOf(rig, project.chapters[0]!.id);
    expect(statuses(first)).toEqual(Array(6).fill('generated'));
    expect(statuses(await chapterOf(rig, second.id))).toEqual(['generated', 'generated']);
    expect(first.blocks.every((block) => block.chosenTake?.current && block.takeCount === 1)).toBe(true);

    // In reading order, never more than two out at once, and two at once when there was work for two.
    const traces = await jobTraces(rig, project.id);
    const blockOrder = [...first.blocks, ...(await chapterOf(rig, second.id)).blocks].map((b) => b.id);
    expect(traces.map((t) => t.blockId)).toEqual(blockOrder);
    const sent = traces.map((t) => t.sentMs!);
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
    expect(mostAtOnce(traces)).toBe(2);
    expect(traces.every((t) => t.attempts === 1 && t.state === 'done')).toBe(true);

    // Events: progress while running (with an ETA), each chapter announced once, in order.
    const changes = eventsNamed<QueueState>('queue.changed');
    expect(changes.some((s) => s.state === 'running' && s.activeBlockIds.length === 2)).toBe(true);
    expect(changes.some((s) => s.state === 'running' && s.done > 0 && s.etaMs !== null && s.chapters[1]!.etaMs !== null)).toBe(true);
    expect(changes.at(-1)).toMatchObject({ state: 'idle', done: 8 });
    expect(eventsNamed<ChapterDone>('queue.chapterDone')).toEqual([
      { projectId: project.id, chapterId: project.chapters[0]!.id, title: project.chapters[0]!.title, failed: 0 },
      { projectId: project.id, chapterId: second.id, title: 'Two', failed: 0 },
    ]);
    expect(eventsNamed<{ projectId: string }>('projects.changed').some((e) => e.projectId === project.id)).toBe(true);
  });

  it('after an edit of one sentence, only that block is sent again; a second Generate all sends nothing', async () => {
    const [voice] = await arabicVoices(rig);
    const project = await projectWithVoice(rig, sixParagraphs, voice!);
    await callOk<QueueState>(rig, 'queue.start', { projectId: project.id });
    await queueReaches(rig, project.id, 'idle');
    const chapter: Chapter = await chapterOf(rig, project.chapters[0]!.id);
    const third = chapter.blocks[2]!;

    await callOk<BlockEdit>(rig, 'blocks.update', { blockId: third.id, text: third.text.replace('قبل الظهر', 'قبل العصر') });
    const before = posts();
    const again = await callOk<QueueState>(rig, 'queue.start', { projectId: project.id });
    expect(again).toMatchObject({ total: 1 });
    await queueReaches(rig, project.id, 'idle');
    expect(posts() - before).toBe(1);
    const after = await chapterOf(rig, project.chapters[0]!.id);
    expect(statuses(after)).toEqual(Array(6).fill('generated'));
    expect(after.blocks[2]!.takeCount).toBe(2);
    expect(after.blocks.filter((b, i) => i !== 2).map((b) => b.chosenTake!.historyId)).toEqual(
      chapter.blocks.filter((b, i) => i !== 2).map((b) => b.chosenTake!.historyId),
    );

    const nothing = await callOk<QueueState>(rig, 'queue.start', { projectId: project.id });
    expect(nothing.state).toBe('idle');
    expect(posts() - before).toBe(1);
  });
});

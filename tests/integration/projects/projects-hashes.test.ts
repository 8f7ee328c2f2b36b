import { describe, expect, it } from 'vitest';
import type { BlockEdit } from '../../../shared/contract/ops/projects';
import type { Block, BlockTake, Chapter, Project } from '../../../shared/model/projects';
import type { HistoryListPage } from '../../../shared/model/history';
import type { VoiceCard } from '../../../shared/model/voices';
import { unwrap, useCoreRig } from '../../helpers/core-rig';
import { callOk, catalogueVoices, firstChapterOf, generateJobs, jobsOf } from '../../helpers/projects';
import { projectsHomeOf } from '../../../electron/core/projects';
import { emptyLexiconDigest } from '../../../shared/lexicon';
import { blockOverrideKey } from '../../../shared/model/block-text';

// Statuses and content hashes (issue 30): real generations on the sandbox recorded as takes, as the
// queue records them; editing one block stales only it, a project voice change stales the blocks of
// that voice, a read-as change stales only blocks whose spoken text changed.
const rig = useCoreRig();

const statuses = (chapter: Chapter) => chapter.blocks.map((block) => block.status);
const arabicVoices = async () => (await catalogueVoices(rig)).filter((voice: VoiceCard) => voice.language === 'ar' && voice.dialectCode);

async function generatedProject(text: string, voice: VoiceCard): Promise<{ project: Project; chapter: Chapter }> {
  const project = await callOk<Project>(rig, 'projects.create', { name: 'Hashes', text });
  await callOk<Project>(rig, 'projects.updateSettings', {
    projectId: project.id,
    settings: { voiceId: voice.id, dialectCode: voice.dialectCode },
  });
  await generateJobs(rig, await jobsOf(rig, project.id));
  return { project, chapter: await firstChapterOf(rig, project) };
}

describe('block statuses and hashes', () => {
  it('editing one block stales only it; putting the text back makes it generated again without a request', async () => {
    const [voice] = await arabicVoices();
    const { project, chapter } = await generatedProject('مرحبا بكم في الدرس الأول.\n\nهذه الفقرة الثانية.\n\nوهذه الثالثة.', voice!);
    expect(statuses(chapter)).toEqual(['generated', 'generated', 'generated']);
    expect(chapter.blocks[0]!.dialectCode).toBe(voice!.dialectCode);
    expect(chapter.blocks[0]!.chosenTake).toMatchObject({ current: true, chosen: true, durationMs: expect.any(Number) });

    const second = chapter.blocks[1]!;
    const edited = await callOk<BlockEdit>(rig, 'blocks.update', { blockId: second.id, text: 'هذه الفقرة الثانية بعد التعديل.' });
    expect(edited.blocks[0]).toMatchObject({ status: 'stale', takeCount: 1 });
    expect(edited.blocks[0]!.contentHash).not.toBe(second.contentHash);
    expect(statuses(await firstChapterOf(rig, project))).toEqual(['generated', 'stale', 'generated']);
    const jobs = await jobsOf(rig, project.id);
    expect(jobs.map((job) => job.blockId)).toEqual([second.id]);

    const back = await callOk<BlockEdit>(rig, 'blocks.update', { blockId: second.id, text: second.text });
    expect(back.blocks[0]).toMatchObject({ status: 'generated', contentHash: second.contentHash });
    expect(await jobsOf(rig, project.id)).toEqual([]);
  });

  it('changing the project voice stales the blocks read in it, not a block with its own voice', async () => {
    const [voiceA, voiceB] = await arabicVoices();
    const { project, chapter } = await generatedProject('الأولى هنا.\n\nالثانية هنا.\n\nالثالثة هنا.', voiceA!);
    const own = chapter.blocks[1]!;
    // The middle block gets voice A as its own: same voice, same hash, still generated.
    const pinned = await callOk<BlockEdit>(rig, 'blocks.update', { blockId: own.id, text: own.text, voiceId: voiceA!.id });
    expect(pinned.blocks[0]).toMatchObject({ status: 'generated', voiceId: voiceA!.id });
    await callOk<Project>(rig, 'projects.updateSettings', {
      projectId: project.id,
      settings: { voiceId: voiceB!.id, dialectCode: voiceB!.dialectCode },
    });
    const after = await firstChapterOf(rig, project);
    expect(statuses(after)).toEqual(['stale', 'generated', 'stale']);
    expect(after.blocks.map((b) => b.effectiveVoiceId)).toEqual([voiceB!.id, voiceA!.id, voiceB!.id]);
    // A speed change stales every block: the config is part of what is sent.
    await callOk<Project>(rig, 'projects.updateSettings', {
      projectId: project.id,
      settings: { config: { speed: 1.25, expressiveness: 0.5 } },
    });
    expect(statuses(await firstChapterOf(rig, project))).toEqual(['stale', 'stale', 'stale']);
  });

  it('a read-as change stales only the blocks whose spoken text changed', async () => {
    const [voice] = await arabicVoices();
    const { project, chapter } = await generatedProject('وصل 25 طالبا إلى المدرسة.\n\nكان الجو جميلا.', voice!);
    expect(statuses(chapter)).toEqual(['generated', 'generated']);
    await callOk<Project>(rig, 'projects.updateSettings', {
      projectId: project.id,
      settings: { readAs: { enabled: true, rules: { numbers: false }, overrides: {} } },
    });
    expect(statuses(await firstChapterOf(rig, project))).toEqual(['stale', 'generated']);
  });

  it('a reading chosen for a span in one block reads and stales that block only, not the same words in another', async () => {
    const [voice] = await arabicVoices();
    const { project, chapter } = await generatedProject('والفائز رقم 7.\n\nوالفائز رقم 7.', voice!);
    const [first] = chapter.blocks as [Block, Block];
    await callOk<Project>(rig, 'projects.updateSettings', {
      projectId: project.id,
      settings: { readAs: { enabled: true, rules: {}, overrides: { [blockOverrideKey(first.id, '7#0')]: { form: 'ordinal' } } } },
    });
    expect(statuses(await firstChapterOf(rig, project))).toEqual(['stale', 'generated']);
    const [job] = await jobsOf(rig, project.id);
    expect(job).toMatchObject({ blockId: first.id, spokenText: expect.stringContaining('السابع') });
  });

  it('a failure marks the block until it is edited; takes are listed, and only a current one can be chosen', async () => {
    const [voice] = await arabicVoices();
    const { project, chapter } = await generatedProject('جملة أولى.\n\nجملة ثانية.', voice!);
    const [first, second] = chapter.blocks as [Block, Block];
    // A second take of the first block (the same hash), then a stale take after an edit.
    const again = await generateJobs(rig, [{ ...(await jobsOfBlock(project.id, first.id, first.contentHash)) }]);
    let takes = await callOk<BlockTake[]>(rig, 'blocks.takes', { blockId: first.id });
    expect(takes.map((take) => [take.current, take.chosen])).toEqual([
      [true, false],
      [true, true],
    ]);
    const chosen = await callOk<Block>(rig, 'blocks.chooseTake', { blockId: first.id, historyId: takes[0]!.historyId });
    expect(chosen.chosenTake?.historyId).toBe(takes[0]!.historyId);
    await callOk<BlockEdit>(rig, 'blocks.update', { blockId: first.id, text: 'جملة أولى معدلة.' });
    takes = await callOk<BlockTake[]>(rig, 'blocks.takes', { blockId: first.id });
    expect(takes.every((take) => !take.current)).toBe(true);
    expect(await rig.call('blocks.chooseTake', { blockId: first.id, historyId: again[0]!.id })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION', messageKey: 'projects.TAKE_NOT_CURRENT' },
    });

    // The queue marks the second block failed: it says why until it is edited.
    const failure = { code: 'SERVER' as const, message: 'The service failed.' };
    expect(unwrap(await projectsHomeOf(rig.core.context).blocks.recordFailure(second.id, second.contentHash, failure))).toBe(true);
    expect((await firstChapterOf(rig, project)).blocks[1]).toMatchObject({ status: 'failed', failure });
    const edited = await callOk<BlockEdit>(rig, 'blocks.update', { blockId: second.id, text: 'جملة ثانية معدلة.' });
    expect(edited.blocks[0]).toMatchObject({ status: 'stale', failure: null });

    // Every take in History names its block.
    const history = await callOk<HistoryListPage>(rig, 'history.list', {});
    expect(history.items.find((item) => item.id === again[0]!.id)?.block).toMatchObject({
      projectId: project.id,
      chapterId: chapter.id,
      blockId: first.id,
      projectName: project.name,
      chapterTitle: chapter.title,
      blockNumber: 1,
    });
  });
});

async function jobsOfBlock(projectId: string, blockId: string, contentHash: string) {
  // The block is current, so the queue would not list it: its job is made by hand with its hash.
  const project = await callOk<Project>(rig, 'projects.get', { projectId });
  const settings = project.settings;
  const chapter = await firstChapterOf(rig, project);
  const block = chapter.blocks.find((b) => b.id === blockId)!;
  return {
    projectId,
    chapterId: chapter.id,
    blockId,
    chapterPosition: 0,
    blockPosition: block.position,
    spokenText: block.text,
    lexiconDigest: emptyLexiconDigest,
    voiceId: block.effectiveVoiceId,
    config: settings.config,
    dictionaryIds: settings.dictionaryIds,
    contentHash,
    spokenChars: block.spokenChars,
    failed: false,
  };
}

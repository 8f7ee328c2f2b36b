import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Lexicon, LexiconsInEffect } from '../../../shared/lexicon';
import type { LexiconList } from '../../../shared/model/lexicons';
import type { Chapter, Project } from '../../../shared/model/projects';
import type { VoiceCard } from '../../../shared/model/voices';
import { lexiconStoreOf, upsertEntries } from '../../../electron/core/lexicons';
import { projectsHomeOf, workFileOf } from '../../../electron/core/projects';
import { unwrap, useCoreRig, type RigCore } from '../../helpers/core-rig';
import { callOk, catalogueVoices, firstChapterOf, generateJobs, jobsOf } from '../../helpers/projects';
import { speak } from '../../helpers/speech-road';

// Issue 32 in projects (issue 30's statuses): a block is read with the profile's and its project's
// lexicons, as the preview and generation read a script; a lexicon change stales exactly the blocks
// whose spoken text changes, on the real core, real SQLite and real generations on the sandbox.
const rig = useCoreRig();

const statuses = (chapter: Chapter) => chapter.blocks.map((block) => block.status);
const followed = () => projectsHomeOf(rig.core.context).lexicons.settled();
const generationsMade = async () => {
  const listed = await rig.sandbox.api('/v2/tts/histories?page=1&perPage=100');
  return (listed.body as { data: { ttsHistories: unknown[] } }).data.ttsHistories.length;
};

async function arabicVoice(core: RigCore = rig): Promise<VoiceCard> {
  return (await catalogueVoices(core)).find((voice) => voice.language === 'ar' && voice.dialectCode)!;
}

async function generatedProject(name: string, text: string, core: RigCore = rig): Promise<{ project: Project; chapter: Chapter }> {
  const voice = await arabicVoice(core);
  const project = await callOk<Project>(core, 'projects.create', { name, text });
  await callOk<Project>(core, 'projects.updateSettings', {
    projectId: project.id,
    settings: { voiceId: voice.id, dialectCode: voice.dialectCode },
  });
  await generateJobs(core, await jobsOf(core, project.id));
  return { project, chapter: await firstChapterOf(core, project) };
}

async function lexiconWith(written: string, spoken: string, projectId: string | null = null): Promise<Lexicon> {
  const lexicon = await callOk<Lexicon>(rig, 'lexicons.create', { name: `${written} ${randomUUID()}`, projectId });
  return callOk<Lexicon>(rig, 'lexicons.upsertEntries', { lexiconId: lexicon.id, entries: [{ written, spoken }] });
}

describe('projects read through the lexicons', () => {
  it('an entry that fires in one block stales that block only; switched off, it is generated again without a request', async () => {
    const { project, chapter } = await generatedProject('Lexicon', 'زرنا جوجل اليوم.\n\nكان الجو جميلا.\n\nعدنا إلى البيت.');
    expect(statuses(chapter)).toEqual(['generated', 'generated', 'generated']);

    const lexicon = await lexiconWith('جوجل', 'غوغل');
    await followed();
    const changed = await firstChapterOf(rig, project);
    expect(statuses(changed)).toEqual(['stale', 'generated', 'generated']);
    expect(changed.blocks.slice(1).map((b) => b.contentHash)).toEqual(chapter.blocks.slice(1).map((b) => b.contentHash));
    const jobs = await jobsOf(rig, project.id);
    expect(jobs.map((job) => [job.blockId, job.spokenText])).toEqual([[chapter.blocks[0]!.id, 'زرنا غوغل اليوم.']]);

    const made = await generationsMade();
    await callOk(rig, 'lexicons.setEnabled', { id: lexicon.id, enabled: false });
    await followed();
    const off = await firstChapterOf(rig, project);
    expect(statuses(off)).toEqual(['generated', 'generated', 'generated']);
    expect(off.blocks[0]!.chosenTake).toMatchObject({ historyId: chapter.blocks[0]!.chosenTake!.historyId, current: true });
    expect(await jobsOf(rig, project.id)).toEqual([]);
    expect(await generationsMade()).toBe(made);
  });

  it("a project's lexicon wins over the profile's and reaches no other project", async () => {
    const text = 'قرأت عن تويتر أمس.\n\nثم نمت.';
    const { project: mine } = await generatedProject('Mine', text);
    const { project: other } = await generatedProject('Other', text);
    await lexiconWith('تويتر', 'تْوِيتَر');
    await lexiconWith('تويتر', 'إكس', mine.id);
    await followed();
    expect((await jobsOf(rig, mine.id)).map((job) => job.spokenText)).toEqual(['قرأت عن إكس أمس.']);
    expect((await jobsOf(rig, other.id)).map((job) => job.spokenText)).toEqual(['قرأت عن تْوِيتَر أمس.']);
  });

  it('the jobs the queue reads are read with the lexicons of now and pass the generation road’s lexicon check', async () => {
    const { project, chapter } = await generatedProject('Queue', 'اشترينا هاتف سامسونج.\n\nوعدنا.');
    const voice = await arabicVoice();
    // No wait for the change to be followed: the jobs follow it first.
    await lexiconWith('سامسونج', 'سامسونغ', project.id);
    const [job, ...rest] = await jobsOf(rig, project.id);
    expect(rest).toEqual([]);
    expect(job).toMatchObject({ blockId: chapter.blocks[0]!.id, spokenText: 'اشترينا هاتف سامسونغ.' });
    const inEffect = await callOk<LexiconsInEffect>(rig, 'lexicons.inEffect', { projectId: project.id });
    expect(job!.lexiconDigest).toBe(inEffect.digest);
    // The generation road, given the block's words, the project's read-as and the job's digest,
    // accepts the digest and sends exactly the job's text: the preview, the queue and the service agree.
    const clip = unwrap(
      await speak(rig, {
        voiceId: voice.id,
        script: chapter.blocks[0]!.text,
        readAs: {
          enabled: true,
          rules: {},
          overrides: {},
          dialect: voice.dialectCode,
          lexiconScope: { projectId: project.id, digest: job!.lexiconDigest },
        },
      }),
    );
    expect(clip.script).toBe(job!.spokenText);
  });

  it('deleting a project deletes its own lexicons; a duplicate gets copies that then go their own way', async () => {
    const { project, chapter } = await generatedProject('Original', 'وصلنا إلى القاهرة.\n\nوبقينا.');
    const own = await lexiconWith('القاهرة', 'القاهِرة', project.id);
    await followed();
    await generateJobs(rig, await jobsOf(rig, project.id));
    const copy = await callOk<Project>(rig, 'projects.duplicate', { projectId: project.id });
    const copied = (await callOk<LexiconList>(rig, 'lexicons.list', { projectId: copy.id })).lexicons.filter(
      (l) => l.projectId === copy.id,
    );
    expect(copied).toHaveLength(1);
    expect(copied[0]!.id).not.toBe(own.id);
    expect((await callOk<Lexicon>(rig, 'lexicons.get', { id: copied[0]!.id })).entries.map((e) => [e.written, e.spoken])).toEqual([
      ['القاهرة', 'القاهِرة'],
    ]);
    // It sounds as the original: its blocks are generated, with the original's takes.
    await followed();
    expect(statuses(await firstChapterOf(rig, copy))).toEqual(['generated', 'generated']);
    // Editing the original's lexicon leaves the copy alone.
    await callOk(rig, 'lexicons.setEnabled', { id: own.id, enabled: false });
    await followed();
    expect(statuses(await firstChapterOf(rig, project))).toEqual(['generated', 'generated']);
    expect((await firstChapterOf(rig, project)).blocks[0]!.chosenTake?.historyId).toBe(chapter.blocks[0]!.chosenTake?.historyId);
    expect(statuses(await firstChapterOf(rig, copy))).toEqual(['generated', 'generated']);
    expect((await jobsOf(rig, copy.id)).length).toBe(0);

    await callOk(rig, 'projects.delete', { projectId: project.id });
    const left = (await callOk<LexiconList>(rig, 'lexicons.list', {})).lexicons;
    expect(left.some((l) => l.projectId === project.id)).toBe(false);
    expect(left.some((l) => l.projectId === copy.id)).toBe(true);
  });

  it('a change made while the studio was closed is followed when the projects are next opened', async () => {
    const before = await rig.startCore();
    const { project } = await generatedProject('Away', 'شاهدنا فيلم باتمان.\n\nثم عدنا.', before);
    const profile = unwrap(await before.core.context.profiles.active());
    const directory = unwrap(await before.core.context.profiles.directoryOf(profile.id));
    await before.close();
    // Written to the profile's files with no core to hear it.
    const store = lexiconStoreOf(directory);
    const lexicon = unwrap(await store.create({ name: 'Away', projectId: project.id }));
    unwrap(await store.change(lexicon.id, (l, now) => upsertEntries(l, [{ written: 'باتمان', spoken: 'بَاتْمان' }], now)));
    const away = await rig.startCore({ dataDir: before.dataDir, secrets: before.secrets });
    const chapter = await callOk<Chapter>(away, 'chapters.get', { chapterId: project.chapters[0]!.id });
    expect(statuses(chapter)).toEqual(['stale', 'generated']);
    await away.close();
  });

  it('a lexicon edited before any project is used leaves the projects file unopened', async () => {
    const fresh = await rig.startCore();
    const profile = unwrap(await fresh.core.context.profiles.active());
    const directory = unwrap(await fresh.core.context.profiles.directoryOf(profile.id));
    await callOk<Lexicon>(fresh, 'lexicons.create', { name: 'Early' });
    await projectsHomeOf(fresh.core.context).lexicons.settled();
    expect(existsSync(workFileOf(directory))).toBe(false);
    await fresh.close();
  });
});

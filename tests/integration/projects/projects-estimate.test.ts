import { describe, expect, it } from 'vitest';
import type { Chapter, Project, ProjectEstimate } from '../../../shared/model/projects';
import type { GeneratedClip } from '../../../shared/model/script';
import { useCoreRig } from '../../helpers/core-rig';
import { callOk, catalogueVoices, chapterOf, generateJobs, jobsOf } from '../../helpers/projects';

// projects.estimate and projects.previewVoice (issue 30 items 4 and 5), on the sandbox's real clips.
const rig = useCoreRig();

const sentences = [
  'كان البحر هادئا في ذلك الصباح.',
  'مشت سارة على الرمل المبلل.',
  'وجدت زجاجة خضراء بين الطحالب.',
  'عادت إلى البيت مسرعة.',
];

describe('estimate before spending', () => {
  it('counts what is left to send, learns the voice’s rate from History, and sets the real duration beside it', async () => {
    const voice = (await catalogueVoices(rig)).find((v) => v.language === 'ar' && v.dialectCode)!;
    const project = await callOk<Project>(rig, 'projects.create', { name: 'Estimate', text: sentences.slice(0, 2).join('\n\n') });
    await callOk(rig, 'projects.updateSettings', {
      projectId: project.id,
      settings: { voiceId: voice.id, dialectCode: voice.dialectCode },
    });
    const withTwo = await callOk<Project>(rig, 'chapters.create', { projectId: project.id, title: 'Two' });
    const second = await chapterOf(rig, withTwo.chapters[1]!.id);
    await callOk(rig, 'blocks.update', { blockId: second.blocks[0]!.id, text: sentences.slice(2).join('\n\n') });

    const before = await callOk<ProjectEstimate>(rig, 'projects.estimate', { projectId: project.id });
    const spoken = sentences.reduce((n, s) => n + s.length, 0);
    expect(before).toMatchObject({ chars: spoken, requests: 4, done: { blocks: 0 } });
    expect(before.chapters.map((c) => c.requests)).toEqual([2, 2]);
    expect(before.rates).toEqual([{ voiceId: voice.id, charsPerSecond: 13, from: 'language', samples: 0 }]);

    // The first chapter is generated: its real length is known, and the voice's rate is History's now.
    await generateJobs(rig, await jobsOf(rig, project.id, { chapterIds: [project.chapters[0]!.id] }));
    const after = await callOk<ProjectEstimate>(rig, 'projects.estimate', { projectId: project.id });
    expect(after).toMatchObject({ requests: 2, chars: sentences[2]!.length + sentences[3]!.length, done: { blocks: 2 } });
    expect(after.rates[0]).toMatchObject({ from: 'history', samples: expect.any(Number) });
    expect(after.done.actualMs).toBeGreaterThan(0);
    // Measured on these very clips, the rate gives back their length.
    expect(Math.abs(after.done.expectedMs - after.done.actualMs) / after.done.actualMs).toBeLessThan(0.05);
    const onlySecond = await callOk<ProjectEstimate>(rig, 'projects.estimate', { projectId: project.id, chapterIds: [second.id] });
    expect(onlySecond.chapters.map((c) => c.chapterId)).toEqual([second.id]);
    expect(onlySecond.requests).toBe(2);
  });
});

describe('preview voice', () => {
  it('speaks the chapter’s first block in the voice, in one request, kept in History and not a take', async () => {
    const voices = (await catalogueVoices(rig)).filter((v) => v.language === 'ar');
    const project = await callOk<Project>(rig, 'projects.create', { name: 'Preview', text: 'سارة: صباح الخير.\n\nجملة أخرى.' });
    const sent = rig.sandbox.requests.count('historyCreate');
    const clip = await callOk<GeneratedClip>(rig, 'projects.previewVoice', {
      projectId: project.id,
      voiceId: voices[1]!.id,
      requestId: '00000000-0000-4000-8000-000000000001',
    });
    expect(rig.sandbox.requests.count('historyCreate')).toBe(sent + 1);
    // The speaker's prefix is not spoken.
    expect(clip).toMatchObject({ voiceId: voices[1]!.id, script: 'صباح الخير.' });
    const chapter: Chapter = await chapterOf(rig, project.chapters[0]!.id);
    expect(chapter.blocks.map((b) => b.takeCount)).toEqual([0, 0]);
  });
});

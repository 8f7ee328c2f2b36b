import { describe, expect, it } from 'vitest';
import type { Chapter, Project } from '../../../shared/model/projects';
import { unwrap, useCoreRig } from '../../helpers/core-rig';
import { callOk, catalogueVoices, chapterOf, generateJobs, jobsOf } from '../../helpers/projects';
import { projectsHomeOf } from '../../../electron/core/projects';

// A chapter's render (issue 30): the chosen current takes in order, the project's pause between
// blocks and each block's pause markers as silence, made in the background when the takes change.
const rig = useCoreRig();

const lengthOf = (chapter: Chapter, index: number) => chapter.blocks[index]!.chosenTake!.durationMs!;

describe('chapter render', () => {
  it('joins what there is, says when it is not complete, and follows takes and pauses', async () => {
    const voice = (await catalogueVoices(rig)).find((v) => v.language === 'ar' && v.dialectCode)!;
    const project = await callOk<Project>(rig, 'projects.create', {
      name: 'Render',
      text: 'الأولى هنا. [وقفة 1ث]\n\nالثانية هنا.\n\nالثالثة هنا.',
    });
    await callOk(rig, 'projects.updateSettings', {
      projectId: project.id,
      settings: { voiceId: voice.id, dialectCode: voice.dialectCode },
    });
    const chapterId = project.chapters[0]!.id;
    const all = await jobsOf(rig, project.id);
    expect(all.map((job) => job.spokenText)).toEqual(['الأولى هنا.', 'الثانية هنا.', 'الثالثة هنا.']);

    const events = rig.events.length;
    await generateJobs(rig, all.slice(0, 2));
    await projectsHomeOf(rig.core.context).renders.settle();
    let chapter = await chapterOf(rig, chapterId);
    expect(chapter.render).toMatchObject({
      complete: false,
      audioUrl: expect.stringMatching(new RegExp(`^/api/audio/chapter/${chapterId}\\.[0-9a-f]{16}$`)),
    });
    // The first block's marker, then the pause between blocks (0.5 s by default).
    const partial = lengthOf(chapter, 0) + 1_000 + 500 + lengthOf(chapter, 1);
    expect(Math.abs(chapter.render!.durationMs - partial)).toBeLessThanOrEqual(3);
    expect(rig.events.slice(events)).toContainEqual({
      name: 'projects.changed',
      payload: { projectId: project.id, chapterIds: [chapterId] },
    });

    await generateJobs(rig, all.slice(2));
    await projectsHomeOf(rig.core.context).renders.settle();
    chapter = await chapterOf(rig, chapterId);
    expect(chapter.render).toMatchObject({ complete: true });
    expect(Math.abs(chapter.render!.durationMs - (partial + 500 + lengthOf(chapter, 2)))).toBeLessThanOrEqual(4);
    const file = unwrap(await rig.core.audio.resolve('chapter', chapterId)).path;

    // No pause between blocks: a new render, the old file gone.
    await callOk(rig, 'projects.updateSettings', { projectId: project.id, settings: { blockPauseMs: 0 } });
    await projectsHomeOf(rig.core.context).renders.settle();
    const tight = await chapterOf(rig, chapterId);
    expect(tight.render!.durationMs).toBeLessThan(chapter.render!.durationMs - 900);
    expect(unwrap(await rig.core.audio.resolve('chapter', chapterId)).path).not.toBe(file);

    // An edit leaves the render without that block's words (it is never read from a stale take).
    await callOk(rig, 'blocks.update', { blockId: tight.blocks[1]!.id, text: 'الثانية بعد التعديل.' });
    await projectsHomeOf(rig.core.context).renders.settle();
    const edited = await chapterOf(rig, chapterId);
    expect(edited.render).toMatchObject({ complete: false });
    expect(Math.abs(edited.render!.durationMs - (lengthOf(tight, 0) + 1_000 + lengthOf(tight, 2)))).toBeLessThanOrEqual(3);
  });
});

import { describe, expect, it } from 'vitest';
import { projectBook } from '../../../electron/core/deliverables/project-book';
import { projectsHomeOf } from '../../../electron/core/projects';
import { emptyBookMetadata } from '../../../shared/model/deliverables';
import type { Project } from '../../../shared/model/projects';
import { useCoreRig } from '../../helpers/core-rig';
import { callOk, catalogueVoices, generateJobs, jobsOf } from '../../helpers/projects';

// A chapter with nothing to speak (a chapter just added, or one of pause markers only) cannot be
// generated: an export refused for it must say so and name it, not tell the producer to generate
// it — advice no control can follow.
const rig = useCoreRig();

describe('a project with a chapter that has nothing to speak', () => {
  it('is refused naming the chapter, with its own key, while every other block is generated', async () => {
    const voice = (await catalogueVoices(rig)).find((v) => v.language === 'ar' && v.dialectCode)!;
    const project = await callOk<Project>(rig, 'projects.create', { name: 'كتاب بفصل فارغ', text: 'الفقرة الأولى هنا.' });
    await callOk(rig, 'projects.updateSettings', {
      projectId: project.id,
      settings: { voiceId: voice.id, dialectCode: voice.dialectCode },
    });
    await callOk(rig, 'chapters.create', { projectId: project.id, title: 'فصل بلا نص' });
    await generateJobs(rig, await jobsOf(rig, project.id));
    expect(await jobsOf(rig, project.id)).toEqual([]);

    const made = await projectsHomeOf(rig.core.context).use((scope) => projectBook(scope, project.id, emptyBookMetadata, null));
    expect(!made.ok && made.error).toMatchObject({ code: 'VALIDATION', messageKey: 'projectExport.errors.emptyChapter' });
    expect(!made.ok && made.error.message).toContain('"فصل بلا نص"');
    expect(!made.ok && made.error.subjects).toEqual(['فصل بلا نص']);
  }, 60_000);
});

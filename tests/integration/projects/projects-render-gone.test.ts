import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Project } from '../../../shared/model/projects';
import { projectsHomeOf } from '../../../electron/core/projects';
import { makeRender, renderPlanOf, rendersDirOf } from '../../../electron/core/projects/chapter-render';
import { useCoreRig } from '../../helpers/core-rig';
import { callOk, catalogueVoices, generateJobs, jobsOf } from '../../helpers/projects';

/**
 * A chapter deleted while its render is being joined (the background render awaits the clips'
 * files, then records the render): the render is refused as NOT_FOUND and its file removed, where
 * the record's foreign key used to throw into the scheduler's timer as an unhandled rejection
 * (seen in projects-lexicons.test.ts under load). Real core, SQLite file and sandbox.
 */
const rig = useCoreRig();

describe('a chapter deleted while its render is made', () => {
  it('is refused as gone, leaves no render file, and throws nothing', async () => {
    const voice = (await catalogueVoices(rig)).find((v) => v.language === 'ar' && v.dialectCode)!;
    const project = await callOk<Project>(rig, 'projects.create', { name: 'Gone', text: 'الأولى هنا.\n\nالثانية هنا.' });
    await callOk(rig, 'projects.updateSettings', {
      projectId: project.id,
      settings: { voiceId: voice.id, dialectCode: voice.dialectCode },
    });
    await generateJobs(rig, await jobsOf(rig, project.id));
    const home = projectsHomeOf(rig.core.context);
    await home.renders.settle();
    const chapterId = project.chapters[0]!.id;

    const made = await home.use(async (scope) => {
      const plan = renderPlanOf(scope.work, chapterId)!;
      // The plan is taken, then the chapter goes, as a delete landing during the join does.
      scope.work.db.prepare('DELETE FROM projects WHERE id = ?').run(project.id);
      const render = await scope.withCache((session) => makeRender(session, scope.work, scope.directory, plan));
      const dir = rendersDirOf(scope.directory);
      const left = (() => {
        try {
          return readdirSync(dir).filter((name) => name.startsWith(chapterId));
        } catch {
          return [];
        }
      })();
      return { ok: true as const, value: { render, left } };
    });
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect(made.value.render).toMatchObject({ ok: true, value: { ok: false, error: { ok: false, error: { code: 'NOT_FOUND' } } } });
    expect(made.value.left).toEqual([]);
  });
});

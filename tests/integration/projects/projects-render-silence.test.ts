import { describe, expect, it } from 'vitest';
import type { Project, QueueState } from '../../../shared/model/projects';
import { pauseCapsMs } from '../../../shared/model/pause-caps';
import { projectsHomeOf } from '../../../electron/core/projects';
import { useCoreRig } from '../../helpers/core-rig';
import { callOk, catalogueVoices, chapterOf, generateJobs, jobsOf } from '../../helpers/projects';

/**
 * The one-hour cap on a recording's silence (shared/model/pause-caps.ts) over a whole chapter
 * render: each block is under its own two-minute cap, but 125 of them at 30 s are 62.5 minutes of
 * silence. Refused before the service is asked anything, naming the chapter. Real core and sandbox.
 */
const rig = useCoreRig();

const markers = 125;
const text = ['الأولى هنا.', ...Array.from({ length: markers }, () => '[وقفة 30ث]'), 'الثانية هنا.'].join('\n\n');

async function silentProject(): Promise<Project> {
  const voice = (await catalogueVoices(rig)).find((v) => v.language === 'ar' && v.dialectCode)!;
  const project = await callOk<Project>(rig, 'projects.create', { name: 'Silence', text });
  await callOk(rig, 'projects.updateSettings', { projectId: project.id, settings: { voiceId: voice.id, dialectCode: voice.dialectCode } });
  return project;
}

const refusal = { ok: false, error: { code: 'VALIDATION', field: 'chapterId', messageKey: 'PausesTooLongInChapter' } };

describe('silence over a whole chapter render', () => {
  it('Generate refuses a chapter whose render would hold over an hour of silence, before any request', async () => {
    expect(markers * 30_000).toBeGreaterThan(pauseCapsMs.render);
    const project = await silentProject();
    const before = rig.sandbox.requests.all().length;
    const started = await rig.call<QueueState>('queue.start', { projectId: project.id, chapterIds: [project.chapters[0]!.id] });
    expect(started).toMatchObject(refusal);
    expect(started.ok ? '' : started.error.message).toMatch(
      /^Chapter “Silence”: its pauses add up to 62\.5 min of silence; .* at most 60 min\./,
    );
    expect(rig.sandbox.requests.all().length).toBe(before);
    expect(await callOk<QueueState>(rig, 'queue.status', { projectId: project.id })).toMatchObject({ total: 0, state: 'idle' });
  });

  it('the render of takes made anyway is refused too, before a clip is fetched', async () => {
    const project = await silentProject();
    const chapterId = project.chapters[0]!.id;
    // Takes made by hand (not through the queue, which would refuse): the render is the last line.
    await generateJobs(rig, await jobsOf(rig, project.id));
    const renders = projectsHomeOf(rig.core.context).renders;
    await renders.settle();
    const before = rig.sandbox.requests.all().length;
    expect(await renders.file(chapterId)).toMatchObject(refusal);
    expect(rig.sandbox.requests.all().length).toBe(before);
    expect((await chapterOf(rig, chapterId)).render).toBeNull();
  });
});

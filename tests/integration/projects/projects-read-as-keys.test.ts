import { describe, expect, it } from 'vitest';
import type { BlockEdit } from '../../../shared/contract/ops/projects';
import { blockOverrideKey } from '../../../shared/model/block-text';
import type { Project } from '../../../shared/model/projects';
import { useCoreRig } from '../../helpers/core-rig';
import { callOk, chapterOf, firstChapterOf } from '../../helpers/projects';

/**
 * A project's read-as choices are keyed by block (`<blockId> <spanKey>`, at most 2,000 in all): a
 * block that goes (deleted, merged into the one before, in a deleted chapter) takes its choices
 * with it, and a copied project's choices name the copy's blocks. Real core, real projects.sqlite.
 */
const rig = useCoreRig();

const ordinal = { form: 'ordinal' } as const;

async function chooseFor(project: Project, blockIds: readonly string[]): Promise<void> {
  const overrides = Object.fromEntries(blockIds.map((id) => [blockOverrideKey(id, '7#0'), ordinal]));
  await callOk(rig, 'projects.updateSettings', { projectId: project.id, settings: { readAs: { ...project.settings.readAs, overrides } } });
}

const overridesOf = async (projectId: string) => (await callOk<Project>(rig, 'projects.get', { projectId })).settings.readAs.overrides;

describe('read-as choices follow their blocks', () => {
  it('deleting a block, merging one away and deleting a chapter drop the gone blocks’ choices', async () => {
    const project = await callOk<Project>(rig, 'projects.create', { name: 'Keys', text: 'Day 7.\n\nRoom 7.\n\nPage 7.\n\nLine 7.' });
    const [a, b, c, d] = (await firstChapterOf(rig, project)).blocks.map((block) => block.id);
    const withTwo = await callOk<Project>(rig, 'chapters.create', { projectId: project.id, title: 'Two' });
    const second = withTwo.chapters[1]!.id;
    await callOk(rig, 'blocks.move', { blockId: d!, toChapterId: second, toPosition: 0 });
    await chooseFor(withTwo, [a!, b!, c!, d!]);
    expect(Object.keys(await overridesOf(project.id))).toHaveLength(4);

    await callOk<BlockEdit>(rig, 'blocks.delete', { blockId: b! });
    expect(Object.keys(await overridesOf(project.id)).sort()).toEqual([a!, c!, d!].map((id) => blockOverrideKey(id, '7#0')).sort());

    // c is merged into a: c's choice named a span of c's own text, so it goes; a keeps its own.
    await callOk<BlockEdit>(rig, 'blocks.merge', { blockId: a! });
    expect(Object.keys(await overridesOf(project.id)).sort()).toEqual([a!, d!].map((id) => blockOverrideKey(id, '7#0')).sort());

    await callOk<Project>(rig, 'chapters.delete', { chapterId: second });
    expect(await overridesOf(project.id)).toEqual({ [blockOverrideKey(a!, '7#0')]: ordinal });
  });

  it('a duplicated project’s choices name its own blocks, not the original’s', async () => {
    const project = await callOk<Project>(rig, 'projects.create', { name: 'Original', text: 'Day 7.\n\nRoom 7.' });
    const [a, b] = (await firstChapterOf(rig, project)).blocks.map((block) => block.id);
    await chooseFor(project, [a!, b!]);
    const copy = await callOk<Project>(rig, 'projects.duplicate', { projectId: project.id, name: 'Copy' });
    const copied = (await chapterOf(rig, copy.chapters[0]!.id)).blocks.map((block) => block.id);
    expect(Object.keys(await overridesOf(copy.id)).sort()).toEqual(copied.map((id) => blockOverrideKey(id, '7#0')).sort());
    expect(Object.keys(await overridesOf(project.id)).sort()).toEqual([a!, b!].map((id) => blockOverrideKey(id, '7#0')).sort());
  });
});

import { describe, expect, it } from 'vitest';
import type { BlockEdit } from '../../../shared/contract/ops/projects';
import type { Chapter, Project, ProjectList, ProjectSummary } from '../../../shared/model/projects';
import { unwrap, useCoreRig, type RigCore } from '../../helpers/core-rig';

// Projects (issue 30): a real core on a real projects.sqlite, through the contract's dispatch.
const rig = useCoreRig();

const call = <T>(core: RigCore, name: Parameters<RigCore['call']>[0], input: unknown) => core.call<T>(name, input).then(unwrap);
const firstChapter = async (core: RigCore, project: Project) => call<Chapter>(core, 'chapters.get', { chapterId: project.chapters[0]!.id });
const texts = (chapter: Chapter) => chapter.blocks.map((block) => block.text);

describe('projects', () => {
  it('makes a project of the paragraphs of a text, lists it, reopens it, and remembers it as the open one', async () => {
    const text = 'First paragraph, line one.\nStill the first paragraph.\n\nSecond paragraph.\n\n\n  Third one.  ';
    const project = await call<Project>(rig, 'projects.create', { name: 'Course', text });
    expect(project.chapters).toHaveLength(1);
    const chapter = await firstChapter(rig, project);
    expect(texts(chapter)).toEqual(['First paragraph, line one.\nStill the first paragraph.', 'Second paragraph.', 'Third one.']);
    expect(chapter.blocks.map((b) => [b.position, b.status])).toEqual([
      [0, 'new'],
      [1, 'new'],
      [2, 'new'],
    ]);
    // Written one paragraph a line (no blank line anywhere): each line is a block, as the old editor showed it.
    const lines = await call<Project>(rig, 'projects.create', { name: 'Lines', text: 'One.\nTwo.\nThree.' });
    expect(texts(await firstChapter(rig, lines))).toEqual(['One.', 'Two.', 'Three.']);

    const list = await call<ProjectList>(rig, 'projects.list', {});
    expect(list.projects.map((p) => p.name)).toEqual(['Lines', 'Course']);
    expect(list.lastOpenId).toBe(lines.id);
    expect(list.projects[1]).toMatchObject({
      chapterCount: 1,
      blockCount: 3,
      generatedCount: 0,
      preview: 'First paragraph, line one. Still the first paragraph.',
    });
    await call<Project>(rig, 'projects.get', { projectId: project.id });
    expect((await call<ProjectList>(rig, 'projects.list', {})).lastOpenId).toBe(project.id);
  });

  it('edits blocks: a blank line makes a new block, split and merge keep the ids, move and delete keep a block in every chapter', async () => {
    const project = await call<Project>(rig, 'projects.create', { name: 'Edits', text: 'Alpha.\n\nBeta.\n\nGamma.' });
    const [alpha, beta, gamma] = (await firstChapter(rig, project)).blocks;
    const edited = await call<BlockEdit>(rig, 'blocks.update', { blockId: alpha!.id, text: 'Alpha, edited.\n\nA new paragraph.' });
    expect(edited.blocks.map((b) => [b.text, b.position])).toEqual([
      ['Alpha, edited.', 0],
      ['A new paragraph.', 1],
    ]);
    expect(edited.blocks[0]!.id).toBe(alpha!.id);
    const split = await call<BlockEdit>(rig, 'blocks.split', { blockId: beta!.id, at: 'Beta.'.length });
    expect(split.blocks.map((b) => b.text)).toEqual(['Beta.', '']);
    const merged = await call<BlockEdit>(rig, 'blocks.merge', { blockId: alpha!.id });
    expect(merged.blocks.map((b) => b.text)).toEqual(['Alpha, edited.\nA new paragraph.']);
    expect(texts(await firstChapter(rig, project))).toEqual(['Alpha, edited.\nA new paragraph.', 'Beta.', '', 'Gamma.']);

    // Chapters: add one, move a block into it, split and merge, reorder.
    const withTwo = await call<Project>(rig, 'chapters.create', { projectId: project.id, title: 'Two' });
    const second = withTwo.chapters[1]!;
    const moved = await call<Project>(rig, 'blocks.move', { blockId: gamma!.id, toChapterId: second.id, toPosition: 0 });
    expect(moved.chapters.map((c) => c.blockCount)).toEqual([3, 2]);
    const secondBlocks = await call<Chapter>(rig, 'chapters.get', { chapterId: second.id });
    expect(texts(secondBlocks)).toEqual(['Gamma.', '']);
    const reordered = await call<Project>(rig, 'chapters.move', { chapterId: second.id, toPosition: 0 });
    expect(reordered.chapters.map((c) => c.title)).toEqual(['Two', 'Edits']);
    const mergedChapters = await call<Project>(rig, 'chapters.merge', { chapterId: second.id });
    expect(mergedChapters.chapters.map((c) => [c.title, c.blockCount])).toEqual([['Two', 5]]);
    const all = await call<Chapter>(rig, 'chapters.get', { chapterId: second.id });
    expect(texts(all)).toEqual(['Gamma.', '', 'Alpha, edited.\nA new paragraph.', 'Beta.', '']);
    const splitChapters = await call<Project>(rig, 'chapters.split', {
      chapterId: second.id,
      atBlockId: all.blocks[2]!.id,
      title: 'Three',
    });
    expect(splitChapters.chapters.map((c) => [c.title, c.blockCount, c.position])).toEqual([
      ['Two', 2, 0],
      ['Three', 3, 1],
    ]);
    const last = await call<Chapter>(rig, 'chapters.get', { chapterId: splitChapters.chapters[1]!.id });
    expect(last.blocks.map((b) => b.position)).toEqual([0, 1, 2]);
    expect(last.blocks[0]!.id).toBe(alpha!.id);

    // The last chapter cannot go; the last block is replaced by an empty one.
    const deleted = await call<Project>(rig, 'chapters.delete', { chapterId: splitChapters.chapters[0]!.id });
    expect(deleted.chapters).toHaveLength(1);
    expect(await rig.call('chapters.delete', { chapterId: deleted.chapters[0]!.id })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION', messageKey: 'projects.LAST_CHAPTER' },
    });
    for (const block of last.blocks.slice(1)) await call<Chapter>(rig, 'blocks.delete', { blockId: block.id });
    const one = await call<Chapter>(rig, 'blocks.delete', { blockId: alpha!.id });
    expect(texts(one)).toEqual(['']);
  });

  it('recognises dialogue lines, adds their speakers, and does not speak the prefix', async () => {
    const project = await call<Project>(rig, 'projects.create', {
      name: 'Dialogue',
      text: 'سارة: مرحبا بكم.\n\nNarrator: The night was long.\n\nChapter 1: not a speaker.\n\nJust words.',
    });
    expect(project.speakers).toEqual([
      { speaker: 'سارة', voiceId: null },
      { speaker: 'Narrator', voiceId: null },
    ]);
    const chapter = await firstChapter(rig, project);
    expect(chapter.blocks.map((b) => b.speaker)).toEqual(['سارة', 'Narrator', null, null]);
    // What is sent leaves the prefix out: 'مرحبا بكم.' is 10 characters.
    expect(chapter.blocks[0]!.spokenChars).toBe('مرحبا بكم.'.length);
    // Removing the prefix in an edit makes the line narration again.
    const edited = await call<BlockEdit>(rig, 'blocks.update', { blockId: chapter.blocks[1]!.id, text: 'The night was long.' });
    expect(edited.blocks[0]!.speaker).toBeNull();
  });

  it('starts a new project in the dialect and voice last chosen', async () => {
    const project = await call<Project>(rig, 'projects.create', { name: 'Voice', text: 'One.' });
    await call<Project>(rig, 'projects.updateSettings', { projectId: project.id, settings: { dialectCode: 'ksa', voiceId: 'voice-hala' } });
    const next = await call<Project>(rig, 'projects.create', { name: 'Next' });
    expect(next.settings).toMatchObject({ dialectCode: 'ksa', voiceId: 'voice-hala' });
  });

  it('belong to their profile', async () => {
    const core = await rig.startCore();
    try {
      const mine = await call<Project>(core, 'projects.create', { name: 'Mine', text: 'One.' });
      const other = unwrap(await core.call<{ id: string }>('profiles.create', { name: 'Other', account: { kind: 'sandbox' } }));
      const first = unwrap(await core.call<{ activeProfileId: string }>('profiles.list')).activeProfileId;
      unwrap(await core.call('profiles.switch', { id: other.id }));
      expect((await call<ProjectList>(core, 'projects.list', {})).projects).toEqual([]);
      const theirs = await call<Project>(core, 'projects.create', { name: 'Theirs', text: 'Two.' });
      unwrap(await core.call('profiles.switch', { id: first }));
      expect((await call<ProjectList>(core, 'projects.list', {})).projects.map((p) => p.id)).toEqual([mine.id]);
      expect(await core.call('projects.get', { projectId: theirs.id })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    } finally {
      await core.close();
    }
  });

  it('renames, duplicates and deletes projects', async () => {
    const project = await call<Project>(rig, 'projects.create', { name: 'Original', text: 'One.\n\nTwo.' });
    const renamed = await call<ProjectSummary>(rig, 'projects.rename', { projectId: project.id, name: 'Renamed' });
    expect(renamed).toMatchObject({ id: project.id, name: 'Renamed', blockCount: 2 });
    const copy = await call<Project>(rig, 'projects.duplicate', { projectId: project.id, name: 'Copy' });
    expect(copy.id).not.toBe(project.id);
    expect(texts(await firstChapter(rig, copy))).toEqual(['One.', 'Two.']);
    const left = await call<ProjectList>(rig, 'projects.delete', { projectId: project.id });
    expect(left.projects.map((p) => p.id)).toContain(copy.id);
    expect(left.projects.map((p) => p.id)).not.toContain(project.id);
    expect(await rig.call('projects.get', { projectId: project.id })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });
});

import type { Project } from '../../../../shared/model/projects';
import { i18n } from '../../i18n';
import { activeStudio } from '../../transport';
import { loadTakes } from './block-actions';
import { flushAllBlocks } from './block-save';
import { showChapter } from './chapter-blocks';
import { clearRefusal, getProjects, refuse, setProjects } from './projects-state';

/**
 * Chapters of the open project: open one (its blocks come with it), add, rename, delete, move,
 * merge with the next and split at a block. Each change answers with the project, whose chapter
 * list replaces the one on show.
 */

/** Opens a chapter (null: none, while the project has none on show); remembers it for the next visit. */
export async function openChapter(chapterId: string | null): Promise<void> {
  if (!(await flushAllBlocks())) return;
  if (chapterId === null) return setProjects({ chapterId: null, chapter: null, chapterStatus: 'idle' });
  const switching = getProjects().chapterId !== chapterId;
  setProjects({
    chapterId,
    chapterStatus: 'loading',
    chapterError: null,
    ...(switching ? { chapter: null, takes: {}, currentBlockId: null, focusRequest: null } : {}),
  });
  const read = await activeStudio().chapters.get({ chapterId });
  if (getProjects().chapterId !== chapterId) return; // another chapter was opened meanwhile
  if (!read.ok) return setProjects({ chapterStatus: 'failed', chapterError: read.error });
  showChapter(read.value);
  const project = getProjects().project;
  if (switching && project && project.lastChapterId !== chapterId) {
    setProjects({ project: { ...project, lastChapterId: chapterId } });
    // Where to reopen is a convenience: a refusal here is not worth a message.
    void activeStudio().projects.updateSettings({ projectId: project.id, lastChapterId: chapterId });
  }
}

/** Reads the chapter on show again (the queue finished blocks of it, a take arrived). */
export async function reloadChapter(): Promise<void> {
  const { chapterId } = getProjects();
  if (!chapterId) return;
  const read = await activeStudio().chapters.get({ chapterId });
  if (!read.ok || getProjects().chapterId !== chapterId) return;
  showChapter(read.value);
  // Unfolded takes of a block that has new ones (the queue made a take) are read again.
  const { takes } = getProjects();
  for (const block of read.value.blocks) {
    if (takes[block.id] && takes[block.id]!.length !== block.takeCount) void loadTakes(block.id);
  }
}

/** The project as a chapter change answered it; the chapter on show stays unless it is gone. */
function adopt(project: Project): Project {
  setProjects({ project });
  clearRefusal('chapter');
  return project;
}

export async function addChapter(): Promise<void> {
  const { project, chapterId } = getProjects();
  if (!project || !(await flushAllBlocks())) return;
  const title = i18n.t('projects.chapters.newTitle', { n: project.chapters.length + 1 });
  const made = await activeStudio().chapters.create({ projectId: project.id, title, afterChapterId: chapterId });
  if (!made.ok) return refuse('chapter', made.error);
  const known = new Set(project.chapters.map((c) => c.id));
  const added = adopt(made.value).chapters.find((c) => !known.has(c.id));
  if (added) await openChapter(added.id);
}

export async function renameChapter(chapterId: string, title: string): Promise<boolean> {
  const renamed = await activeStudio().chapters.update({ chapterId, title: title.trim() });
  if (!renamed.ok) {
    refuse('chapter', renamed.error);
    return false;
  }
  clearRefusal('chapter');
  const { project, chapter } = getProjects();
  if (project) setProjects({ project: { ...project, chapters: project.chapters.map((c) => (c.id === chapterId ? renamed.value : c)) } });
  if (chapter?.id === chapterId) setProjects({ chapter: { ...chapter, title: renamed.value.title } });
  return true;
}

/** Sets a chapter's own voice (null: the project's); its blocks' statuses are read again. */
export async function setChapterVoice(chapterId: string, voiceId: string | null, dialectCode: string | null): Promise<void> {
  if (!(await flushAllBlocks())) return;
  const changed = await activeStudio().chapters.update({ chapterId, voiceId, dialectCode });
  if (!changed.ok) return refuse('chapter', changed.error);
  clearRefusal('chapter');
  const { project } = getProjects();
  if (project) setProjects({ project: { ...project, chapters: project.chapters.map((c) => (c.id === chapterId ? changed.value : c)) } });
  if (getProjects().chapterId === chapterId) await reloadChapter();
}

export async function deleteChapter(chapterId: string): Promise<void> {
  const project = getProjects().project;
  if (!project) return;
  const index = project.chapters.findIndex((c) => c.id === chapterId);
  const left = await activeStudio().chapters.delete({ chapterId });
  if (!left.ok) return refuse('chapter', left.error);
  const chapters = adopt(left.value).chapters;
  if (getProjects().chapterId === chapterId) {
    // The edits of a deleted chapter's blocks have nowhere to go.
    setProjects({ edits: {} });
    await openChapter(chapters[Math.min(index, chapters.length - 1)]?.id ?? null);
  }
}

/** Moves a chapter one place up (-1) or down (+1). */
export async function moveChapter(chapterId: string, by: -1 | 1): Promise<boolean> {
  const project = getProjects().project;
  const index = project?.chapters.findIndex((c) => c.id === chapterId) ?? -1;
  const toPosition = index + by;
  if (!project || index < 0 || toPosition < 0 || toPosition >= project.chapters.length) return false;
  const moved = await activeStudio().chapters.move({ chapterId, toPosition });
  if (!moved.ok) {
    refuse('chapter', moved.error);
    return false;
  }
  const chapters = adopt(moved.value).chapters;
  // Said in the editor's status line, so a screen reader hears where the chapter went.
  const at = chapters.findIndex((c) => c.id === chapterId);
  const values = { title: chapters[at]?.title ?? '', n: at + 1, count: chapters.length };
  setProjects({ notice: { tone: 'info', key: 'projects.chapters.moved', values } });
  return true;
}

/** Appends the next chapter's blocks to this one. */
export async function mergeWithNextChapter(chapterId: string): Promise<void> {
  if (!(await flushAllBlocks())) return;
  const merged = await activeStudio().chapters.merge({ chapterId });
  if (!merged.ok) return refuse('chapter', merged.error);
  adopt(merged.value);
  if (getProjects().chapterId === chapterId) await reloadChapter();
}

/** Makes a new chapter of the blocks from `atBlockId` on; the user stays in this one. */
export async function splitChapterAt(chapterId: string, atBlockId: string): Promise<void> {
  const project = getProjects().project;
  if (!project || !(await flushAllBlocks())) return;
  const title = i18n.t('projects.chapters.newTitle', { n: project.chapters.length + 1 });
  const split = await activeStudio().chapters.split({ chapterId, atBlockId, title });
  if (!split.ok) return refuse('chapter', split.error);
  adopt(split.value);
  if (getProjects().chapterId === chapterId) await reloadChapter();
}

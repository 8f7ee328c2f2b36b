import type { Block, BlockCounts, Chapter, ChapterSummary, Project } from '../../../../shared/model/projects';
import { blockStatuses } from '../../../../shared/model/projects';
import { isHidden } from './block-identity';
import { getProjects, setProjects } from './projects-state';

/**
 * The open chapter's blocks as the core last answered, kept in order. An edit answers with the
 * block(s) now in the edited one's place; they go there, and the chapter's counts (shown in the
 * chapter list) follow without asking the core again.
 */

export function countsOf(blocks: readonly Block[]): BlockCounts {
  const counts = Object.fromEntries(blockStatuses.map((s) => [s, 0])) as BlockCounts;
  for (const block of blocks) counts[block.status] += 1;
  return counts;
}

function summaryOf(chapter: Chapter): ChapterSummary {
  const { projectId: _p, blocks, render: _r, ...summary } = chapter;
  return { ...summary, blockCount: blocks.length, chars: blocks.reduce((n, b) => n + b.text.length, 0), counts: countsOf(blocks) };
}

/** Puts a chapter on show and its summary into the project's chapter list. */
export function showChapter(chapter: Chapter): void {
  const { project } = getProjects();
  const summary = summaryOf(chapter);
  setProjects({
    chapter,
    chapterId: chapter.id,
    chapterStatus: 'ready',
    chapterError: null,
    ...(project
      ? {
          project: {
            ...project,
            chapters: project.chapters.map((c) => (c.id === chapter.id ? summary : c)),
            speakers: withSpeakersOf(project.speakers, chapter.blocks),
          },
        }
      : {}),
  });
}

/**
 * The speaker table with the speakers of `blocks` it lacks, with no voice of their own: the core
 * adds them so when a block names one (a dialogue line typed or split), and answers with the block
 * only, so the settings panel offers the new speaker's voice at once.
 */
function withSpeakersOf(speakers: Project['speakers'], blocks: readonly Block[]): Project['speakers'] {
  const known = new Set(speakers.map((s) => s.speaker));
  const added: Project['speakers'] = [];
  for (const { speaker } of blocks) {
    if (speaker === null || known.has(speaker)) continue;
    known.add(speaker);
    added.push({ speaker, voiceId: null });
  }
  return added.length === 0 ? speakers : [...speakers, ...added];
}

/**
 * Replaces the blocks from `firstId` (and `also`, e.g. the block merged into it) with `blocks`,
 * in their place. Nothing happens when the chapter on show is another one.
 */
export function replaceBlocks(firstId: string, blocks: readonly Block[], also: readonly string[] = []): void {
  const chapter = getProjects().chapter;
  if (!chapter) return;
  const at = chapter.blocks.findIndex((b) => b.id === firstId);
  if (at < 0) return;
  const gone = new Set([firstId, ...also]);
  const before = chapter.blocks.slice(0, at).filter((b) => !gone.has(b.id));
  const after = chapter.blocks.slice(at + 1).filter((b) => !gone.has(b.id));
  // A block a merge on screen has taken away stays away until the core has merged it too.
  showBlocks([...before, ...blocks.filter((b) => !isHidden(b.id)), ...after]);
}

/** The open chapter's blocks as given, numbered in their order. */
export function showBlocks(blocks: readonly Block[]): void {
  const chapter = getProjects().chapter;
  if (!chapter) return;
  showChapter({ ...chapter, blocks: blocks.map((b, position) => (b.position === position ? b : { ...b, position })) });
}

/** One block as the core answered it (a chosen take, a voice). */
export const replaceBlock = (block: Block) => replaceBlocks(block.id, [block]);

export function blockAt(index: number): Block | undefined {
  return getProjects().chapter?.blocks[index];
}

export function indexOfBlock(blockId: string): number {
  return getProjects().chapter?.blocks.findIndex((b) => b.id === blockId) ?? -1;
}

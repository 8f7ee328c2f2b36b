import { fail, ok, type Result } from '../../../shared/contract/errors';
import type { BookMetadata } from '../../../shared/model/deliverables';
import { stripPauseMarkers } from '../../../shared/text';
import { resolveOwnedClip } from '../history';
import { readBlocksOfChapter, readProject, renderPlanOf, type WorkScope } from '../projects';
import type { Book, BookChapter, BookCover, BookSegment } from './book';

/**
 * A project as a book: its chapters in order, each the chosen take of every block that speaks —
 * exactly what the chapter's render joins (projects/chapter-render.ts renderPlanOf), with the
 * project's pause between blocks and each block's own pause markers as silence — and the project's
 * pause between chapters. Each take's audio is the cached clip (fetched again if it was evicted).
 * A chapter with a block that has no current take is not exported: the message names it, and the
 * error's subjects list every such chapter for the interface's words. Nor is
 * a chapter with nothing to speak (only empty blocks or pause markers): generating cannot finish
 * it, so its refusal says to write its text or delete it.
 */

export interface ProjectBook {
  book: Book;
  name: string;
}

export async function projectBook(
  scope: WorkScope,
  projectId: string,
  metadata: BookMetadata,
  cover: BookCover | null,
): Promise<Result<ProjectBook>> {
  const project = readProject(scope.work, projectId);
  if (!project) return fail('NOT_FOUND', 'This project no longer exists.', { field: 'projectId' });
  const chapters: BookChapter[] = [];
  const unfinished: string[] = [];
  const empty: string[] = [];
  for (const summary of project.chapters) {
    const plan = renderPlanOf(scope.work, summary.id);
    if (!plan || !plan.complete || plan.clips.length === 0) {
      (plan?.complete ? empty : unfinished).push(summary.title);
      continue;
    }
    const texts = new Map(readBlocksOfChapter(scope.work, summary.id).map((block) => [block.id, block.text]));
    const segments: BookSegment[] = [];
    for (const clip of plan.clips) {
      const resolved = await scope.withCache((session) => resolveOwnedClip(session, clip.historyId, true));
      if (!resolved.ok) return resolved;
      if (!resolved.value.ok)
        return fail(resolved.value.error.code, `A take of "${summary.title}" could not be read: ${resolved.value.error.message}`);
      if (clip.pauses.beforeMs > 0) segments.push({ kind: 'silence', ms: clip.pauses.beforeMs });
      const text = stripPauseMarkers(texts.get(clip.blockId) ?? '').trim();
      segments.push({ kind: 'audio', path: resolved.value.value.path, ...(text ? { text } : {}) });
      if (clip.pauses.afterMs > 0) segments.push({ kind: 'silence', ms: clip.pauses.afterMs });
    }
    chapters.push({ title: summary.title, segments });
  }
  const named = (titles: string[]) => titles.map((title) => `"${title}"`).join(', ');
  if (empty.length > 0)
    return fail(
      'VALIDATION',
      `Nothing in ${named(empty)} is spoken: write ${empty.length === 1 ? 'its' : 'their'} text or delete ${empty.length === 1 ? 'it' : 'them'}, then export.`,
      { messageKey: 'projectExport.errors.emptyChapter', subjects: empty },
    );
  if (unfinished.length > 0)
    return fail(
      'VALIDATION',
      `Not every block has a current take yet in ${named(unfinished)}: generate ${unfinished.length === 1 ? 'it' : 'them'}, then export.`,
      { messageKey: 'projectExport.errors.incomplete', subjects: unfinished },
    );
  return ok({ book: { metadata, cover, chapters, chapterPauseMs: project.settings.chapterPauseMs }, name: project.name });
}

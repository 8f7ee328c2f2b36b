import { randomUUID } from 'node:crypto';
import { fail, ok, type Result } from '../../../shared/contract';
import { insertBlocks, renumberBlocks, renumberChapters } from './block-layout';
import { refreshBlocks } from './block-sending';
import { dropBlockOverrides, touchProject } from './project-settings';
import type { WorkDatabase } from './work-database';

/**
 * Edits of chapters, each in the caller's transaction. Blocks keep their ids and takes when they
 * change chapter (merge, split); a block whose chapter voice changes with it is refreshed, so it
 * goes stale only if it would now be read in another voice.
 */

export interface ChapterChange {
  projectId: string;
  /** The chapters whose blocks changed (their renders are made again). */
  chapterIds: string[];
}

const missing = () => fail<never>('NOT_FOUND', 'This chapter no longer exists.', { field: 'chapterId' });

interface ChapterRow {
  id: string;
  projectId: string;
  position: number;
  voiceId: string | null;
  dialectCode: string | null;
}

function chapterRow(work: WorkDatabase, chapterId: string): ChapterRow | null {
  const row = work.db
    .prepare('SELECT id, project_id AS projectId, position, voice_id AS voiceId, dialect_code AS dialectCode FROM chapters WHERE id = ?')
    .get(chapterId) as ChapterRow | undefined;
  return row ?? null;
}

const chapterCount = (work: WorkDatabase, projectId: string) =>
  (work.db.prepare('SELECT COUNT(*) AS n FROM chapters WHERE project_id = ?').get(projectId) as { n: number }).n;

/** A new chapter of one empty block: after `afterChapterId`, first when null, last when undefined. */
export function createChapter(
  work: WorkDatabase,
  projectId: string,
  title: string,
  afterChapterId: string | null | undefined,
): Result<ChapterChange & { chapterId: string }> {
  if (!work.db.prepare('SELECT 1 FROM projects WHERE id = ?').get(projectId))
    return fail('NOT_FOUND', 'This project no longer exists.', { field: 'projectId' });
  let position = chapterCount(work, projectId);
  if (afterChapterId === null) position = 0;
  else if (afterChapterId !== undefined) {
    const after = chapterRow(work, afterChapterId);
    if (!after || after.projectId !== projectId)
      return fail('NOT_FOUND', 'The chapter to add after is not in this project.', { field: 'afterChapterId' });
    position = after.position + 1;
  }
  work.db.prepare('UPDATE chapters SET position = position + 1 WHERE project_id = ? AND position >= ?').run(projectId, position);
  const chapterId = randomUUID();
  work.db.prepare('INSERT INTO chapters (id, project_id, position, title) VALUES (?, ?, ?, ?)').run(chapterId, projectId, position, title);
  const blockIds = insertBlocks(work, chapterId, 0, [{ text: '', speaker: null }]);
  refreshBlocks(work, projectId, { blockIds });
  touchProject(work, projectId);
  return ok({ projectId, chapterIds: [chapterId], chapterId });
}

export function updateChapter(
  work: WorkDatabase,
  chapterId: string,
  change: { title?: string | undefined; voiceId?: string | null | undefined; dialectCode?: string | null | undefined },
): Result<ChapterChange> {
  const row = chapterRow(work, chapterId);
  if (!row) return missing();
  if (change.title !== undefined) work.db.prepare('UPDATE chapters SET title = ? WHERE id = ?').run(change.title, chapterId);
  if (change.voiceId !== undefined) work.db.prepare('UPDATE chapters SET voice_id = ? WHERE id = ?').run(change.voiceId, chapterId);
  if (change.dialectCode !== undefined)
    work.db.prepare('UPDATE chapters SET dialect_code = ? WHERE id = ?').run(change.dialectCode, chapterId);
  const sending = change.voiceId !== undefined || change.dialectCode !== undefined;
  if (sending) refreshBlocks(work, row.projectId, { chapterIds: [chapterId] });
  touchProject(work, row.projectId);
  return ok({ projectId: row.projectId, chapterIds: sending ? [chapterId] : [] });
}

export function deleteChapter(work: WorkDatabase, chapterId: string): Result<ChapterChange> {
  const row = chapterRow(work, chapterId);
  if (!row) return missing();
  if (chapterCount(work, row.projectId) <= 1) {
    return fail(
      'VALIDATION',
      'A project keeps at least one chapter: add another chapter before deleting this one, or delete the project.',
      {
        field: 'chapterId',
        messageKey: 'projects.LAST_CHAPTER',
      },
    );
  }
  const blocks = work.db.prepare('SELECT id FROM blocks WHERE chapter_id = ?').all(chapterId) as Array<{ id: string }>;
  work.db.prepare('DELETE FROM chapters WHERE id = ?').run(chapterId);
  dropBlockOverrides(
    work,
    row.projectId,
    blocks.map((b) => b.id),
  );
  renumberChapters(work, row.projectId);
  touchProject(work, row.projectId);
  return ok({ projectId: row.projectId, chapterIds: [] });
}

export function moveChapter(work: WorkDatabase, chapterId: string, toPosition: number): Result<ChapterChange> {
  const row = chapterRow(work, chapterId);
  if (!row) return missing();
  const ids = (
    work.db.prepare('SELECT id FROM chapters WHERE project_id = ? ORDER BY position').all(row.projectId) as Array<{ id: string }>
  )
    .map((r) => r.id)
    .filter((id) => id !== chapterId);
  ids.splice(Math.min(toPosition, ids.length), 0, chapterId);
  const set = work.db.prepare('UPDATE chapters SET position = ? WHERE id = ?');
  ids.forEach((id, index) => set.run(index, id));
  touchProject(work, row.projectId);
  return ok({ projectId: row.projectId, chapterIds: [] });
}

/** Appends the next chapter's blocks (their takes kept) to this one and removes the next chapter. */
export function mergeChapter(work: WorkDatabase, chapterId: string): Result<ChapterChange> {
  const row = chapterRow(work, chapterId);
  if (!row) return missing();
  const next = work.db.prepare('SELECT id FROM chapters WHERE project_id = ? AND position = ?').get(row.projectId, row.position + 1) as
    { id: string } | undefined;
  if (!next) return fail('VALIDATION', 'This is the last chapter: there is no next chapter to merge into it.', { field: 'chapterId' });
  const offset = (work.db.prepare('SELECT COUNT(*) AS n FROM blocks WHERE chapter_id = ?').get(chapterId) as { n: number }).n;
  const moved = work.db.prepare('SELECT id FROM blocks WHERE chapter_id = ?').all(next.id) as Array<{ id: string }>;
  work.db.prepare('UPDATE blocks SET chapter_id = ?, position = position + ? WHERE chapter_id = ?').run(chapterId, offset, next.id);
  work.db.prepare('DELETE FROM chapters WHERE id = ?').run(next.id);
  renumberChapters(work, row.projectId);
  refreshBlocks(work, row.projectId, { blockIds: moved.map((b) => b.id) });
  touchProject(work, row.projectId);
  return ok({ projectId: row.projectId, chapterIds: [chapterId] });
}

/** A new chapter after this one, of the blocks from `atBlockId` on (their takes kept, their voice too: it takes this chapter's voice). */
export function splitChapter(
  work: WorkDatabase,
  chapterId: string,
  atBlockId: string,
  title: string,
): Result<ChapterChange & { chapterId: string }> {
  const row = chapterRow(work, chapterId);
  if (!row) return missing();
  const at = work.db.prepare('SELECT position FROM blocks WHERE id = ? AND chapter_id = ?').get(atBlockId, chapterId) as
    { position: number } | undefined;
  if (!at) return fail('NOT_FOUND', 'The block to split at is not in this chapter.', { field: 'atBlockId' });
  if (at.position === 0) {
    return fail('VALIDATION', 'The chapter would be left empty: choose a block after the first one to start the new chapter.', {
      field: 'atBlockId',
      messageKey: 'projects.SPLIT_AT_FIRST',
    });
  }
  work.db.prepare('UPDATE chapters SET position = position + 1 WHERE project_id = ? AND position > ?').run(row.projectId, row.position);
  const newId = randomUUID();
  work.db
    .prepare('INSERT INTO chapters (id, project_id, position, title, voice_id, dialect_code) VALUES (?, ?, ?, ?, ?, ?)')
    .run(newId, row.projectId, row.position + 1, title, row.voiceId, row.dialectCode);
  work.db
    .prepare('UPDATE blocks SET chapter_id = ?, position = position - ? WHERE chapter_id = ? AND position >= ?')
    .run(newId, at.position, chapterId, at.position);
  renumberBlocks(work, newId);
  touchProject(work, row.projectId);
  return ok({ projectId: row.projectId, chapterIds: [chapterId, newId], chapterId: newId });
}

import { fail, ok, type Result } from '../../../shared/contract';
import { dialogueLineOf } from '../../../shared/model/block-text';
import { countScriptChars } from '../../../shared/text';
import {
  addSpeakers,
  blockCount,
  blockPlace,
  insertBlocks,
  newBlocksOf,
  renumberBlocks,
  type BlockPlace,
  type NewBlock,
} from './block-layout';
import { refreshBlocks } from './block-sending';
import { blockLexiconOfProject } from './lexicon-snapshot';
import { dropBlockOverrides, readProjectHead, touchProject } from './project-settings';
import type { WorkDatabase } from './work-database';

/**
 * Edits of blocks, each in the caller's transaction: the text, speaker and voice; insert, split,
 * merge, delete and move. A block keeps its id and its takes through an edit, so a take stays
 * current exactly while the block would still send what the take was made from (its hash).
 */

export interface BlockChange {
  /** Every block now in the edited block's place (more than one when the text was split). */
  blockIds: string[];
  chapterIds: string[];
  projectId: string;
}

const missingBlock = () => fail<never>('NOT_FOUND', 'This block no longer exists.', { field: 'blockId' });
const missingChapter = () => fail<never>('NOT_FOUND', 'This chapter no longer exists.', { field: 'chapterId' });

function dialectOf(work: WorkDatabase, blockId: string): string | null {
  const row = work.db.prepare('SELECT dialect_code AS dialectCode FROM blocks WHERE id = ?').get(blockId) as
    { dialectCode: string | null } | undefined;
  return row?.dialectCode ?? null;
}

/** The blocks a text makes in a block's place (at least one, empty when the text is). */
function piecesOf(work: WorkDatabase, projectId: string, text: string, dialectCode: string | null): NewBlock[] {
  const head = readProjectHead(work, projectId)!;
  const pieces = newBlocksOf(text, 'blank-lines', head.settings, dialectCode, blockLexiconOfProject(work, projectId).matcher);
  return pieces.length > 0 ? pieces : [{ text: '', speaker: null }];
}

/**
 * The speaker of an edited block: the one asked for; else the one its new text names (`Name: …`);
 * else none when the old speaker only came from the old text's prefix; else the one set by hand.
 */
function speakerAfterEdit(place: BlockPlace, piece: NewBlock, asked: string | null | undefined): string | null {
  if (asked !== undefined) return asked;
  if (piece.speaker !== null) return piece.speaker;
  return dialogueLineOf(place.text)?.speaker === place.speaker ? null : place.speaker;
}

function writeText(work: WorkDatabase, blockId: string, block: NewBlock): void {
  work.db
    .prepare('UPDATE blocks SET text = ?, written_chars = ?, speaker = ?, voice_id = ? WHERE id = ?')
    .run(block.text, countScriptChars(block.text), block.speaker, block.voiceId ?? null, blockId);
}

function finish(
  work: WorkDatabase,
  projectId: string,
  blockIds: string[],
  chapterIds: string[],
  speakers: Array<string | null>,
): BlockChange {
  addSpeakers(work, projectId, speakers);
  refreshBlocks(work, projectId, { blockIds });
  touchProject(work, projectId);
  return { blockIds, chapterIds: [...new Set(chapterIds)], projectId };
}

export function updateBlock(
  work: WorkDatabase,
  blockId: string,
  change: { text: string; speaker?: string | null | undefined; voiceId?: string | null | undefined },
): Result<BlockChange> {
  const place = blockPlace(work, blockId);
  if (!place) return missingBlock();
  const [first, ...rest] = piecesOf(work, place.projectId, change.text, dialectOf(work, blockId));
  const voiceId = change.voiceId !== undefined ? change.voiceId : place.voiceId;
  const edited = { text: first!.text, speaker: speakerAfterEdit(place, first!, change.speaker), voiceId };
  writeText(work, blockId, edited);
  const added = insertBlocks(
    work,
    place.chapterId,
    place.position + 1,
    rest.map((piece) => ({ ...piece, voiceId })),
  );
  return ok(finish(work, place.projectId, [blockId, ...added], [place.chapterId], [edited.speaker, ...rest.map((p) => p.speaker)]));
}

export function insertBlocksAfter(work: WorkDatabase, chapterId: string, afterBlockId: string | null, text: string): Result<BlockChange> {
  const chapter = work.db
    .prepare('SELECT project_id AS projectId, dialect_code AS dialectCode FROM chapters WHERE id = ?')
    .get(chapterId) as { projectId: string; dialectCode: string | null } | undefined;
  if (!chapter) return missingChapter();
  let position = 0;
  if (afterBlockId !== null) {
    const after = blockPlace(work, afterBlockId);
    if (!after || after.chapterId !== chapterId)
      return fail('NOT_FOUND', 'The block to insert after is not in this chapter.', { field: 'afterBlockId' });
    position = after.position + 1;
  }
  const pieces = piecesOf(
    work,
    chapter.projectId,
    text,
    chapter.dialectCode ?? readProjectHead(work, chapter.projectId)!.settings.dialectCode,
  );
  const ids = insertBlocks(work, chapterId, position, pieces);
  return ok(
    finish(
      work,
      chapter.projectId,
      ids,
      [chapterId],
      pieces.map((p) => p.speaker),
    ),
  );
}

/** Splits at a character offset: the first half keeps the block (and its takes, current only if its text is unchanged). */
export function splitBlock(work: WorkDatabase, blockId: string, at: number): Result<BlockChange> {
  const place = blockPlace(work, blockId);
  if (!place) return missingBlock();
  if (at > place.text.length)
    return fail('VALIDATION', `The block has ${place.text.length} characters; it cannot be split at ${at}.`, { field: 'at' });
  const head = place.text.slice(0, at).replace(/\s+$/u, '');
  const tail = place.text.slice(at).replace(/^\s+/u, '');
  writeText(work, blockId, { text: head, speaker: place.speaker, voiceId: place.voiceId });
  const speaker = dialogueLineOf(tail)?.speaker ?? place.speaker;
  const [added] = insertBlocks(work, place.chapterId, place.position + 1, [{ text: tail, speaker, voiceId: place.voiceId }]);
  return ok(finish(work, place.projectId, [blockId, added!], [place.chapterId], [speaker]));
}

/**
 * Joins a block with the next one in its chapter, as a new line of the one block (a line break,
 * not a blank line, so editing it later does not cut it apart again). The next block goes, with
 * its take links (its clips stay in History); the joined block keeps its own takes, current only
 * when the next block was empty.
 */
export function mergeBlock(work: WorkDatabase, blockId: string): Result<BlockChange> {
  const place = blockPlace(work, blockId);
  if (!place) return missingBlock();
  const next = work.db
    .prepare('SELECT id, text FROM blocks WHERE chapter_id = ? AND position = ?')
    .get(place.chapterId, place.position + 1) as { id: string; text: string } | undefined;
  if (!next)
    return fail('VALIDATION', 'This is the last block of its chapter: there is no next block to join it with.', { field: 'blockId' });
  const text = [place.text, next.text].filter((part) => part.trim() !== '').join('\n');
  writeText(work, blockId, { text, speaker: place.speaker, voiceId: place.voiceId });
  work.db.prepare('DELETE FROM blocks WHERE id = ?').run(next.id);
  // The next block's choices named spans of its own text, not the joined one's: they go with it.
  dropBlockOverrides(work, place.projectId, [next.id]);
  renumberBlocks(work, place.chapterId);
  return ok(finish(work, place.projectId, [blockId], [place.chapterId], []));
}

/** Deletes a block; the chapter's last block is replaced by an empty one (a chapter keeps a place to type). */
export function deleteBlock(work: WorkDatabase, blockId: string): Result<BlockChange> {
  const place = blockPlace(work, blockId);
  if (!place) return missingBlock();
  work.db.prepare('DELETE FROM blocks WHERE id = ?').run(blockId);
  dropBlockOverrides(work, place.projectId, [blockId]);
  const ids = blockCount(work, place.chapterId) === 0 ? insertBlocks(work, place.chapterId, 0, [{ text: '', speaker: null }]) : [];
  renumberBlocks(work, place.chapterId);
  return ok(finish(work, place.projectId, ids, [place.chapterId], []));
}

/** Moves a block (with its takes) within its chapter or into another chapter of the same project. */
export function moveBlock(work: WorkDatabase, blockId: string, toChapterId: string, toPosition: number): Result<BlockChange> {
  const place = blockPlace(work, blockId);
  if (!place) return missingBlock();
  const target = work.db.prepare('SELECT project_id AS projectId FROM chapters WHERE id = ?').get(toChapterId) as
    { projectId: string } | undefined;
  if (!target || target.projectId !== place.projectId)
    return fail('NOT_FOUND', 'The chapter to move the block to is not in this project.', { field: 'toChapterId' });
  // Out of its place first (the others close up), then into the new one (the others make room).
  work.db.prepare('UPDATE blocks SET position = -1 WHERE id = ?').run(blockId);
  work.db.prepare('UPDATE blocks SET position = position - 1 WHERE chapter_id = ? AND position > ?').run(place.chapterId, place.position);
  const position = Math.min(toPosition, blockCount(work, toChapterId) - (toChapterId === place.chapterId ? 1 : 0));
  work.db
    .prepare('UPDATE blocks SET position = position + 1 WHERE chapter_id = ? AND position >= ? AND id <> ?')
    .run(toChapterId, position, blockId);
  work.db.prepare('UPDATE blocks SET chapter_id = ?, position = ? WHERE id = ?').run(toChapterId, position, blockId);
  const filler = blockCount(work, place.chapterId) === 0 ? insertBlocks(work, place.chapterId, 0, [{ text: '', speaker: null }]) : [];
  return ok(finish(work, place.projectId, [blockId, ...filler], [place.chapterId, toChapterId], []));
}

import { randomUUID } from 'node:crypto';
import type { LexiconMatcher } from '../../../shared/lexicon';
import { blockTextsOfParagraph, dialogueLineOf, paragraphsOf, type ParagraphRule } from '../../../shared/model/block-text';
import type { ProjectSettings, SpeakerVoice } from '../../../shared/model/projects';
import { countScriptChars } from '../../../shared/text';
import { readAsOptionsOf } from './block-sending';
import { readProjectHead } from './project-settings';
import type { WorkDatabase } from './work-database';

/**
 * Text into blocks, and blocks into their places. A paragraph over the limit becomes several
 * blocks that all keep its speaker (only the first carries the `Name:` prefix); the speakers seen
 * join the project's speaker table with no voice of their own (the chapter's or project's voice).
 */

export interface NewBlock {
  text: string;
  speaker: string | null;
  voiceId?: string | null;
}

/**
 * The blocks of a text; `dialectCode` is the one read-as measures paragraphs in while cutting them,
 * with the project's lexicons (an entry can lengthen what is sent).
 */
export function newBlocksOf(
  text: string,
  rule: ParagraphRule,
  settings: ProjectSettings,
  dialectCode: string | null,
  lexicon?: LexiconMatcher,
): NewBlock[] {
  const options = readAsOptionsOf(settings, dialectCode, lexicon);
  return paragraphsOf(text, rule).flatMap((paragraph) => {
    const speaker = dialogueLineOf(paragraph)?.speaker ?? null;
    return blockTextsOfParagraph(paragraph, options).map((part) => ({ text: part, speaker }));
  });
}

/** Makes room at `position` in a chapter and inserts the blocks there; their derived columns wait for refreshBlocks. */
export function insertBlocks(work: WorkDatabase, chapterId: string, position: number, blocks: readonly NewBlock[]): string[] {
  if (blocks.length === 0) return [];
  work.db
    .prepare('UPDATE blocks SET position = position + ? WHERE chapter_id = ? AND position >= ?')
    .run(blocks.length, chapterId, position);
  const insert = work.db.prepare(
    'INSERT INTO blocks (id, chapter_id, position, text, written_chars, speaker, voice_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  return blocks.map((block, index) => {
    const id = randomUUID();
    insert.run(id, chapterId, position + index, block.text, countScriptChars(block.text), block.speaker, block.voiceId ?? null);
    return id;
  });
}

/** Closes the gaps a removal left: positions 0…n-1 again, in their order. */
export function renumberBlocks(work: WorkDatabase, chapterId: string): void {
  const ids = work.db.prepare('SELECT id FROM blocks WHERE chapter_id = ? ORDER BY position, rowid').all(chapterId) as Array<{
    id: string;
  }>;
  const set = work.db.prepare('UPDATE blocks SET position = ? WHERE id = ? AND position <> ?');
  ids.forEach(({ id }, index) => set.run(index, id, index));
}

export function renumberChapters(work: WorkDatabase, projectId: string): void {
  const ids = work.db.prepare('SELECT id FROM chapters WHERE project_id = ? ORDER BY position, rowid').all(projectId) as Array<{
    id: string;
  }>;
  const set = work.db.prepare('UPDATE chapters SET position = ? WHERE id = ? AND position <> ?');
  ids.forEach(({ id }, index) => set.run(index, id, index));
}

/** Adds speakers not yet in the project's table (voice null: the chapter's or the project's). */
export function addSpeakers(work: WorkDatabase, projectId: string, names: Iterable<string | null>): void {
  const head = readProjectHead(work, projectId);
  if (!head) return;
  const known = new Set(head.speakers.map((s) => s.speaker));
  const added: SpeakerVoice[] = [];
  for (const name of names) {
    if (name === null || known.has(name)) continue;
    known.add(name);
    added.push({ speaker: name, voiceId: null });
  }
  if (added.length === 0) return;
  work.db.prepare('UPDATE projects SET speakers_json = ? WHERE id = ?').run(JSON.stringify([...head.speakers, ...added]), projectId);
}

export function projectOfChapter(work: WorkDatabase, chapterId: string): string | null {
  const row = work.db.prepare('SELECT project_id AS projectId FROM chapters WHERE id = ?').get(chapterId) as
    { projectId: string } | undefined;
  return row?.projectId ?? null;
}

export interface BlockPlace {
  id: string;
  chapterId: string;
  projectId: string;
  position: number;
  text: string;
  speaker: string | null;
  voiceId: string | null;
}

export function blockPlace(work: WorkDatabase, blockId: string): BlockPlace | null {
  const row = work.db
    .prepare(
      `SELECT b.id, b.chapter_id AS chapterId, c.project_id AS projectId, b.position, b.text, b.speaker, b.voice_id AS voiceId
       FROM blocks b JOIN chapters c ON c.id = b.chapter_id WHERE b.id = ?`,
    )
    .get(blockId) as BlockPlace | undefined;
  return row ?? null;
}

export function blockCount(work: WorkDatabase, chapterId: string): number {
  return (work.db.prepare('SELECT COUNT(*) AS n FROM blocks WHERE chapter_id = ?').get(chapterId) as { n: number }).n;
}

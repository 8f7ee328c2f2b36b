import type { ScriptConfig } from '../../../shared/model/script';
import { sendingContextOf, spokenTextOf } from './block-sending';
import type { WorkDatabase } from './work-database';

/**
 * What the generation queue sends: one job per block that is not current, in reading order
 * (chapter, then block). A block with nothing to say (empty, or only pause markers) needs no
 * request; a block that already has a take of its hash needs none either (refreshBlocks chose it).
 */

export interface BlockJob {
  projectId: string;
  chapterId: string;
  blockId: string;
  /** Place in reading order, for the queue's own ordering. */
  chapterPosition: number;
  blockPosition: number;
  /**
   * Exactly the text to send (lexicons and read-as applied, pause markers and speaker prefix
   * removed): send it without read-as. It is the core's own reading, so no preview digest is
   * checked; `lexiconDigest` names the lexicons it was read with.
   */
  spokenText: string;
  /**
   * The digest of the lexicons the text was read with (the project's and the profile's). Not part
   * of the content hash (only the spoken text is): a change that leaves a block's words alone keeps it current.
   */
  lexiconDigest: string;
  /** Null: no voice is chosen at any level; the queue fails the block with "Choose a voice". */
  voiceId: string | null;
  config: ScriptConfig;
  dictionaryIds: string[];
  /** Record the take with this hash (recordBlockTake); before sending, ask takeOfHash for it. */
  contentHash: string;
  spokenChars: number;
  /** The block failed last time (it is queued again). */
  failed: boolean;
}

export interface JobScope {
  chapterIds?: readonly string[];
  blockIds?: readonly string[];
  /** "Generate again": the blocks named are taken although current (a new take each). */
  again?: boolean;
}

/** The blocks a scope takes: those not current (no current chosen take, or failed last time); with `again`, any. */
export function notCurrentUnless(scope: JobScope): string[] {
  return scope.again ? [] : ['(t.content_hash IS NULL OR t.content_hash <> b.content_hash OR b.failure_json IS NOT NULL)'];
}

interface JobRow {
  chapterId: string;
  chapterPosition: number;
  blockId: string;
  blockPosition: number;
  text: string;
  speaker: string | null;
  voiceId: string | null;
  effectiveVoiceId: string | null;
  contentHash: string;
  spokenChars: number;
  failed: number;
}

export function blocksToQueue(work: WorkDatabase, projectId: string, scope: JobScope = {}): BlockJob[] {
  const context = sendingContextOf(work, projectId);
  if (!context) return [];
  const where = ['c.project_id = ?', 'b.spoken_chars > 0', ...notCurrentUnless(scope)];
  const params: string[] = [projectId];
  if (scope.chapterIds) {
    where.push('b.chapter_id IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(scope.chapterIds));
  }
  if (scope.blockIds) {
    where.push('b.id IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(scope.blockIds));
  }
  const rows = work.db
    .prepare(
      `SELECT c.id AS chapterId, c.position AS chapterPosition, b.id AS blockId, b.position AS blockPosition, b.text, b.speaker,
         b.voice_id AS voiceId, b.effective_voice_id AS effectiveVoiceId, b.content_hash AS contentHash, b.spoken_chars AS spokenChars,
         (b.failure_json IS NOT NULL) AS failed
       FROM blocks b JOIN chapters c ON c.id = b.chapter_id
       LEFT JOIN block_choices ch ON ch.block_id = b.id
       LEFT JOIN block_takes t ON t.block_id = ch.block_id AND t.history_id = ch.history_id
       WHERE ${where.join(' AND ')} ORDER BY c.position, b.position`,
    )
    .all(...params) as unknown as JobRow[];
  return rows.map((row) => ({
    projectId,
    chapterId: row.chapterId,
    blockId: row.blockId,
    chapterPosition: row.chapterPosition,
    blockPosition: row.blockPosition,
    spokenText: spokenTextOf(context, { ...row, id: row.blockId }),
    lexiconDigest: context.lexicon.digest,
    voiceId: row.effectiveVoiceId,
    config: context.settings.config,
    dictionaryIds: context.settings.dictionaryIds,
    contentHash: row.contentHash,
    spokenChars: row.spokenChars,
    failed: row.failed === 1,
  }));
}

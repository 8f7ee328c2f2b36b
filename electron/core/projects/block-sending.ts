import { createHash } from 'node:crypto';
import { emptyLexiconDigest, type LexiconMatcher } from '../../../shared/lexicon';
import { overridesOfBlock, spokenCharsOf, spokenTextOfBlock, wordsToSpeak } from '../../../shared/model/block-text';
import type { ProjectSettings } from '../../../shared/model/projects';
import type { ReadAsOptions } from '../../../shared/read-as';
import { blockLexiconOfProject, type BlockLexicon } from './lexicon-snapshot';
import { readProjectHead, sendingKey, stableJson } from './project-settings';
import type { WorkDatabase } from './work-database';

/**
 * What a block would send, and the content hash of it (issue 30): the spoken text (its words read
 * with the project's read-as settings and its lexicons in its voice's dialect, as the preview shows
 * and generation sends), the effective voice, the config and the dictionaries. A take records the
 * hash it was made from, so "current" is one comparison, and editing one block (or changing what
 * only some blocks use) stales exactly the blocks whose hash moved.
 */

export interface SendingContext {
  projectId: string;
  settings: ProjectSettings;
  readAsKey: string;
  /** The lexicons in effect for the project, as the work database keeps them (lexicon-snapshot.ts). */
  lexicon: BlockLexicon;
  speakers: Map<string, string | null>;
  chapters: Map<string, { voiceId: string | null; dialectCode: string | null }>;
  voiceDialects: Map<string, string>;
}

export interface BlockInputs {
  /** The block's id, which names its read-as choices; a text not yet a block has none. */
  id?: string;
  chapterId: string;
  text: string;
  speaker: string | null;
  voiceId: string | null;
}

export interface SendingColumns {
  effectiveVoiceId: string | null;
  dialectCode: string | null;
  spokenOf: string;
  spokenHash: string;
  spokenChars: number;
  contentHash: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function sendingContextOf(work: WorkDatabase, projectId: string): SendingContext | null {
  const head = readProjectHead(work, projectId);
  if (!head) return null;
  const chapters = new Map<string, { voiceId: string | null; dialectCode: string | null }>();
  const rows = work.db
    .prepare('SELECT id, voice_id AS voiceId, dialect_code AS dialectCode FROM chapters WHERE project_id = ?')
    .all(projectId) as Array<{
    id: string;
    voiceId: string | null;
    dialectCode: string | null;
  }>;
  for (const row of rows) chapters.set(row.id, { voiceId: row.voiceId, dialectCode: row.dialectCode });
  const dialects = work.db.prepare('SELECT voice_id AS voiceId, dialect_code AS dialectCode FROM voice_dialects').all() as Array<{
    voiceId: string;
    dialectCode: string;
  }>;
  return {
    projectId,
    settings: head.settings,
    readAsKey: sendingKey(head.settings),
    lexicon: blockLexiconOfProject(work, projectId),
    speakers: new Map(head.speakers.map((s) => [s.speaker, s.voiceId])),
    chapters,
    voiceDialects: new Map(dialects.map((d) => [d.voiceId, d.dialectCode])),
  };
}

/** The dialect a voice was noted with when first given to a project (see voice_dialects). */
export function voiceDialectOf(work: WorkDatabase, voiceId: string | null): string | null {
  if (voiceId === null) return null;
  const row = work.db.prepare('SELECT dialect_code AS dialectCode FROM voice_dialects WHERE voice_id = ?').get(voiceId) as
    { dialectCode: string } | undefined;
  return row?.dialectCode ?? null;
}

/** block → speaker → chapter → project; the dialect is the voice's, else the chapter's or project's. */
export function effectiveVoiceOf(
  context: SendingContext,
  block: Omit<BlockInputs, 'text'>,
): { voiceId: string | null; dialectCode: string | null } {
  const chapter = context.chapters.get(block.chapterId);
  const speakerVoice = block.speaker !== null ? (context.speakers.get(block.speaker) ?? null) : null;
  const voiceId = block.voiceId ?? speakerVoice ?? chapter?.voiceId ?? context.settings.voiceId;
  const dialectCode =
    (voiceId !== null ? context.voiceDialects.get(voiceId) : undefined) ?? chapter?.dialectCode ?? context.settings.dialectCode;
  return { voiceId, dialectCode: dialectCode ?? null };
}

/**
 * The project's read-as in a dialect, with its lexicons (which read-as applies first; off with
 * read-as) and the choices made for this block (none for a text not yet a block).
 */
export function readAsOptionsOf(
  settings: ProjectSettings,
  dialectCode: string | null,
  lexicon?: LexiconMatcher,
  blockId?: string,
): ReadAsOptions {
  const overrides = overridesOfBlock(settings.readAs.overrides, blockId);
  return { ...settings.readAs, overrides, dialect: dialectCode, ...(lexicon ? { lexicon } : {}) };
}

export function contentHashOf(
  spokenHash: string,
  voiceId: string | null,
  settings: Pick<ProjectSettings, 'config' | 'dictionaryIds'>,
): string {
  return sha256(JSON.stringify([spokenHash, voiceId, settings.config.speed, settings.config.expressiveness, settings.dictionaryIds]));
}

/** The spoken text itself (the queue sends it; the hash is of it). */
export function spokenTextOf(context: SendingContext, block: BlockInputs): string {
  const { dialectCode } = effectiveVoiceOf(context, block);
  return spokenTextOfBlock(block.text, block.speaker, readAsOptionsOf(context.settings, dialectCode, context.lexicon.matcher, block.id));
}

/**
 * A change of the project's lexicons, from the snapshot of digest `from`: `affects` says whether a
 * block's words (in its dialect) could read differently. A block it does not affect keeps its
 * spoken text and hash without being read again (lexicon-refresh.ts).
 */
export interface LexiconChange {
  from: string;
  affects(words: string, dialect: string | null): boolean;
}

/**
 * `spoken_of` names what a block's spoken text was read from: a hash of its text, speaker, dialect
 * and read-as settings, then the digest of the lexicons it was read with (a row written before
 * lexicons has no digest: it was read without any).
 */
const lexiconMark = ':';

function spokenOfParts(spokenOf: string): { textKey: string; digest: string } {
  const at = spokenOf.indexOf(lexiconMark);
  return at < 0 ? { textKey: spokenOf, digest: emptyLexiconDigest } : { textKey: spokenOf.slice(0, at), digest: spokenOf.slice(at + 1) };
}

/** Whether the stored spoken text still holds: same text key, and the same lexicons or a change that leaves these words alone. */
function stillSpoken(
  context: SendingContext,
  block: BlockInputs,
  dialect: string | null,
  textKey: string,
  previous: string,
  change?: LexiconChange,
): boolean {
  const before = spokenOfParts(previous);
  if (before.textKey !== textKey) return false;
  if (before.digest === context.lexicon.digest) return true;
  if (!context.settings.readAs.enabled) return true;
  return change !== undefined && before.digest === change.from && !change.affects(wordsToSpeak(block.text, block.speaker), dialect);
}

/**
 * The derived columns of a block; `previous` (its stored columns) spares reading it again when
 * nothing read-as depends on changed (a voice of the same dialect, a speed change, a lexicon
 * change that `change` says leaves its words alone).
 */
export function sendingColumnsOf(
  context: SendingContext,
  block: BlockInputs,
  previous?: Pick<SendingColumns, 'spokenOf' | 'spokenHash' | 'spokenChars'>,
  change?: LexiconChange,
): SendingColumns {
  const { voiceId, dialectCode } = effectiveVoiceOf(context, block);
  // Only this block's own read-as choices are in its key: a choice made in another block leaves it alone.
  const choices = stableJson(overridesOfBlock(context.settings.readAs.overrides, block.id));
  const textKey = sha256([context.readAsKey, choices, dialectCode ?? '', block.speaker ?? '', block.text].join('\u0000'));
  const spokenOf = `${textKey}${lexiconMark}${context.lexicon.digest}`;
  let spokenHash: string;
  let spokenChars: number;
  if (previous && previous.spokenHash !== '' && stillSpoken(context, block, dialectCode, textKey, previous.spokenOf, change)) {
    ({ spokenHash, spokenChars } = previous);
  } else {
    const options = readAsOptionsOf(context.settings, dialectCode, context.lexicon.matcher, block.id);
    const spoken = spokenTextOfBlock(block.text, block.speaker, options);
    spokenHash = sha256(spoken);
    spokenChars = spokenCharsOf(spoken);
  }
  return {
    effectiveVoiceId: voiceId,
    dialectCode,
    spokenOf,
    spokenHash,
    spokenChars,
    contentHash: contentHashOf(spokenHash, voiceId, context.settings),
  };
}

interface StoredBlock extends BlockInputs, SendingColumns {
  id: string;
}

export interface RefreshScope {
  chapterIds?: readonly string[];
  blockIds?: readonly string[];
}

/**
 * Brings the derived columns of the project's blocks (all, or those of some chapters or blocks) up
 * to date; a block whose content hash moved loses its failure (it is new or stale again). Call it
 * inside the transaction of the change. Returns the ids of the chapters where a hash moved.
 */
export function refreshBlocks(work: WorkDatabase, projectId: string, scope: RefreshScope = {}, change?: LexiconChange): Set<string> {
  const context = sendingContextOf(work, projectId);
  const moved = new Set<string>();
  const movedBlocks: string[] = [];
  if (!context) return moved;
  const where = ['c.project_id = ?'];
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
      `SELECT b.id, b.chapter_id AS chapterId, b.text, b.speaker, b.voice_id AS voiceId, b.effective_voice_id AS effectiveVoiceId,
         b.dialect_code AS dialectCode, b.spoken_of AS spokenOf, b.spoken_hash AS spokenHash, b.spoken_chars AS spokenChars,
         b.content_hash AS contentHash
       FROM blocks b JOIN chapters c ON c.id = b.chapter_id WHERE ${where.join(' AND ')}`,
    )
    .all(...params) as unknown as StoredBlock[];
  const update = work.db.prepare(
    `UPDATE blocks SET effective_voice_id = ?, dialect_code = ?, spoken_of = ?, spoken_hash = ?, spoken_chars = ?, content_hash = ?,
       failure_json = CASE WHEN content_hash = ? THEN failure_json ELSE NULL END
     WHERE id = ?`,
  );
  for (const row of rows) {
    const next = sendingColumnsOf(context, row, row, change);
    if (
      next.effectiveVoiceId === row.effectiveVoiceId &&
      next.dialectCode === row.dialectCode &&
      next.spokenOf === row.spokenOf &&
      next.contentHash === row.contentHash
    )
      continue;
    update.run(
      next.effectiveVoiceId,
      next.dialectCode,
      next.spokenOf,
      next.spokenHash,
      next.spokenChars,
      next.contentHash,
      next.contentHash,
      row.id,
    );
    if (next.contentHash === row.contentHash) continue;
    moved.add(row.chapterId);
    movedBlocks.push(row.id);
  }
  chooseCurrentTakes(work, movedBlocks);
  return moved;
}

/**
 * A block whose hash moved back to one it has a take of (an edit undone, a voice put back) is
 * generated again without a request: its newest take of that hash becomes the chosen one, unless
 * the chosen take is current already.
 */
function chooseCurrentTakes(work: WorkDatabase, blockIds: readonly string[]): void {
  if (blockIds.length === 0) return;
  work.db
    .prepare(
      `INSERT INTO block_choices (block_id, history_id, chosen_at)
       SELECT b.id, (SELECT t.history_id FROM block_takes t WHERE t.block_id = b.id AND t.content_hash = b.content_hash ORDER BY t.created_at DESC, t.history_id DESC LIMIT 1), ?
       FROM blocks b WHERE b.id IN (SELECT value FROM json_each(?))
         AND EXISTS (SELECT 1 FROM block_takes t WHERE t.block_id = b.id AND t.content_hash = b.content_hash)
         AND NOT EXISTS (SELECT 1 FROM block_choices ch JOIN block_takes t ON t.block_id = ch.block_id AND t.history_id = ch.history_id
                         WHERE ch.block_id = b.id AND t.content_hash = b.content_hash)
       ON CONFLICT (block_id) DO UPDATE SET history_id = excluded.history_id, chosen_at = excluded.chosen_at`,
    )
    .run(new Date().toISOString(), JSON.stringify(blockIds));
}

import { mediaPath } from '../../../shared/contract';
import type { StudioError } from '../../../shared/contract';
import type {
  Block,
  BlockCounts,
  BlockStatus,
  BlockTake,
  Chapter,
  ChapterSummary,
  Project,
  ProjectSummary,
} from '../../../shared/model/projects';
import { headOf, readProjectHead } from './project-settings';
import type { WorkDatabase } from './work-database';

/**
 * The work database's rows as the contract's projects, chapters and blocks. Status is computed
 * from the stored hashes: generated iff the chosen take was made from the block's content hash;
 * failed while the last queued generation failed (an edit that moves the hash clears it); new
 * without any take; stale otherwise.
 */

/** What History knows of a take's clip (the cache may not know it yet, or be unavailable). */
export interface ClipFacts {
  durationMs: number | null;
  voiceName: string | null;
}
export type ClipFactsOf = (historyIds: readonly string[]) => Map<string, ClipFacts>;
export const noClipFacts: ClipFactsOf = () => new Map();

const previewChars = 80;

export function previewOf(text: string): string {
  const flat = text.replace(/\s+/gu, ' ').trim();
  return flat.length > previewChars ? `${flat.slice(0, previewChars)}…` : flat;
}

export function statusOf(row: { failure: string | null; contentHash: string; chosenHash: string | null; takeCount: number }): BlockStatus {
  if (row.failure !== null) return 'failed';
  if (row.chosenHash !== null && row.chosenHash === row.contentHash) return 'generated';
  return row.takeCount === 0 ? 'new' : 'stale';
}

interface CountRow {
  chapterId: string;
  blocks: number;
  chars: number;
  failed: number;
  generated: number;
  fresh: number;
}

const countsSql = `SELECT b.chapter_id AS chapterId, COUNT(*) AS blocks, TOTAL(b.written_chars) AS chars,
    TOTAL(b.failure_json IS NOT NULL) AS failed,
    TOTAL(b.failure_json IS NULL AND t.content_hash = b.content_hash) AS generated,
    TOTAL(b.failure_json IS NULL AND NOT EXISTS (SELECT 1 FROM block_takes x WHERE x.block_id = b.id)) AS fresh
  FROM blocks b JOIN chapters c ON c.id = b.chapter_id
  LEFT JOIN block_choices ch ON ch.block_id = b.id
  LEFT JOIN block_takes t ON t.block_id = ch.block_id AND t.history_id = ch.history_id`;

function countsOf(row: CountRow | undefined): BlockCounts {
  if (!row) return { new: 0, generated: 0, stale: 0, failed: 0 };
  return { new: row.fresh, generated: row.generated, failed: row.failed, stale: row.blocks - row.fresh - row.generated - row.failed };
}

interface ChapterRow {
  id: string;
  projectId: string;
  title: string;
  position: number;
  voiceId: string | null;
  dialectCode: string | null;
}

function chapterSummaryOf(row: ChapterRow, counts: CountRow | undefined): ChapterSummary {
  return {
    id: row.id,
    title: row.title,
    position: row.position,
    blockCount: counts?.blocks ?? 0,
    chars: counts?.chars ?? 0,
    counts: countsOf(counts),
    voiceId: row.voiceId,
    dialectCode: row.dialectCode,
  };
}

const chapterColumns = 'id, project_id AS projectId, title, position, voice_id AS voiceId, dialect_code AS dialectCode';

export function chapterSummaries(work: WorkDatabase, projectId: string): ChapterSummary[] {
  const chapters = work.db
    .prepare(`SELECT ${chapterColumns} FROM chapters WHERE project_id = ? ORDER BY position`)
    .all(projectId) as unknown as ChapterRow[];
  const counts = work.db.prepare(`${countsSql} WHERE c.project_id = ? GROUP BY b.chapter_id`).all(projectId) as unknown as CountRow[];
  const byChapter = new Map(counts.map((row) => [row.chapterId, row]));
  return chapters.map((row) => chapterSummaryOf(row, byChapter.get(row.id)));
}

export function chapterSummary(work: WorkDatabase, chapterId: string): ChapterSummary | null {
  const row = work.db.prepare(`SELECT ${chapterColumns} FROM chapters WHERE id = ?`).get(chapterId) as ChapterRow | undefined;
  if (!row) return null;
  const counts = work.db.prepare(`${countsSql} WHERE b.chapter_id = ? GROUP BY b.chapter_id`).get(chapterId) as CountRow | undefined;
  return chapterSummaryOf(row, counts);
}

export function readProject(work: WorkDatabase, projectId: string): Project | null {
  const head = readProjectHead(work, projectId);
  if (!head) return null;
  return { ...head, chapters: chapterSummaries(work, projectId) };
}

export function listProjectSummaries(work: WorkDatabase): ProjectSummary[] {
  const heads = work.db.prepare('SELECT * FROM projects ORDER BY updated_at DESC, id').all() as unknown as Parameters<typeof headOf>[0][];
  const totals = work.db
    .prepare(
      `SELECT c.project_id AS projectId, COUNT(DISTINCT c.id) AS chapters, COUNT(b.id) AS blocks, TOTAL(b.written_chars) AS chars,
         TOTAL(b.failure_json IS NULL AND t.content_hash = b.content_hash) AS generated
       FROM chapters c LEFT JOIN blocks b ON b.chapter_id = c.id
       LEFT JOIN block_choices ch ON ch.block_id = b.id
       LEFT JOIN block_takes t ON t.block_id = ch.block_id AND t.history_id = ch.history_id
       GROUP BY c.project_id`,
    )
    .all() as Array<{ projectId: string; chapters: number; blocks: number; chars: number; generated: number }>;
  const byProject = new Map(totals.map((row) => [row.projectId, row]));
  const firstText = work.db.prepare(
    `SELECT b.text FROM chapters c JOIN blocks b ON b.chapter_id = c.id WHERE c.project_id = ? AND trim(b.text) <> ''
     ORDER BY c.position, b.position LIMIT 1`,
  );
  return heads.map((row) => {
    const total = byProject.get(row.id);
    const first = firstText.get(row.id) as { text: string } | undefined;
    return {
      id: row.id,
      name: row.name,
      chapterCount: total?.chapters ?? 0,
      blockCount: total?.blocks ?? 0,
      generatedCount: total?.generated ?? 0,
      chars: total?.chars ?? 0,
      preview: previewOf(first?.text ?? ''),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  });
}

interface BlockRow {
  id: string;
  chapterId: string;
  position: number;
  text: string;
  speaker: string | null;
  voiceId: string | null;
  effectiveVoiceId: string | null;
  dialectCode: string | null;
  spokenChars: number;
  contentHash: string;
  failure: string | null;
  takeCount: number;
  chosenId: string | null;
  chosenHash: string | null;
  chosenVoiceId: string | null;
  chosenAt: string | null;
}

const blockSelect = `SELECT b.id, b.chapter_id AS chapterId, b.position, b.text, b.speaker, b.voice_id AS voiceId,
    b.effective_voice_id AS effectiveVoiceId, b.dialect_code AS dialectCode, b.spoken_chars AS spokenChars,
    b.content_hash AS contentHash, b.failure_json AS failure,
    (SELECT COUNT(*) FROM block_takes x WHERE x.block_id = b.id) AS takeCount,
    ch.history_id AS chosenId, t.content_hash AS chosenHash, t.voice_id AS chosenVoiceId, t.created_at AS chosenAt
  FROM blocks b
  LEFT JOIN block_choices ch ON ch.block_id = b.id
  LEFT JOIN block_takes t ON t.block_id = ch.block_id AND t.history_id = ch.history_id`;

function parseFailure(json: string | null): StudioError | null {
  if (json === null) return null;
  try {
    return JSON.parse(json) as StudioError;
  } catch {
    return { code: 'INTERNAL', message: 'The last generation of this block failed.' };
  }
}

function blockOf(row: BlockRow, facts: Map<string, ClipFacts>): Block {
  const chosen = row.chosenId;
  const fact = chosen ? facts.get(chosen) : undefined;
  return {
    id: row.id,
    chapterId: row.chapterId,
    position: row.position,
    text: row.text,
    speaker: row.speaker,
    voiceId: row.voiceId,
    effectiveVoiceId: row.effectiveVoiceId,
    dialectCode: row.dialectCode,
    status: statusOf(row),
    failure: parseFailure(row.failure),
    spokenChars: row.spokenChars,
    contentHash: row.contentHash,
    chosenTake: chosen
      ? {
          historyId: chosen,
          createdAt: row.chosenAt ?? '',
          voiceId: row.chosenVoiceId,
          voiceName: fact?.voiceName ?? null,
          durationMs: fact?.durationMs ?? null,
          audioUrl: mediaPath('history', chosen),
          current: row.chosenHash === row.contentHash,
          chosen: true,
        }
      : null,
    takeCount: row.takeCount,
  };
}

export function readBlocksOfChapter(work: WorkDatabase, chapterId: string, factsOf: ClipFactsOf = noClipFacts): Block[] {
  const rows = work.db.prepare(`${blockSelect} WHERE b.chapter_id = ? ORDER BY b.position`).all(chapterId) as unknown as BlockRow[];
  const facts = factsOf(rows.flatMap((row) => (row.chosenId ? [row.chosenId] : [])));
  return rows.map((row) => blockOf(row, facts));
}

export function readBlocks(work: WorkDatabase, blockIds: readonly string[], factsOf: ClipFactsOf = noClipFacts): Block[] {
  const rows = work.db
    .prepare(`${blockSelect} WHERE b.id IN (SELECT value FROM json_each(?)) ORDER BY b.chapter_id, b.position`)
    .all(JSON.stringify(blockIds)) as unknown as BlockRow[];
  const facts = factsOf(rows.flatMap((row) => (row.chosenId ? [row.chosenId] : [])));
  const byId = new Map(rows.map((row) => [row.id, blockOf(row, facts)]));
  return blockIds.flatMap((id) => byId.get(id) ?? []);
}

export function readChapter(work: WorkDatabase, chapterId: string, factsOf: ClipFactsOf = noClipFacts): Omit<Chapter, 'render'> | null {
  const summary = chapterSummary(work, chapterId);
  if (!summary) return null;
  const { projectId } = work.db.prepare('SELECT project_id AS projectId FROM chapters WHERE id = ?').get(chapterId) as {
    projectId: string;
  };
  return { ...summary, projectId, blocks: readBlocksOfChapter(work, chapterId, factsOf) };
}

interface TakeRow {
  historyId: string;
  createdAt: string;
  voiceId: string | null;
  contentHash: string;
  blockHash: string;
  chosenId: string | null;
}

/** Every take of a block, oldest first, the chosen and the current ones marked. */
export function readTakes(work: WorkDatabase, blockId: string, factsOf: ClipFactsOf = noClipFacts): BlockTake[] {
  const rows = work.db
    .prepare(
      `SELECT t.history_id AS historyId, t.created_at AS createdAt, t.voice_id AS voiceId, t.content_hash AS contentHash,
         b.content_hash AS blockHash, ch.history_id AS chosenId
       FROM block_takes t JOIN blocks b ON b.id = t.block_id LEFT JOIN block_choices ch ON ch.block_id = t.block_id
       WHERE t.block_id = ? ORDER BY t.created_at, t.history_id`,
    )
    .all(blockId) as unknown as TakeRow[];
  const facts = factsOf(rows.map((row) => row.historyId));
  return rows.map((row) => ({
    historyId: row.historyId,
    createdAt: row.createdAt,
    voiceId: row.voiceId,
    voiceName: facts.get(row.historyId)?.voiceName ?? null,
    durationMs: facts.get(row.historyId)?.durationMs ?? null,
    audioUrl: mediaPath('history', row.historyId),
    current: row.contentHash === row.blockHash,
    chosen: row.chosenId === row.historyId,
  }));
}

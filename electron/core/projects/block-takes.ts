import { fail, ok, type Result, type StudioError } from '../../../shared/contract';
import type { WorkDatabase } from './work-database';
import type { BlockOrigin } from '../../../shared/model/projects';

/**
 * Takes of blocks: every generation of a block is kept as a take with the content hash it was
 * made from, and one take per block is chosen (the one its chapter's render uses). Only a current
 * take (made from what the block would send now) may be chosen.
 */

export interface BlockTakeRecord {
  blockId: string;
  /** The History entry (the service's id) of the clip. */
  historyId: string;
  /** The content hash the clip was made from (the job's), not the block's hash now. */
  contentHash: string;
  voiceId: string | null;
  createdAt?: string;
}

export interface RecordedTake {
  projectId: string;
  chapterId: string;
  /** Whether it became the chosen take (it is current: the block still sends what it was made from). */
  chosen: boolean;
}

interface BlockHashRow {
  contentHash: string;
  chapterId: string;
  projectId: string;
}

function blockHash(work: WorkDatabase, blockId: string): BlockHashRow | null {
  const row = work.db
    .prepare(
      'SELECT b.content_hash AS contentHash, b.chapter_id AS chapterId, c.project_id AS projectId FROM blocks b JOIN chapters c ON c.id = b.chapter_id WHERE b.id = ?',
    )
    .get(blockId) as BlockHashRow | undefined;
  return row ?? null;
}

function choose(work: WorkDatabase, blockId: string, historyId: string, at: string): void {
  work.db
    .prepare(
      `INSERT INTO block_choices (block_id, history_id, chosen_at) VALUES (?, ?, ?)
       ON CONFLICT (block_id) DO UPDATE SET history_id = excluded.history_id, chosen_at = excluded.chosen_at`,
    )
    .run(blockId, historyId, at);
}

/**
 * Keeps a clip as a take of a block with the hash it was made from, in one transaction; it becomes
 * the chosen take, and the block's failure is cleared, when the block still sends exactly that
 * (an edit made while it was generating leaves the new take stale, the old choice in place).
 * Null when the block no longer exists (deleted while it was generating; the clip stays in History).
 * Recording the same clip twice changes nothing.
 */
export function recordBlockTake(work: WorkDatabase, take: BlockTakeRecord, now = new Date()): RecordedTake | null {
  return work.transaction(() => {
    const block = blockHash(work, take.blockId);
    if (!block) return null;
    const at = take.createdAt ?? now.toISOString();
    work.db
      .prepare('INSERT OR IGNORE INTO block_takes (block_id, history_id, content_hash, voice_id, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(take.blockId, take.historyId, take.contentHash, take.voiceId, at);
    const current = block.contentHash === take.contentHash;
    if (current) {
      choose(work, take.blockId, take.historyId, now.toISOString());
      work.db.prepare('UPDATE blocks SET failure_json = NULL WHERE id = ?').run(take.blockId);
    }
    return { projectId: block.projectId, chapterId: block.chapterId, chosen: current };
  });
}

/**
 * The block's take of exactly this hash, if one exists: the queue asks before sending, so a block
 * is sent at most once per content hash.
 */
export function takeOfHash(work: WorkDatabase, blockId: string, contentHash: string): string | null {
  const row = work.db
    .prepare('SELECT history_id AS historyId FROM block_takes WHERE block_id = ? AND content_hash = ? ORDER BY created_at DESC LIMIT 1')
    .get(blockId, contentHash) as { historyId: string } | undefined;
  return row?.historyId ?? null;
}

/**
 * Marks a block failed with the reason, if it still sends what the failed job was for (an edit
 * since then has made it new or stale again). Answers where it is, or null when nothing changed.
 */
export function recordBlockFailure(
  work: WorkDatabase,
  blockId: string,
  contentHash: string,
  error: StudioError,
): Omit<RecordedTake, 'chosen'> | null {
  const block = blockHash(work, blockId);
  if (!block || block.contentHash !== contentHash) return null;
  work.db.prepare('UPDATE blocks SET failure_json = ? WHERE id = ?').run(JSON.stringify(error), blockId);
  return { projectId: block.projectId, chapterId: block.chapterId };
}

export function chooseBlockTake(work: WorkDatabase, blockId: string, historyId: string, now = new Date()): Result<RecordedTake> {
  const block = blockHash(work, blockId);
  if (!block) return fail('NOT_FOUND', 'This block no longer exists.', { field: 'blockId' });
  const take = work.db
    .prepare('SELECT content_hash AS contentHash FROM block_takes WHERE block_id = ? AND history_id = ?')
    .get(blockId, historyId) as { contentHash: string } | undefined;
  if (!take) return fail('NOT_FOUND', 'This clip is not a take of this block.', { field: 'historyId' });
  if (take.contentHash !== block.contentHash) {
    return fail(
      'VALIDATION',
      'This take was made from an earlier text, voice or settings of the block; generate the block again to use what it says now.',
      {
        field: 'historyId',
        messageKey: 'projects.TAKE_NOT_CURRENT',
      },
    );
  }
  choose(work, blockId, historyId, now.toISOString());
  return ok({ projectId: block.projectId, chapterId: block.chapterId, chosen: true });
}

/**
 * History entries gone from the service (deleted, or found missing by a sync): their take links go,
 * and a block that had one chosen gets its newest take left of the same hash, if any. Answers the
 * chapters touched.
 */
export function forgetBlockTakes(work: WorkDatabase, historyIds: readonly string[]): Array<{ projectId: string; chapterId: string }> {
  if (historyIds.length === 0) return [];
  const ids = JSON.stringify(historyIds);
  return work.transaction(() => {
    const touched = work.db
      .prepare(
        `SELECT DISTINCT c.project_id AS projectId, b.chapter_id AS chapterId FROM block_takes t JOIN blocks b ON b.id = t.block_id
         JOIN chapters c ON c.id = b.chapter_id WHERE t.history_id IN (SELECT value FROM json_each(?))`,
      )
      .all(ids) as Array<{ projectId: string; chapterId: string }>;
    const orphaned = work.db
      .prepare('SELECT block_id AS blockId FROM block_choices WHERE history_id IN (SELECT value FROM json_each(?))')
      .all(ids) as Array<{ blockId: string }>;
    work.db.prepare('DELETE FROM block_choices WHERE history_id IN (SELECT value FROM json_each(?))').run(ids);
    work.db.prepare('DELETE FROM block_takes WHERE history_id IN (SELECT value FROM json_each(?))').run(ids);
    const replace = work.db.prepare(
      `INSERT INTO block_choices (block_id, history_id, chosen_at)
       SELECT t.block_id, t.history_id, ? FROM block_takes t JOIN blocks b ON b.id = t.block_id
       WHERE t.block_id = ? AND t.content_hash = b.content_hash ORDER BY t.created_at DESC LIMIT 1`,
    );
    const at = new Date().toISOString();
    for (const { blockId } of orphaned) replace.run(at, blockId);
    return touched;
  });
}

/**
 * The block each take belongs to, named as History shows it (its project, chapter, place and
 * whether it is in use) and for "Open in editor"; a take shared by a duplicate names the oldest block.
 */
export function blockOriginsOf(work: WorkDatabase, historyIds: readonly string[]): Map<string, BlockOrigin> {
  const rows = work.db
    .prepare(
      `SELECT t.history_id AS historyId, c.project_id AS projectId, b.chapter_id AS chapterId, b.id AS blockId,
         p.name AS projectName, c.title AS chapterTitle, b.position + 1 AS blockNumber,
         (ch.history_id IS NOT NULL AND ch.history_id = t.history_id) AS inUse
       FROM block_takes t JOIN blocks b ON b.id = t.block_id JOIN chapters c ON c.id = b.chapter_id
       JOIN projects p ON p.id = c.project_id LEFT JOIN block_choices ch ON ch.block_id = b.id
       WHERE t.history_id IN (SELECT value FROM json_each(?)) ORDER BY b.rowid DESC`,
    )
    .all(JSON.stringify(historyIds)) as Array<Omit<BlockOrigin, 'inUse'> & { historyId: string; inUse: number }>;
  // Newest rows first, so the oldest block of a take is the one left in the map.
  return new Map(rows.map(({ historyId, inUse, ...origin }) => [historyId, { ...origin, inUse: inUse === 1 }]));
}

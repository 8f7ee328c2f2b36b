import type { VoiceRate } from '../../../../shared/model/projects';
import { languageRates } from '../estimate';
import { notCurrentUnless, type JobScope } from '../queue-jobs';
import type { WorkDatabase } from '../work-database';
import type { JobPick } from './job-store';

/**
 * Which blocks a start queues: those blocksToQueue would send (something to say; no current chosen
 * take, or failed last time), in reading order, less those a job is already waiting for (queued,
 * or out with the same hash: a second "Generate again" while one waits adds nothing). Only stored columns are read here, so queuing a 2,000-block project
 * runs no read-as; what is sent is read fresh from the block when its turn comes (job-sending.ts).
 */

interface PickRow {
  blockId: string;
  contentHash: string;
  spokenChars: number;
  voiceId: string | null;
  dialectCode: string | null;
}

export function pickBlocks(
  work: WorkDatabase,
  projectId: string,
  scope: JobScope,
  rates: { voices: readonly VoiceRate[]; speed: number },
): JobPick[] {
  const where = [
    'c.project_id = ?',
    'b.spoken_chars > 0',
    ...notCurrentUnless(scope),
    `NOT EXISTS (SELECT 1 FROM queue_jobs j WHERE j.block_id = b.id
       AND (j.state = 'queued' OR (j.state IN ('sending', 'unsure') AND j.content_hash = b.content_hash)))`,
  ];
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
      `SELECT b.id AS blockId, b.content_hash AS contentHash, b.spoken_chars AS spokenChars, b.effective_voice_id AS voiceId,
         b.dialect_code AS dialectCode
       FROM blocks b JOIN chapters c ON c.id = b.chapter_id
       LEFT JOIN block_choices ch ON ch.block_id = b.id
       LEFT JOIN block_takes t ON t.block_id = ch.block_id AND t.history_id = ch.history_id
       WHERE ${where.join(' AND ')} ORDER BY c.position, b.position`,
    )
    .all(...params) as unknown as PickRow[];
  const measured = new Map(rates.voices.map((rate) => [rate.voiceId, rate.charsPerSecond]));
  return rows.map((row) => {
    const fallback = languageRates[row.dialectCode === 'en' ? 'en' : 'ar'] * (rates.speed || 1);
    const charsPerSecond = (row.voiceId !== null ? measured.get(row.voiceId) : undefined) ?? fallback;
    return {
      blockId: row.blockId,
      contentHash: row.contentHash,
      spokenChars: row.spokenChars,
      expectedMs: Math.round((row.spokenChars / charsPerSecond) * 1000),
      again: scope.again === true,
    };
  });
}

import { mediaPath } from '../../../../shared/contract';
import type { DraftTakes, Take } from '../../../../shared/model/takes';
import type { CacheDatabase } from '../../cache';
import { pieceOfDraft } from './pieces-store';

/**
 * Takes of a draft's parts and the chosen take per (draft, part), as the Script screen (before
 * issue 30) kept them in the cache's script_takes and script_take_choices (migration 011, mirrored
 * into choices.json). Part 0 of a short script is the whole script. Read once, when a draft becomes
 * a project (../draft-migration.ts); nothing writes them any more.
 */

interface TakeRow {
  historyId: string;
  draftId: string;
  partIndex: number;
  text: string;
  voiceId: string | null;
  createdAt: string;
  chosen: number;
  durationMs: number | null;
  voiceName: string | null;
}

/** Every take of the draft, by part and then oldest first, with the draft's newest piece. */
export function listTakes(cache: CacheDatabase, draftId: string): DraftTakes {
  const rows = cache.db
    .prepare(
      `SELECT t.history_id AS historyId, t.draft_id AS draftId, t.part_index AS partIndex, t.text, t.voice_id AS voiceId, t.created_at AS createdAt,
         (c.history_id IS NOT NULL) AS chosen, h.duration_ms AS durationMs, h.voice_name AS voiceName
       FROM script_takes t
       LEFT JOIN script_take_choices c ON c.draft_id = t.draft_id AND c.part_index = t.part_index AND c.history_id = t.history_id
       LEFT JOIN history_entries h ON h.id = t.history_id
       WHERE t.draft_id = ? ORDER BY t.part_index, t.created_at, t.history_id`,
    )
    .all(draftId) as unknown as TakeRow[];
  return { draftId, takes: rows.map(toTake), piece: pieceOfDraft(cache, draftId) };
}

const toTake = ({ chosen, ...row }: TakeRow): Take => ({ ...row, chosen: chosen === 1, audioUrl: mediaPath('history', row.historyId) });

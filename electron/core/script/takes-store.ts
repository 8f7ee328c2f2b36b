import { fail, mediaPath, ok, type Result } from '../../../shared/contract';
import type { TakeOrigin } from '../../../shared/model/history';
import type { DraftTakes, Take } from '../../../shared/model/takes';
import type { CacheDatabase } from '../cache';
import { pieceOfDraft } from './pieces-store';

/**
 * Takes of a draft's parts and the chosen take per (draft, part), in the cache's script_takes and
 * script_take_choices (migration 011, mirrored into choices.json). Part 0 of a short script is the
 * whole script; the text a take was made from tells which of a draft's takes fit a part now.
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

/** Keeps a new generation as a take of the draft's part and makes it the chosen one (the newest take is what was just asked for). */
export function recordTake(
  cache: CacheDatabase,
  take: TakeOrigin & { historyId: string; text: string; voiceId: string },
  now = new Date(),
): void {
  const at = now.toISOString();
  cache.transaction(() => {
    cache.db
      .prepare(
        'INSERT OR REPLACE INTO script_takes (history_id, draft_id, part_index, text, voice_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(take.historyId, take.draftId, take.partIndex, take.text, take.voiceId, at);
    choose(cache, take.draftId, take.partIndex, take.historyId, at);
  });
}

function choose(cache: CacheDatabase, draftId: string, partIndex: number, historyId: string, at: string): void {
  cache.db
    .prepare(
      `INSERT INTO script_take_choices (draft_id, part_index, history_id, chosen_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (draft_id, part_index) DO UPDATE SET history_id = excluded.history_id, chosen_at = excluded.chosen_at`,
    )
    .run(draftId, partIndex, historyId, at);
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

/**
 * Makes a kept take the chosen one of its part. Only a take of what the draft says now may be
 * chosen: of the part's current text (and, in a long script, its voice), else the join would say
 * words the script no longer has (and would not use it anyway). `draftText` is the draft as saved:
 * its newest piece is its long script only while the piece's parts still make up that text.
 */
export function chooseTake(
  cache: CacheDatabase,
  origin: TakeOrigin & { historyId: string },
  draftText: string,
  now = new Date(),
): Result<DraftTakes> {
  const take = cache.db
    .prepare('SELECT draft_id AS draftId, part_index AS partIndex, text, voice_id AS voiceId FROM script_takes WHERE history_id = ?')
    .get(origin.historyId) as { draftId: string; partIndex: number; text: string; voiceId: string | null } | undefined;
  const part = `part ${origin.partIndex + 1}`;
  if (!take || take.draftId !== origin.draftId || take.partIndex !== origin.partIndex) {
    return fail('NOT_FOUND', `This clip is not a take of ${part} of this draft.`, { field: 'historyId' });
  }
  const piece = pieceOfDraft(cache, origin.draftId);
  const long = piece !== null && piece.parts.map((p) => p.text).join('') === draftText ? piece : null;
  const expected = long ? long.parts[origin.partIndex]?.text : origin.partIndex === 0 ? draftText : undefined;
  if (take.text !== expected) {
    return fail('VALIDATION', `This take was made from an earlier text of ${part}; regenerate the part to use its current text.`, {
      field: 'historyId',
      messageKey: 'TakeOfEarlierText',
    });
  }
  if (long && take.voiceId !== long.voiceId) {
    return fail(
      'VALIDATION',
      `This take of ${part} is in another voice than the long script now uses; regenerate the part in this voice.`,
      {
        field: 'historyId',
        messageKey: 'TakeOfOtherVoice',
      },
    );
  }
  choose(cache, origin.draftId, origin.partIndex, origin.historyId, now.toISOString());
  return ok(listTakes(cache, origin.draftId));
}

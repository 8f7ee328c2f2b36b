import type { DialectNames, HistoryItem } from '../../../../shared/model/history';
import { mediaPath } from '../../../../shared/contract';

/**
 * What a history list reads of each row it returns, beside the row itself: the dialect's names,
 * the written text, and the take it is (with its part and whether its draft uses it). Every
 * addition is a seek of a small index per returned row, never per row looked at.
 */
export interface Row {
  sortKey: number;
  id: string;
  script: string;
  written: string | null;
  voiceId: string | null;
  voiceName: string;
  dialectCode: string | null;
  language: string | null;
  createdAt: string;
  durationMs: number | null;
  audioCached: number;
  dialectEn: string | null;
  dialectAr: string | null;
  takeDraftId: string | null;
  takePartIndex: number | null;
  takeInUse: number | null;
  takeOfPart: number | null;
}

/**
 * The catalogue's names of a dialect code, as columns dialectEn and dialectAr (NULL when the
 * catalogue lacks the code: not loaded yet, or a code it no longer lists): two seeks of the
 * catalogue's small indexes per returned row (`npm run bench -- history`, "one 100-row page").
 * The catalogue's code column is not unique, so the join goes through one dialect of the code:
 * a row is never doubled. (Ordering that subquery by position would sort per row, for a case the
 * service does not produce.)
 */
export const dialectJoin = (code: string) => `LEFT JOIN catalogue_dialects d ON d.id =
  (SELECT c.id FROM catalogue_dialects c WHERE c.code = ${code} LIMIT 1)`;
export const dialectColumns = 'd.name AS dialectEn, COALESCE(d.name_ar, d.name) AS dialectAr';

export const namesOf = (en: string | null, ar: string | null): DialectNames | null => (en === null ? null : { en, ar: ar ?? en });

/**
 * Whether a take is of a part of a long script rather than of the whole script: a part after the
 * first, or the first part of a piece of its draft that has a second part (the take made for it,
 * or one of the same text). A short script's take, and a one-part piece's, is of the draft.
 */
const takeOfPart = `CASE WHEN t.history_id IS NOT NULL THEN (t.part_index > 0 OR EXISTS (SELECT 1 FROM script_pieces p
    JOIN script_piece_parts one ON one.piece_id = p.id AND one.position = 0
    JOIN script_piece_parts two ON two.piece_id = p.id AND two.position = 1
    WHERE p.draft_id = t.draft_id AND (one.history_id = t.history_id OR one.text = t.text))) END`;

export const rowColumns = `h.sort_key AS sortKey, h.id, h.script,
  CASE WHEN w.text <> h.script THEN w.text END AS written, h.voice_id AS voiceId, h.voice_name AS voiceName,
  h.dialect_code AS dialectCode, h.language, h.created_at AS createdAt, h.duration_ms AS durationMs,
  (h.audio_hash IS NOT NULL) AS audioCached, ${dialectColumns}, t.draft_id AS takeDraftId, t.part_index AS takePartIndex,
  (chosen.history_id IS NOT NULL) AS takeInUse, ${takeOfPart} AS takeOfPart`;

/**
 * The text it was written as (migration 013), and the take it is with its part's choice
 * (script_takes, script_take_choices): primary-key seeks, so History can name the draft, say
 * whether the take is in use, and open it in the editor.
 */
export const rowJoins = `${dialectJoin('h.dialect_code')}
    LEFT JOIN history_written w ON w.history_id = h.id
    LEFT JOIN script_takes t ON t.history_id = h.id
    LEFT JOIN script_take_choices chosen
      ON chosen.draft_id = t.draft_id AND chosen.part_index = t.part_index AND chosen.history_id = t.history_id`;

/**
 * A row as the list shows it; a take's draft name is filled in by the caller (drafts live in
 * files). Built field by field: a rest-and-spread copy of each row cost a fifth of a page's time.
 */
export function toItem(row: Row): HistoryItem {
  const item: HistoryItem = {
    id: row.id,
    script: row.script,
    voiceId: row.voiceId,
    voiceName: row.voiceName,
    dialectCode: row.dialectCode,
    dialectName: namesOf(row.dialectEn, row.dialectAr),
    language: row.language,
    createdAt: row.createdAt,
    durationMs: row.durationMs,
    audioCached: row.audioCached === 1,
    audioUrl: mediaPath('history', row.id),
  };
  if (row.written !== null) item.written = row.written;
  if (row.takeDraftId !== null && row.takePartIndex !== null) {
    item.origin = { draftId: row.takeDraftId, partIndex: row.takePartIndex };
    item.take = { draftName: null, part: row.takeOfPart === 1 ? row.takePartIndex + 1 : null, inUse: row.takeInUse === 1 };
  }
  return item;
}

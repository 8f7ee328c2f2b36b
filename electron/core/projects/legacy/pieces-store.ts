import type { ScriptConfig, ScriptPiece } from '../../../../shared/model/script';
import { mediaPath } from '../../../../shared/contract';
import type { CacheDatabase } from '../../cache';

/**
 * Long scripts the Script screen (before issue 30) kept as one piece: the parts in order, each
 * linked to the history entry generated for it, in the cache's script_pieces and
 * script_piece_parts. Read once, when a draft becomes a project (../draft-migration.ts); nothing
 * writes them any more.
 */

interface PieceRow {
  id: string;
  name: string;
  draftId: string | null;
  voiceId: string;
  voiceName: string | null;
  config: string | null;
  dictionaryIds: string;
  createdAt: string;
}

interface PartRow {
  position: number;
  text: string;
  historyId: string | null;
}

/**
 * The parts in order, each with the take the join uses: the draft's chosen take for that part when
 * it was generated from the part's current text in the piece's voice, else the part's last generated entry (a piece
 * without a draft, or a part never chosen). The one place that answers "which audio is this part".
 */
export function getPieceParts(cache: CacheDatabase, pieceId: string): PartRow[] {
  return cache.db
    .prepare(
      `SELECT pp.position, pp.text, COALESCE(
         (SELECT c.history_id FROM script_take_choices c JOIN script_takes t ON t.history_id = c.history_id
          WHERE c.draft_id = p.draft_id AND c.part_index = pp.position AND t.text = pp.text AND t.voice_id = p.voice_id),
         pp.history_id) AS historyId
       FROM script_piece_parts pp JOIN script_pieces p ON p.id = pp.piece_id
       WHERE pp.piece_id = ? ORDER BY pp.position`,
    )
    .all(pieceId) as unknown as PartRow[];
}

export function getPiece(cache: CacheDatabase, pieceId: string): ScriptPiece | null {
  const row = cache.db
    .prepare(
      `SELECT id, name, draft_id AS draftId, voice_id AS voiceId, voice_name AS voiceName, config, dictionary_ids AS dictionaryIds, created_at AS createdAt
       FROM script_pieces WHERE id = ?`,
    )
    .get(pieceId) as PieceRow | undefined;
  if (!row) return null;
  const parts = getPieceParts(cache, pieceId);
  return {
    id: row.id,
    name: row.name,
    draftId: row.draftId,
    voiceId: row.voiceId,
    voiceName: row.voiceName,
    config: row.config ? (JSON.parse(row.config) as ScriptConfig) : null,
    dictionaryIds: JSON.parse(row.dictionaryIds) as string[],
    parts: parts.map((part) => ({
      index: part.position,
      text: part.text,
      historyId: part.historyId,
      audioUrl: part.historyId ? mediaPath('history', part.historyId) : null,
    })),
    // The joined render is no longer served: a migrated piece's render is its chapter's.
    audioUrl: null,
    createdAt: row.createdAt,
  };
}

/** The draft's newest piece: its long script as last generated. */
export function pieceOfDraft(cache: CacheDatabase, draftId: string): ScriptPiece | null {
  const row = cache.db
    .prepare('SELECT id FROM script_pieces WHERE draft_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1')
    .get(draftId) as { id: string } | undefined;
  return row ? getPiece(cache, row.id) : null;
}

import { randomUUID } from 'node:crypto';
import type { ScriptConfig, ScriptPiece } from '../../../shared/model/script';
import { mediaPath } from '../../../shared/contract';
import type { CacheDatabase } from '../cache';

/**
 * Long scripts kept as one piece: the parts in order, each linked to the history entry generated
 * for it. The piece is complete (and its joined audio exists) once every part has an entry.
 */

export interface NewPiece {
  name: string;
  voiceId: string;
  voiceName?: string | undefined;
  config?: ScriptConfig | undefined;
  dictionaryIds?: string[] | undefined;
  parts: string[];
  draftId?: string | undefined;
}

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

export function createPiece(cache: CacheDatabase, piece: NewPiece, now = new Date()): ScriptPiece {
  const id = randomUUID();
  cache.transaction(() => {
    cache.db
      .prepare(
        `INSERT INTO script_pieces (id, name, draft_id, voice_id, voice_name, config, dictionary_ids, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id,
        piece.name,
        piece.draftId ?? null,
        piece.voiceId,
        piece.voiceName ?? null,
        piece.config ? JSON.stringify(piece.config) : null,
        JSON.stringify(piece.dictionaryIds ?? []),
        now.toISOString(),
      );
    insertParts(cache, id, piece.parts, 0);
  });
  return getPiece(cache, id)!;
}

function insertParts(cache: CacheDatabase, pieceId: string, parts: readonly string[], from: number): void {
  const insert = cache.db.prepare('INSERT INTO script_piece_parts (piece_id, position, text, history_id) VALUES (?, ?, ?, NULL)');
  for (let position = from; position < parts.length; position++) insert.run(pieceId, position, parts[position]!);
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
  const complete = parts.length > 0 && parts.every((part) => part.historyId !== null);
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
    audioUrl: complete ? mediaPath('piece', row.id) : null,
    createdAt: row.createdAt,
  };
}

/**
 * Every piece with at least one generated part, newest first: what History lists as long
 * renders. A piece never generated is only a plan in the editor, not a render.
 */
export function listPieces(cache: CacheDatabase, limit = 200): ScriptPiece[] {
  const ids = cache.db
    .prepare(
      `SELECT p.id FROM script_pieces p
       WHERE EXISTS (SELECT 1 FROM script_piece_parts pp WHERE pp.piece_id = p.id AND pp.history_id IS NOT NULL)
       ORDER BY p.created_at DESC, p.id LIMIT ?`,
    )
    .all(limit) as { id: string }[];
  return ids.map(({ id }) => getPiece(cache, id)).filter((piece): piece is ScriptPiece => piece !== null);
}

/** New texts for a piece's parts; a part whose text changed (or is new) must be generated again. */
export function savePieceParts(cache: CacheDatabase, pieceId: string, parts: readonly string[]): ScriptPiece | null {
  const existing = getPieceParts(cache, pieceId);
  if (!cache.db.prepare('SELECT 1 FROM script_pieces WHERE id = ?').get(pieceId)) return null;
  cache.transaction(() => {
    const update = cache.db.prepare('UPDATE script_piece_parts SET text = ?, history_id = NULL WHERE piece_id = ? AND position = ?');
    for (const part of existing) {
      const text = parts[part.position];
      if (text !== undefined && text !== part.text) update.run(text, pieceId, part.position);
    }
    cache.db.prepare('DELETE FROM script_piece_parts WHERE piece_id = ? AND position >= ?').run(pieceId, parts.length);
    insertParts(cache, pieceId, parts, existing.length);
  });
  return getPiece(cache, pieceId);
}

/** The draft's newest piece: its long script as last generated. */
export function pieceOfDraft(cache: CacheDatabase, draftId: string): ScriptPiece | null {
  const row = cache.db
    .prepare('SELECT id FROM script_pieces WHERE draft_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1')
    .get(draftId) as { id: string } | undefined;
  return row ? getPiece(cache, row.id) : null;
}

export function setPartHistory(cache: CacheDatabase, pieceId: string, position: number, historyId: string): void {
  cache.db.prepare('UPDATE script_piece_parts SET history_id = ? WHERE piece_id = ? AND position = ?').run(historyId, pieceId, position);
}

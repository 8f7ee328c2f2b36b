import { readFile } from 'node:fs/promises';
import { fail, ok, type Result } from '../../../shared/contract/errors';
import { wavDurationMs } from '../audio/wav-duration';
import { getHistoryRow, resolveOwnedClip } from '../history';
import { getPiece, getPieceParts } from '../script';
import type { ProfileSession } from '../session';
import { cuesOf, type CueGrouping, type RenderedPart } from './subtitle-cues';
import { toSrt, toWebVtt } from './subtitle-writers';

/**
 * Subtitles for the joined render of a long script (script/piece-audio.ts joins the parts back
 * to back, no gaps, nothing trimmed): each part lasts as long as its own audio.
 */
export async function pieceSubtitles(
  session: ProfileSession,
  pieceId: string,
  format: 'srt' | 'vtt',
  grouping: CueGrouping,
): Promise<Result<{ name: string; text: string }>> {
  const piece = getPiece(session.cache, pieceId);
  if (!piece) return fail('NOT_FOUND', 'This long script no longer exists.', { field: 'pieceId' });
  const parts: RenderedPart[] = [];
  for (const part of getPieceParts(session.cache, pieceId)) {
    if (!part.historyId) return fail('NOT_FOUND', 'Not every part of this long script has been generated yet.');
    let durationMs = getHistoryRow(session.cache, part.historyId)?.durationMs ?? null;
    if (durationMs === null) {
      const clip = await resolveOwnedClip(session, part.historyId);
      if (!clip.ok) return clip;
      durationMs = wavDurationMs(new Uint8Array(await readFile(clip.value.path)));
    }
    if (durationMs === null) return fail('BAD_RESPONSE', `The length of part ${part.position + 1} cannot be read from its audio.`);
    parts.push({ text: part.text, durationMs });
  }
  const cues = cuesOf(parts, grouping);
  const base = piece.name.trim() || 'subtitles';
  return ok({ name: `${base}.${format}`, text: format === 'srt' ? toSrt(cues) : toWebVtt(cues) });
}

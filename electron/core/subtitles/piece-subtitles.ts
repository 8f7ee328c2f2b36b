import { open } from 'node:fs/promises';
import { fail, ok, type Result } from '../../../shared/contract/errors';
import type { ScriptPiece } from '../../../shared/model/script';
import { pausesOfPart, stripPauseMarkers } from '../../../shared/text';
import { wavDurationMs } from '../audio/wav-duration';
import { getHistoryRow, resolveOwnedClip } from '../history';
import { getPiece, getPieceParts } from '../script';
import type { ProfileSession } from '../session';
import { cuesOf, type Cue, type CueGrouping, type RenderedPart } from './subtitle-cues';
import { toSrt, toWebVtt } from './subtitle-writers';

export type SubtitleFormat = 'srt' | 'vtt';

/** Enough of a clip to find its data chunk (a TTS clip's header is 44 bytes; tags may add some). */
const headerBytes = 64 * 1024;

async function clipLengthMs(path: string): Promise<number | null> {
  const file = await open(path, 'r');
  try {
    const size = (await file.stat()).size;
    const header = new Uint8Array(Math.min(size, headerBytes));
    await file.read(header, 0, header.byteLength, 0);
    return wavDurationMs(header, size);
  } finally {
    await file.close();
  }
}

/**
 * How long one part's speech lasts in the join: from its cached clip's header (what the join
 * copied), else the length the history row keeps, else from the clip fetched again.
 */
async function partLengthMs(session: ProfileSession, historyId: string): Promise<Result<number | null>> {
  const cached = await resolveOwnedClip(session, historyId);
  if (cached.ok) return ok(await clipLengthMs(cached.value.path));
  const kept = getHistoryRow(session.cache, historyId)?.durationMs ?? null;
  if (kept !== null) return ok(kept);
  const fetched = await resolveOwnedClip(session, historyId, true);
  return fetched.ok ? ok(await clipLengthMs(fetched.value.path)) : fetched;
}

/**
 * The cues of a long script's joined render, timed as script/piece-audio.ts lays the join out:
 * each part's silence before (pause markers ahead of its words), its speech, its silence after,
 * back to back. Cue text is the part as written, without its pause markers.
 */
export async function pieceCues(
  session: ProfileSession,
  pieceId: string,
  grouping: CueGrouping,
): Promise<Result<{ piece: ScriptPiece; cues: Cue[] }>> {
  const piece = getPiece(session.cache, pieceId);
  if (!piece) return fail('NOT_FOUND', 'This long script no longer exists.', { field: 'pieceId' });
  const parts: RenderedPart[] = [];
  for (const part of getPieceParts(session.cache, pieceId)) {
    if (!part.historyId) return fail('NOT_FOUND', 'Not every part of this long script has been generated yet.');
    const length = await partLengthMs(session, part.historyId);
    if (!length.ok) return length;
    if (length.value === null) return fail('BAD_RESPONSE', `The length of part ${part.position + 1} cannot be read from its audio.`);
    const pauses = pausesOfPart(part.text);
    parts.push({ text: stripPauseMarkers(part.text), durationMs: length.value, beforeMs: pauses.beforeMs, afterMs: pauses.afterMs });
  }
  return ok({ piece, cues: cuesOf(parts, grouping) });
}

export function subtitleText(cues: readonly Cue[], format: SubtitleFormat): string {
  return format === 'srt' ? toSrt(cues) : toWebVtt(cues);
}

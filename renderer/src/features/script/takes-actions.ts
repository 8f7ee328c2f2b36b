import { scriptCharLimit } from '../../../../shared/model/script';
import type { Take } from '../../../../shared/model/takes';
import { needsSplitting } from '../../../../shared/text';
import { player, switchClip } from '../../audio';
import { takeOriginForScript } from '../../store';
import { activeStudio } from '../../transport';
import { flushDraft, openDraft } from './draft-actions';
import { splitIntoParts } from './parts-actions';
import { getScript, setScript } from './script-state';
import { draftMeasure } from './spoken-length';

/**
 * Takes of the open draft: every generation of a part (part 0 of a short script is the whole
 * script) is kept, one per part is chosen, and the joined recording uses the chosen ones. The
 * list is read from the core whenever the draft or its takes change, never kept only here.
 */

/** Reads the open draft's takes (after opening it, after a generation, after a choice). */
export async function loadTakes(): Promise<void> {
  const draftId = getScript().draft?.id;
  if (!draftId) return setScript({ takes: [], draftPiece: null });
  const listed = await activeStudio().takes.list({ draftId });
  // The user may have opened another draft meanwhile: its own load answers for it.
  if (getScript().draft?.id !== draftId) return;
  if (listed.ok) setScript({ takes: listed.value.takes, draftPiece: listed.value.piece, takesError: null });
  else setScript({ takesError: listed.error });
}

/**
 * The takes of one part made from the text it has now (and, in a long script, in its voice): a take
 * of older words or of another voice cannot stand in for it.
 */
export function takesOfPart(takes: readonly Take[], partIndex: number, text: string, voiceId?: string): Take[] {
  return takes.filter((take) => take.partIndex === partIndex && take.text === text && (voiceId === undefined || take.voiceId === voiceId));
}

/** "Use this take": the joined recording (and the part's result) uses it from now on. */
export async function chooseTake(take: Take): Promise<void> {
  // The core checks the take against the draft as saved: the text on screen must be saved first.
  if (!(await flushDraft())) return;
  const chosen = await activeStudio().takes.choose({ draftId: take.draftId, partIndex: take.partIndex, historyId: take.historyId });
  if (!chosen.ok) return setScript({ takesError: chosen.error });
  const { piece } = getScript();
  setScript({
    takes: chosen.value.takes,
    draftPiece: chosen.value.piece,
    takesError: null,
    // The parts panel shows the piece it generates; the same piece now has another take in the join.
    ...(piece && chosen.value.piece?.id === piece.id ? { piece: chosen.value.piece } : {}),
  });
}

export function playTake(take: Take, label: string): void {
  player.play({ id: take.historyId, src: take.audioUrl, title: label, kind: 'long' });
}

/**
 * A/B: plays the other take from where the current one is, so the same words are heard in both.
 * From a clip that is not one of the pair, it starts at the beginning.
 */
export function switchTake(to: Take, from: Take, label: string): void {
  switchClip({ id: to.historyId, src: to.audioUrl, title: label, kind: 'long' }, from.historyId);
}

/**
 * "Open in editor" from History: opens the take's draft and, for a long script, its parts with
 * that part's takes open. A draft deleted since says so.
 */
export async function openHandedOrigin(): Promise<void> {
  const origin = takeOriginForScript();
  if (!origin) return;
  if (getScript().draft?.id !== origin.draftId) {
    if (!getScript().drafts.some((draft) => draft.id === origin.draftId)) {
      return setScript({
        takesError: { code: 'NOT_FOUND', message: 'The draft this clip came from was deleted.', messageKey: 'TakeDraftGone' },
      });
    }
    await openDraft(origin.draftId);
    if (getScript().draft?.id !== origin.draftId) return;
  }
  await loadTakes();
  const { draft, draftPiece, parts } = getScript();
  const text = draft?.text ?? '';
  const pieceIsText = draftPiece !== null && draftPiece.parts.map((part) => part.text).join('') === text;
  if (parts === null && (needsSplitting(text, scriptCharLimit, draftMeasure()) || pieceIsText)) splitIntoParts();
  setScript({ takesFocus: origin.partIndex });
}

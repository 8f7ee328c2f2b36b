import { scriptCharLimit } from '../../../../shared/model/script';
import { splitScript } from '../../../../shared/text';
import { changeDraft } from './draft-actions';
import { getScript, setScript } from './script-state';
import { draftMeasure } from './spoken-length';

/**
 * A long script's parts as the user reviews them before generating: split, edited, closed.
 * Generating them is generation-actions.ts; reopening a take's part is takes-actions.ts: both use
 * this file, neither the other.
 */

/**
 * Over the limit: show the script as parts cut at sentence ends, for review and editing, each at
 * most the limit as it will be sent (read-as applied), not as typed. The draft's last generated
 * piece, when its parts still make up this text, carries on with its parts (and their takes),
 * also after a restart.
 */
export function splitIntoParts(): void {
  const { draft, draftPiece } = getScript();
  const text = draft?.text ?? '';
  const kept = draftPiece && draftPiece.parts.map((part) => part.text).join('') === text ? draftPiece : null;
  const parts = kept ? kept.parts.map((part) => part.text) : splitScript(text, scriptCharLimit, draftMeasure());
  setScript({ parts, piece: kept, generationError: null });
}

/** Editing a part edits the draft too: the parts always join back to the draft's text. */
export function editPart(index: number, text: string): void {
  const parts = getScript().parts;
  if (!parts) return;
  const next = parts.map((part, i) => (i === index ? text : part));
  setScript({ parts: next });
  changeDraft({ text: next.join('') });
}

export function closeParts(): void {
  setScript({ parts: null, piece: null, generationError: null });
}

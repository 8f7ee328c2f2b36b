import { applyTashkeel, stripTashkeelInRange, type TashkeelMark, type TextEdit } from '../../../../shared/text';
import { changeDraft } from './draft-actions';
import { getScript } from './script-state';

/**
 * Tashkeel edits on the open draft. Each returns the edit (or null when there was nothing to do)
 * so the editor can restore the selection over the same letters.
 */
export function markSelection(start: number, end: number, mark: TashkeelMark): TextEdit | null {
  const text = getScript().draft?.text;
  if (text === undefined || start === end) return null;
  const edit = applyTashkeel(text, start, end, mark);
  if (edit.text !== text) changeDraft({ text: edit.text });
  return edit;
}

/** Strips marks from the selection, or from the whole script when `start === end`. */
export function stripMarks(start: number, end: number): TextEdit | null {
  const text = getScript().draft?.text;
  if (text === undefined) return null;
  const edit = stripTashkeelInRange(text, start, end);
  if (edit.text !== text) changeDraft({ text: edit.text });
  return edit;
}

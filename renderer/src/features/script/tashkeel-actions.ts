import { applyTashkeel, stripTashkeelInRange, type TashkeelMark, type TextEdit } from '../../../../shared/text';
import { changeDraft } from './draft-actions';
import { getScript } from './script-state';

/**
 * Tashkeel edits on the open draft: each returns the edit (or null when there is nothing to do) for
 * the palette to write into the textarea (native-edit.ts), so it can be undone like typing.
 */
export function markSelection(start: number, end: number, mark: TashkeelMark): TextEdit | null {
  const text = getScript().draft?.text;
  if (text === undefined || start === end) return null;
  const edit = applyTashkeel(text, start, end, mark);
  return edit.text === text ? null : edit;
}

/** Strips marks from the selection, or from the whole script when `start === end`. */
export function stripMarks(start: number, end: number): TextEdit | null {
  const text = getScript().draft?.text;
  if (text === undefined) return null;
  const edit = stripTashkeelInRange(text, start, end);
  return edit.text === text ? null : edit;
}

/** Where the textarea cannot take the edit as typing: set the draft's text directly (not undoable). */
export function setDraftText(edit: TextEdit): void {
  changeDraft({ text: edit.text });
}

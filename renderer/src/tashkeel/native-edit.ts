import type { TextEdit } from '../../../shared/text';

const isMark = (char: string | undefined) => char !== undefined && /\p{M}/u.test(char);

/**
 * The smallest stretch of `before` that differs from `after` ([start, end) in before, and what
 * replaces it), widened to whole letters with their marks: the browser will not place a selection
 * between a letter and its marks, so a stretch that split one would be replaced in the wrong place.
 */
export function changedStretch(before: string, after: string): { start: number; end: number; insert: string } {
  const shortest = Math.min(before.length, after.length);
  let start = 0;
  while (start < shortest && before[start] === after[start]) start++;
  let tail = 0;
  while (tail < shortest - start && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail++;
  while (start > 0 && (isMark(before[start]) || isMark(after[start]))) start--;
  while (tail > 0 && (isMark(before[before.length - tail]) || isMark(after[after.length - tail]))) tail--;
  return { start, end: before.length - tail, insert: after.slice(start, after.length - tail) };
}

/**
 * Writes a palette edit into the textarea as if typed, so it joins the textarea's own undo stack and
 * Ctrl+Z takes it back like any other edit (a value set from code would empty that stack). The
 * textarea's input event carries the new text to the draft as usual. Returns false where the
 * browser cannot (no execCommand, as in jsdom): the caller then sets the text itself.
 */
export function insertAsTyped(area: HTMLTextAreaElement, edit: TextEdit): boolean {
  const { start, end, insert } = changedStretch(area.value, edit.text);
  if (start === end && insert === '') return true;
  area.focus();
  area.setSelectionRange(start, end);
  // execCommand is deprecated but still the only way to edit a textarea inside its undo history.
  const typed = typeof document.execCommand === 'function' && document.execCommand('insertText', false, insert);
  if (!typed || area.value !== edit.text) return false;
  area.setSelectionRange(edit.selectionStart, edit.selectionEnd);
  return true;
}

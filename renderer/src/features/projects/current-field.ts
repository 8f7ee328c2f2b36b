/**
 * The text field of the block the user was last in (blocks are virtualised, so the store keeps
 * only its id): "Add to lexicon" takes the word selected there. A row that leaves the page lets go
 * of its field, so a selection that is no longer shown is never taken.
 */
export const currentBlockField: { current: HTMLTextAreaElement | null } = { current: null };

export function noteCurrentField(field: HTMLTextAreaElement): void {
  currentBlockField.current = field;
}

export function forgetCurrentField(field: HTMLTextAreaElement | null): void {
  if (field && currentBlockField.current === field) currentBlockField.current = null;
}

/** The current screen's heading (Screen.tsx renders it focusable from script). */
export const currentScreenHeading = () => document.querySelector<HTMLElement>('main .screen-title');

/**
 * Moves focus to the heading of the screen about to show, after a switch made from the keyboard
 * or from a control that disappears with the old screen ("Use this voice"): the next Tab then
 * starts inside the new screen and a screen reader announces where the user now is. The new
 * screen mounts a frame or two later, so this waits for a heading other than `before`.
 */
export function focusNextScreenHeading(before: HTMLElement | null = currentScreenHeading(), attempts = 30): void {
  const heading = currentScreenHeading();
  if (heading && heading !== before) {
    heading.focus();
    return;
  }
  if (attempts > 0) requestAnimationFrame(() => focusNextScreenHeading(before, attempts - 1));
}

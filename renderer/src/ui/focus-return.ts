import { useRef } from 'react';

/**
 * Radix dialogs give focus back to their Trigger on close; ours are mostly opened from code (a
 * shortcut, a toolbar button that sets state, a first-run check), so with no Trigger focus would
 * fall to <body> and a keyboard user would start over from the top. These handlers remember what
 * had focus when the dialog opened and return it there (if it is still in the page).
 */
export function useFocusReturn() {
  const before = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      // Runs as the content mounts, before radix moves focus into it.
      before.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = before.current;
      before.current = null;
      if (target && target.isConnected && target !== document.body) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}

/**
 * After an action that disabled or removed the control that had focus (a switch waiting for the
 * service, a button whose key is gone), the browser drops focus to <body> and a keyboard user
 * starts again from the top of the page. This puts it on `fallback` instead, once React has drawn
 * the action's outcome; focus the user moved on purpose is left where it is.
 */
export function refocusIfLost(fallback: () => HTMLElement | null | undefined): void {
  setTimeout(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const target = fallback();
    if (target?.isConnected) target.focus();
  }, 0);
}

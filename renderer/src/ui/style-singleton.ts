import type { FC } from 'react';

/*
 * Stands in for the react-style-singleton package in the renderer's bundle (an alias in
 * electron.vite.config.ts). Radix's modal layers (Dialog, AlertDialog, a modal DropdownMenu) lock
 * the page's scroll through react-remove-scroll, whose only use of that package is to inject a
 * <style> element each time a layer opens. The UI's CSP (style-src 'self', no inline styles)
 * refuses the element, so it never applied: every dialog only added a console error. The one rule
 * of it that matters, body[data-scroll-locked] { overflow: hidden }, is in styles/base.css, and
 * the studio's body never scrolls (the shell fills the window), so there is no scroll-bar gap to
 * make up. Nothing is injected here; the API is the package's (v2), so the libraries bundle as
 * they are.
 */

interface SheetProps {
  styles: string;
  dynamic?: boolean;
}

/** The package's low-level sheet: add and remove do nothing. */
export const stylesheetSingleton = () => ({
  add: (_css: string): void => undefined,
  remove: (): void => undefined,
});

/** The package's hook: applies nothing. */
export const styleHookSingleton =
  () =>
  (_css: string, _isDynamic?: boolean): void =>
    undefined;

/** The package's component: renders nothing and injects nothing. */
export const styleSingleton = (): FC<SheetProps> => {
  const Sheet: FC<SheetProps> = () => null;
  return Sheet;
};

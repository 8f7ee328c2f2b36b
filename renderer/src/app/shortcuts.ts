import { sectionIds, type Section } from '../store';

/**
 * The studio's global keyboard shortcuts, as a pure mapping from a key event to a command (the
 * listener that acts on them is use-shortcuts.ts). Physical keys (`code`) are used for letter and
 * digit combinations so they work the same on Arabic and Latin keyboard layouts.
 *
 * Choices, and why:
 * - Sections: Alt+1…6. Ctrl/Cmd+1…8 switch browser tabs on every platform (web mode); Alt+digit
 *   clashes with nothing in Electron and only with tab switching in Chromium on Linux.
 * - Play/pause: Alt+P and the media key. Ctrl+Space is the input-source switch on macOS (and an
 *   IME toggle on many Linux desktops), which Arabic/English typists press all the time.
 * - Search: Ctrl/Cmd+F and "/" (outside text fields).
 * - Help: F1 anywhere, "?" (or the Arabic "؟") outside text fields.
 * - Generate: Ctrl/Cmd+Enter, handled by a project's block itself; Ctrl/Cmd+Shift+Enter there
 *   generates it again (a new take).
 * - In a project's block (handled there, before this listener): Alt+P plays or pauses that block,
 *   Alt+↑/↓ move between blocks (Alt+←/→ would be the browser's Back and Forward), Alt+Shift+↑/↓
 *   move the block itself.
 */
export type ShortcutCommand = { kind: 'help' } | { kind: 'section'; section: Section } | { kind: 'search' } | { kind: 'play-pause' };

export interface KeyLike {
  key: string;
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/** The command a key press asks for, or null. `typing`: focus is in a text field (plain keys are text there). */
export function shortcutFor(event: KeyLike, typing: boolean): ShortcutCommand | null {
  const { key, code, altKey, ctrlKey, metaKey } = event;
  if (key === 'F1' && !altKey && !ctrlKey && !metaKey) return { kind: 'help' };
  if (key === 'MediaPlayPause') return { kind: 'play-pause' };
  if (altKey && !ctrlKey && !metaKey) {
    const digit = /^Digit([1-9])$/.exec(code);
    if (digit) {
      const section = sectionIds[Number(digit[1]) - 1];
      return section ? { kind: 'section', section } : null;
    }
    if (code === 'KeyP') return { kind: 'play-pause' };
    return null;
  }
  if ((ctrlKey || metaKey) && !altKey && code === 'KeyF') return { kind: 'search' };
  if (typing || altKey || ctrlKey || metaKey) return null;
  if (key === '?' || key === '؟') return { kind: 'help' };
  if (key === '/') return { kind: 'search' };
  return null;
}

/** Whether keys typed at this element are text (so "?" and "/" must reach it). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'range', 'submit', 'reset', 'file', 'color'].includes(target.type);
  }
  return false;
}

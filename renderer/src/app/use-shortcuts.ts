import { useEffect } from 'react';
import { player } from '../audio';
import { showSection } from '../store';
import { currentScreenHeading, focusNextScreenHeading } from '../ui/focus-screen';
import { isTypingTarget, shortcutFor, type ShortcutCommand } from './shortcuts';

/** A modal (dialog or alert dialog) is open: the page behind it takes no commands. */
function modalOpen(): boolean {
  return document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]') !== null;
}

/** The current screen's search box (the first search field in the main area), focused and selected. */
function focusSearch(): boolean {
  const search = document.querySelector<HTMLInputElement>('main input[type="search"]');
  if (!search) return false;
  search.focus();
  search.select();
  return true;
}

function run(command: ShortcutCommand, openHelp: () => void, current: () => string): boolean {
  switch (command.kind) {
    case 'help':
      openHelp();
      return true;
    case 'section':
      if (command.section === current()) {
        currentScreenHeading()?.focus();
      } else {
        const before = currentScreenHeading();
        showSection(command.section);
        focusNextScreenHeading(before);
      }
      return true;
    case 'search':
      return focusSearch();
    case 'play-pause':
      player.toggle();
      return true;
  }
}

/** Installs the global shortcuts (see shortcuts.ts) on the window for the shell's lifetime. */
export function useShortcuts(openHelp: () => void, currentSection: () => string): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || modalOpen()) return;
      const command = shortcutFor(event, isTypingTarget(event.target));
      if (!command) return;
      // A search shortcut on a screen without a search box leaves the browser's own find alone.
      if (run(command, openHelp, currentSection)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openHelp, currentSection]);
}

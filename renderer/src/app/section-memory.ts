import { isSection, showSection, useStudioStore, type Section } from '../store';

/**
 * The studio reopens on the section it was left on (it used to open on Voices whatever the user
 * was doing). Kept beside the language choice, in the window's local storage: per installation in
 * the desktop app; in web mode per address, which a new run may change.
 */
const storageKey = 'sawt.section';

export function rememberedSection(storage: Pick<Storage, 'getItem'> | undefined): Section | undefined {
  try {
    const value = storage?.getItem(storageKey);
    return isSection(value) ? value : undefined;
  } catch {
    return undefined; // storage denied: start on the first section
  }
}

/** Shows the remembered section now, then remembers every section the user moves to. Returns the unsubscribe. */
export function keepSection(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined): () => void {
  const remembered = rememberedSection(storage);
  if (remembered) showSection(remembered);
  return useStudioStore.subscribe((state, before) => {
    if (state.ui.section === before.ui.section) return;
    try {
      storage?.setItem(storageKey, state.ui.section);
    } catch {
      // Storage full or denied: the section is simply not remembered this time.
    }
  });
}

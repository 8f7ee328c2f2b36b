import { isSection, showSection, useStudioStore, type Section } from '../store';
import { activeStudio } from '../transport';

/**
 * The studio reopens on the section it was left on (it used to open on Voices whatever the user
 * was doing). Kept twice: in the window's local storage, so the first paint is already right, and
 * in the profile's settings in the core (keepSectionInProfile), because web mode's address — and
 * with it the page's storage — is new at each start.
 */
const storageKey = 'sawt.section';

/** A saved section name as a section of today. The Script screen's drafts became projects (issue 30): a studio left there reopens on them. */
function sectionOf(value: unknown): Section | undefined {
  if (value === 'script') return 'projects';
  return isSection(value) ? value : undefined;
}

export function rememberedSection(storage: Pick<Storage, 'getItem'> | undefined): Section | undefined {
  try {
    return sectionOf(storage?.getItem(storageKey));
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

/** Saves the section in the active profile's settings (a failure only means it is not remembered). */
function saveToProfile(section: Section): void {
  void activeStudio()
    .settings.update({ preferences: { lastSection: section } })
    .catch(() => undefined);
}

/**
 * The profile's memory of the section: when its settings first arrive, the section they name is
 * shown unless the user has already moved (then where they went is saved instead); every move
 * after that is saved. Returns the unsubscribe.
 */
export function keepSectionInProfile(save: (section: Section) => void = saveToProfile): () => void {
  const startedOn = useStudioStore.getState().ui.section;
  let loaded = false;
  let restoring = false;
  return useStudioStore.subscribe((state, before) => {
    if (restoring) return;
    if (!loaded) {
      if (!state.account.settings) return;
      loaded = true;
      const saved = sectionOf(state.account.settings.preferences.reopenSection);
      if (state.ui.section !== startedOn) save(state.ui.section);
      else if (saved && saved !== startedOn) {
        restoring = true;
        showSection(saved);
        restoring = false;
      }
      return;
    }
    if (state.ui.section !== before.ui.section) save(state.ui.section);
  });
}

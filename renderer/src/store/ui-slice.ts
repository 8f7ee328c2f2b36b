import type { BlockOrigin } from '../../../shared/model/history';
import type { Language } from '../i18n/language';

/** The sidebar's sections, in display order; each has a folder under features/. Every script is a project (issue 30). */
export const sectionIds = ['voices', 'projects', 'history', 'agent-tools', 'lexicons', 'settings'] as const;
export type Section = (typeof sectionIds)[number];

export function isSection(value: unknown): value is Section {
  return typeof value === 'string' && (sectionIds as readonly string[]).includes(value);
}

export interface UiSlice {
  section: Section;
  /** The interface language; i18next and <html lang dir> follow it (see app/language.ts). */
  language: Language;
  /**
   * "Use this voice" from the voices screen: offered by the projects screen until used or
   * dismissed (VoiceOffer). Crossing features through the store keeps each feature folder free of
   * the other's internals.
   */
  voiceForProjects: string | null;
  /** "Open in editor" from History for a take of a project's block, taken once by the projects screen (takeBlockOrigin). */
  blockForProjects: BlockOrigin | null;
  /** History's "Open in editor" for a take of a draft with no block: the project the draft became. */
  projectForProjects: string | null;
}

export const initialUiSlice = (): UiSlice => ({
  section: 'voices',
  language: 'ar',
  voiceForProjects: null,
  blockForProjects: null,
  projectForProjects: null,
});

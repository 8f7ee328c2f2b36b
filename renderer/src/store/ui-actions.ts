import type { BlockOrigin, TakeOrigin } from '../../../shared/model/history';
import type { Language } from '../i18n/language';
import type { Section } from './ui-slice';
import { sliceSetter } from './slice-setter';
import { useStudioStore } from './studio-store';

const setUi = sliceSetter('ui');

export const showSection = (section: Section) => setUi({ section });
/** State only; app/language.ts `switchLanguage` also moves i18next, the document and the saved choice. */
export const setLanguage = (language: Language) => setUi({ language });

/** Opens Projects offering this voice: for the open project, or a new one (nothing is made until the user says so). */
export const openProjectsWithVoice = (voiceId: string) => setUi({ voiceForProjects: voiceId, section: 'projects' });

/** The projects screen has used or dismissed the offered voice. */
export const clearVoiceForProjects = () => setUi({ voiceForProjects: null });

/**
 * A take of a draft that has no block (the migration gives every migrated take one): its draft
 * became the project of the same id (projects/draft-migration.ts), which opens.
 */
export const openTakeOrigin = (origin: TakeOrigin) => setUi({ projectForProjects: origin.draftId, section: 'projects' });

/** Opens the projects editor at the block a take was made for. */
export const openBlockOrigin = (origin: BlockOrigin) => setUi({ blockForProjects: origin, section: 'projects' });

/** The projects screen's side of openTakeOrigin: the project to open, once. */
export function takeProjectToOpen(): string | null {
  const projectId = useStudioStore.getState().ui.projectForProjects;
  if (projectId !== null) setUi({ projectForProjects: null });
  return projectId;
}

/** The projects screen's side of openBlockOrigin: the requested block, once. */
export function takeBlockOrigin(): BlockOrigin | null {
  const origin = useStudioStore.getState().ui.blockForProjects;
  if (origin !== null) setUi({ blockForProjects: null });
  return origin;
}

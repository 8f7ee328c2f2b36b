import type { BlockOrigin, TakeOrigin } from '../../../shared/model/history';
import type { Language } from '../i18n/language';
import type { Section } from './ui-slice';
import { sliceSetter } from './slice-setter';
import { useStudioStore } from './studio-store';

const setUi = sliceSetter('ui');

export const showSection = (section: Section) => setUi({ section });
/** State only; app/language.ts `switchLanguage` also moves i18next, the document and the saved choice. */
export const setLanguage = (language: Language) => setUi({ language });

/** Opens the script editor with this voice chosen. */
export const openScriptWithVoice = (voiceId: string) => setUi({ voiceForScript: voiceId, section: 'script' });

/** The editor's side of openScriptWithVoice: the requested voice id, once. */
export function takeVoiceForScript(): string | null {
  const voiceId = useStudioStore.getState().ui.voiceForScript;
  if (voiceId !== null) setUi({ voiceForScript: null });
  return voiceId;
}

/** Opens the script editor at the draft and part a take came from. */
export const openTakeOrigin = (origin: TakeOrigin) => setUi({ originForScript: origin, section: 'script' });

/** The editor's side of openTakeOrigin: the requested draft and part, once. */
export function takeOriginForScript(): TakeOrigin | null {
  const origin = useStudioStore.getState().ui.originForScript;
  if (origin !== null) setUi({ originForScript: null });
  return origin;
}

/** Opens the projects editor at the block a take was made for. */
export const openBlockOrigin = (origin: BlockOrigin) => setUi({ blockForProjects: origin, section: 'projects' });

/** The projects screen's side of openBlockOrigin: the requested block, once. */
export function takeBlockOrigin(): BlockOrigin | null {
  const origin = useStudioStore.getState().ui.blockForProjects;
  if (origin !== null) setUi({ blockForProjects: null });
  return origin;
}

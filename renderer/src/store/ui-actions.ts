import type { Language } from '../i18n/language';
import type { Section, UiSlice } from './ui-slice';
import { useStudioStore } from './studio-store';

const setUi = (patch: Partial<UiSlice>) => useStudioStore.setState((state) => ({ ui: { ...state.ui, ...patch } }));

export const showSection = (section: Section) => setUi({ section });
/** State only; app/language.ts `switchLanguage` also moves i18next, the document and the saved choice. */
export const setLanguage = (language: Language) => setUi({ language });

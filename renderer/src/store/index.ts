export { useStudioStore, resetStudioStore, initialStudioState, type StudioState } from './studio-store';
export type { AppSlice } from './app-slice';
export { setTransportKind, setAppInfo, setAppInfoError, setConnectivity, markReady } from './app-actions';
export { sectionIds, isSection, type Section, type UiSlice } from './ui-slice';
export { showSection, setLanguage, openScriptWithVoice, takeVoiceForScript, openTakeOrigin, takeOriginForScript } from './ui-actions';

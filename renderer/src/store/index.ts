export { useStudioStore, resetStudioStore, initialStudioState, type StudioState } from './studio-store';
export type { AppSlice } from './app-slice';
export { sliceSetter, sliceOf, type SliceName, type SlicePatch } from './slice-setter';
export { setTransportKind, setAppInfo, setAppInfoError, setConnectivity, markReady } from './app-actions';
export { sectionIds, isSection, type Section, type UiSlice } from './ui-slice';
export {
  showSection,
  setLanguage,
  openProjectsWithVoice,
  clearVoiceForProjects,
  openTakeOrigin,
  takeProjectToOpen,
  openBlockOrigin,
  takeBlockOrigin,
} from './ui-actions';

import { create } from 'zustand';
import { initialAppSlice, type AppSlice } from './app-slice';
import { initialUiSlice, type UiSlice } from './ui-slice';
import { initialVoicesSlice, type VoicesSlice } from '../features/voices/voices-slice';
import { initialProjectsSlice, type ProjectsSlice } from '../features/projects/projects-slice';
import { initialHistorySlice, type HistorySlice } from '../features/history/history-slice';
import { initialAgentToolsSlice, type AgentToolsSlice } from '../features/agent-tools/agent-tools-slice';
import { initialAccountSlice, type AccountSlice } from '../features/settings/account-slice';
import { initialLexiconsSlice, type LexiconsSlice } from '../features/lexicons/lexicons-slice';
import { initialLexiconSlice, type LexiconSlice } from '../lexicon/lexicon-slice';

/**
 * The one bound store. Each slice is a namespaced plain-data object with its own initial state and
 * module-level actions (in its slice file) that call `setState`; feature slices join here as
 * `voices: initialVoicesSlice()` and so on. Nothing here touches the transport: data arrives
 * through actions called by initApp() and the features.
 */
export interface StudioState {
  app: AppSlice;
  ui: UiSlice;
  voices: VoicesSlice;
  projects: ProjectsSlice;
  history: HistorySlice;
  agentTools: AgentToolsSlice;
  account: AccountSlice;
  lexicon: LexiconSlice;
  lexicons: LexiconsSlice;
}

export const initialStudioState = (): StudioState => ({
  app: initialAppSlice(),
  ui: initialUiSlice(),
  voices: initialVoicesSlice(),
  projects: initialProjectsSlice(),
  history: initialHistorySlice(),
  agentTools: initialAgentToolsSlice(),
  account: initialAccountSlice(),
  lexicon: initialLexiconSlice(),
  lexicons: initialLexiconsSlice(),
});

export const useStudioStore = create<StudioState>()(() => initialStudioState());

/** Back to a fresh start (tests call this between cases). */
export function resetStudioStore(): void {
  useStudioStore.setState(initialStudioState(), true);
}

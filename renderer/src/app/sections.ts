import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { sectionIds, type Section } from '../store';

type ScreenModule = { default: ComponentType };

// Each screen is its own chunk, so the start-up bundle holds only the shell; a feature that grows
// (virtualised lists, the player) does not slow the first paint of the others.
const loaders: Record<Section, () => Promise<ScreenModule>> = {
  voices: () => import('../features/voices/VoicesScreen'),
  projects: () => import('../features/projects/ProjectsScreen'),
  history: () => import('../features/history/HistoryScreen'),
  'agent-tools': () => import('../features/agent-tools/AgentToolsScreen'),
  lexicons: () => import('../features/lexicons/LexiconsScreen'),
  settings: () => import('../features/settings/SettingsScreen'),
};

/** The sidebar label of each section. */
export const sectionLabelKeys = {
  voices: 'nav.voices',
  projects: 'nav.projects',
  history: 'nav.history',
  'agent-tools': 'nav.agentTools',
  lexicons: 'nav.lexicons',
  settings: 'nav.settings',
} as const satisfies Record<Section, `nav.${string}`>;

export type ScreenState = { status: 'idle' | 'loading' | 'failed' } | { status: 'loaded'; Screen: ComponentType };

/*
 * Why not React.lazy + Suspense: lazy suspends on first render even when the chunk is already
 * loaded, and React then holds the revealed content back ~300 ms after the fallback appeared
 * (Suspense fallback throttling), so the first screen and every first visit would flash
 * "Loading…". Here a screen that has been preloaded renders at once, with a stable component type.
 */
const idle: ScreenState = { status: 'idle' };
const screens = new Map<Section, ScreenState>();
const inFlight = new Map<Section, Promise<void>>();
const listeners = new Set<() => void>();

function publish(section: Section, state: ScreenState): void {
  screens.set(section, state);
  for (const listener of listeners) listener();
}

/** Loads a screen's chunk once; a failed load is retried by the next call. */
export function preloadSection(section: Section): Promise<void> {
  if (screens.get(section)?.status === 'loaded') return Promise.resolve();
  let loading = inFlight.get(section);
  if (!loading) {
    publish(section, { status: 'loading' });
    loading = loaders[section]()
      .then(
        (module) => publish(section, { status: 'loaded', Screen: module.default }),
        () => publish(section, { status: 'failed' }),
      )
      .finally(() => inFlight.delete(section));
    inFlight.set(section, loading);
  }
  return loading;
}

/** After start-up, fetch the other screens in the background so switching sections is instant. */
export function preloadAllSections(): void {
  for (const section of sectionIds) void preloadSection(section);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The state of a section's screen, loading it if needed (again after a failure, on a new visit). */
export function useSectionScreen(section: Section): ScreenState {
  const state = useSyncExternalStore(subscribe, () => screens.get(section) ?? idle);
  useEffect(() => {
    void preloadSection(section);
  }, [section]);
  return state;
}

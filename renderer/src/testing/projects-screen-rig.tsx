// The Projects screen's tests share this: the screen rendered over the typed fake transport with
// an in-memory projects core (projects-fakes.ts), in either language.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetPlayer } from '../audio';
import { applyLanguage } from '../app/language';
import { initI18n, type Language } from '../i18n';
import { resetStudioStore } from '../store';
import { createFakeTransport } from './fake-transport';
import { fakeElementSize } from './fake-layout';
import { connectTransport, disconnectTransport } from '../transport';
import { resetBlockSaving } from '../features/projects/block-save';
import { installFakeProjects, type FakeProjects } from './projects-fakes';
import ProjectsScreen from '../features/projects/ProjectsScreen';

export function projectsStudio(language: Language = 'en', start: Partial<FakeProjects> = {}) {
  initI18n(language);
  applyLanguage(language);
  const fake = createFakeTransport('web');
  const state = installFakeProjects(fake, start);
  connectTransport(fake.transport);
  render(<ProjectsScreen />);
  return { fake, state };
}

export const lastCall = (fake: ReturnType<typeof createFakeTransport>, name: string) =>
  [...fake.calls].reverse().find((c) => c.name === name);
export const callsOf = (fake: ReturnType<typeof createFakeTransport>, name: string) => fake.calls.filter((c) => c.name === name);

/** The text field of a block, by its visible label ("Block 2"). */
export const blockField = (name: string) => screen.getByRole('textbox', { name }) as HTMLTextAreaElement;

/** Registers the store, player, saver and transport resets around every test of the file, and a laid-out viewport. */
export function withProjectsRig(): void {
  fakeElementSize({ height: 2000, width: 1000 });
  beforeEach(() => {
    resetStudioStore();
    resetPlayer();
    resetBlockSaving();
    window.localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    resetBlockSaving();
    disconnectTransport();
  });
}

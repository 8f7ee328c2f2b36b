import { act, cleanup, render, screen } from '@testing-library/react';
import { App } from '../app/App';
import { initApp } from '../app/init-app';
import { applyLanguage } from '../app/language';
import { initI18n, type Language } from '../i18n';
import { resetStudioStore } from '../store';
import { disconnectTransport } from '../transport';
import { createFakeTransport } from './fake-transport';

/** Starts the studio the way main.tsx does, over a fake transport, and waits until it is ready. */
export async function renderStudio(language: Language, fake = createFakeTransport('web')) {
  initI18n(language);
  applyLanguage(language);
  const view = render(<App />);
  await act(async () => {
    await initApp(fake.transport);
  });
  await screen.findByTestId('app-ready');
  return { ...view, fake };
}

export function resetStudio(): void {
  cleanup();
  resetStudioStore();
  disconnectTransport();
  window.localStorage.clear();
}

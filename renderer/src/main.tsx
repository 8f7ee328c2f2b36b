// First: the schema library must know the CSP before any module builds a schema (the file says why).
import './transport/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initApp } from './app/init-app';
import { applyLanguage, safeLocalStorage } from './app/language';
import { keepSection, keepSectionInProfile } from './app/section-memory';
import { preloadAllSections, preloadSection } from './app/sections';
import { initI18n, startupLanguage } from './i18n';
import { useStudioStore } from './store';
import { pageTransportHost, pickTransport } from './transport';
import './styles/index.css';

// Start-up order matters for time to interactive. Language first, so the first paint is already in
// the right language and direction; then app.info and the first screen's chunk start loading in
// parallel while React renders the shell (the screen's "Loading…" only shows if it is slow).
const language = startupLanguage(safeLocalStorage(), navigator.languages);
initI18n(language);
applyLanguage(language);

// The section the studio was left on, before its chunk is asked for.
keepSection(safeLocalStorage());
keepSectionInProfile();
const started = initApp(pickTransport(pageTransportHost()));
void preloadSection(useStudioStore.getState().ui.section);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Once interactive and idle, fetch the other screens so switching sections is instant.
const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 200);
void started.then(() => whenIdle(preloadAllSections));

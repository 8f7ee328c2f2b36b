import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayerBar } from '../audio';
import { useStudioStore } from '../store';
import { useAccountBootstrap } from './account-bootstrap';
import { useAnnouncementsFromStore } from './announcements';
import { AboutSheet } from './AboutSheet';
import { HelpSheet } from './HelpSheet';
import { LanguageSwitch } from './LanguageSwitch';
import { LiveAnnouncer } from './LiveAnnouncer';
import { ProfileSwitcher } from './ProfileSwitcher';
import { ReadyMarker } from './ReadyMarker';
import { SectionScreen } from './SectionScreen';
import { Sidebar } from './Sidebar';
import { StatusBar } from './StatusBar';
import { useShortcuts } from './use-shortcuts';
import { Welcome } from './Welcome';
import './shell.css';

/**
 * The frame every feature plugs into: header, sidebar, the current section, status bar; plus the
 * global keyboard shortcuts with their help sheet and the live regions screen readers listen to.
 */
export function Shell() {
  const { t } = useTranslation();
  const ready = useStudioStore((state) => state.app.ready);
  const section = useStudioStore((state) => state.ui.section);
  const mainRef = useRef<HTMLElement>(null);
  // The main area outlives its screens: without this a screen opens at the previous one's scroll offset.
  useLayoutEffect(() => {
    // Plain assignments (not scrollTo): 0 is the start edge in both directions, and jsdom has them.
    for (const box of [mainRef.current, document.scrollingElement]) {
      if (!box) continue;
      box.scrollTop = 0;
      box.scrollLeft = 0;
    }
  }, [section]);
  const [helpOpen, setHelpOpen] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  const showHelp = useCallback(() => setHelpOpen(true), []);
  // From the shortcut sheet too: About opens on top of it, so closing About lands back in the sheet.
  const showAbout = useCallback(() => setAboutOpen(true), []);
  useAccountBootstrap();
  useAnnouncementsFromStore();
  useShortcuts(
    showHelp,
    useCallback(() => useStudioStore.getState().ui.section, []),
  );
  return (
    <div className="shell" data-ready={ready ? 'true' : undefined}>
      <header className="shell-header">
        <span className="shell-brand">{t('app.name')}</span>
        <span className="shell-header-tools">
          <ProfileSwitcher />
          <LanguageSwitch />
        </span>
      </header>
      <Sidebar />
      <main className="shell-main" ref={mainRef}>
        <SectionScreen />
      </main>
      <StatusBar onShowShortcuts={showHelp} onShowAbout={showAbout} />
      <PlayerBar />
      <Welcome />
      <HelpSheet open={helpOpen} onOpenChange={setHelpOpen} onShowAbout={showAbout} />
      <AboutSheet open={aboutOpen} onOpenChange={setAboutOpen} />
      <LiveAnnouncer />
      {ready && <ReadyMarker />}
    </div>
  );
}

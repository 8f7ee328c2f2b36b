import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayerBar } from '../audio';
import { useStudioStore } from '../store';
import { useAccountBootstrap } from './account-bootstrap';
import { useAnnouncementsFromStore } from './announcements';
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
  const [helpOpen, setHelpOpen] = useState(false);
  useAccountBootstrap();
  useAnnouncementsFromStore();
  useShortcuts(
    useCallback(() => setHelpOpen(true), []),
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
      <main className="shell-main">
        <SectionScreen />
      </main>
      <StatusBar />
      <PlayerBar />
      <Welcome />
      <HelpSheet open={helpOpen} onOpenChange={setHelpOpen} />
      <LiveAnnouncer />
      {ready && <ReadyMarker />}
    </div>
  );
}

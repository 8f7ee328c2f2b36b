import { useTranslation } from 'react-i18next';
import { PlayerBar } from '../audio';
import { useStudioStore } from '../store';
import { useAccountBootstrap } from './account-bootstrap';
import { LanguageSwitch } from './LanguageSwitch';
import { ProfileSwitcher } from './ProfileSwitcher';
import { ReadyMarker } from './ReadyMarker';
import { SectionScreen } from './SectionScreen';
import { Sidebar } from './Sidebar';
import { StatusBar } from './StatusBar';
import { Welcome } from './Welcome';
import './shell.css';

/** The frame every feature plugs into: header, sidebar, the current section, status bar. */
export function Shell() {
  const { t } = useTranslation();
  const ready = useStudioStore((state) => state.app.ready);
  useAccountBootstrap();
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
      {ready && <ReadyMarker />}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../store';
import { LanguageSwitch } from './LanguageSwitch';
import { ReadyMarker } from './ReadyMarker';
import { SectionScreen } from './SectionScreen';
import { Sidebar } from './Sidebar';
import { StatusBar } from './StatusBar';
import './shell.css';

/** The frame every feature plugs into: header, sidebar, the current section, status bar. */
export function Shell() {
  const { t } = useTranslation();
  const ready = useStudioStore((state) => state.app.ready);
  return (
    <div className="shell" data-ready={ready ? 'true' : undefined}>
      <header className="shell-header">
        <span className="shell-brand">{t('app.name')}</span>
        <LanguageSwitch />
      </header>
      <Sidebar />
      <main className="shell-main">
        <SectionScreen />
      </main>
      <StatusBar />
      {ready && <ReadyMarker />}
    </div>
  );
}

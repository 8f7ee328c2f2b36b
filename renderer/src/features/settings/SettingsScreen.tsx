import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../ui/Screen';
import { AboutPanel } from './AboutPanel';
import { PingControl } from './PingControl';
import './settings.css';

export default function SettingsScreen() {
  const { t } = useTranslation();
  const aboutId = useId();
  const pingId = useId();
  return (
    <Screen title={t('settings.title')}>
      <section className="settings-group" aria-labelledby={aboutId}>
        <h2 id={aboutId}>{t('settings.about.heading')}</h2>
        <AboutPanel />
      </section>
      <section className="settings-group" aria-labelledby={pingId}>
        <h2 id={pingId}>{t('settings.ping.heading')}</h2>
        <p className="settings-intro">{t('settings.ping.intro')}</p>
        <PingControl />
      </section>
    </Screen>
  );
}

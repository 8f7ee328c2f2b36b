import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../../store';
import { Screen } from '../../ui/Screen';
import { loadAccount } from './account-actions';
import { AccountSection } from './AccountSection';
import { ProfilesSection } from './ProfilesSection';
import './settings.css';

export default function SettingsScreen() {
  const { t } = useTranslation();
  const overview = useStudioStore((state) => state.account.overview);
  const accountId = useId();
  const profilesId = useId();

  // Fresh on every visit: the keychain may have been unlocked (or locked) since the last look.
  useEffect(() => {
    void loadAccount();
  }, []);

  return (
    <Screen title={t('settings.title')}>
      <AccountSection headingId={accountId} />
      <section className="settings-group" aria-labelledby={profilesId}>
        <h2 id={profilesId}>{t('settings.profiles.heading')}</h2>
        <p className="settings-intro">{t('settings.profiles.intro')}</p>
        {overview && <ProfilesSection overview={overview} />}
      </section>
    </Screen>
  );
}

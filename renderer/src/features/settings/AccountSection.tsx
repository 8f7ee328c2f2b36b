import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../../store';
import { accountFormFocused } from './account-actions';
import { accountErrorText } from './account-errors';
import { ApiKeyForm } from './ApiKeyForm';
import { ConnectionForm } from './ConnectionForm';
import { ConnectionTest } from './ConnectionTest';
import { IdentifiersForm } from './IdentifiersForm';

/** The active profile's account: where the service is, the key, the test, the identifiers. */
export function AccountSection({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const settings = useStudioStore((state) => state.account.settings);
  const secrets = useStudioStore((state) => state.account.secrets);
  const loadError = useStudioStore((state) => state.account.loadError);
  const focusRequested = useStudioStore((state) => state.account.focusAccountForm);
  const sectionRef = useRef<HTMLElement>(null);

  // "Connect your account" from the welcome: bring the form into view and put focus on its start.
  useEffect(() => {
    if (!focusRequested || !settings) return;
    const section = sectionRef.current;
    section?.scrollIntoView?.({ block: 'start' });
    section?.querySelector<HTMLInputElement>('input[name="account-kind"]:checked')?.focus();
    accountFormFocused();
  }, [focusRequested, settings]);

  return (
    <section className="settings-group" aria-labelledby={headingId} ref={sectionRef} data-testid="account-section">
      <h2 id={headingId}>{t('settings.account.heading')}</h2>
      <p className="settings-intro">{t('settings.account.intro')}</p>
      {loadError && (
        <p className="field-error" role="alert">
          {t('settings.loadFailed', { reason: accountErrorText(t, loadError) })}
        </p>
      )}
      {settings && <ConnectionForm key={settings.profileId} settings={settings} />}
      {secrets && (
        <>
          <h3>{t('settings.apiKey.heading')}</h3>
          <ApiKeyForm status={secrets} />
        </>
      )}
      {settings && <ConnectionTest />}
      {settings && settings.serviceBaseUrl.kind !== 'sandbox' && (
        <>
          <h3>{t('settings.ids.heading')}</h3>
          <IdentifiersForm key={settings.profileId} settings={settings} />
        </>
      )}
    </section>
  );
}

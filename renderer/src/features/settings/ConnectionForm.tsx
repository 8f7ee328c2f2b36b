import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountChoice, AccountKind, AccountSettings } from '../../../../shared/model/account';
import { saveSettings, switchToSandbox } from './account-actions';
import { FormStatus, MachineTextField } from './form-parts';
import { addressProblem } from './service-address';
import { useResetWhenChanged, useSavedForm } from './use-saved-form';

const kinds: readonly AccountKind[] = ['hosted', 'sandbox', 'custom'];

/** Where the active profile's service is: the hosted service, the built-in sandbox, or an address. */
export function ConnectionForm({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation();
  const errorId = useId();
  const current = settings.serviceBaseUrl;
  const [kind, setKind] = useState<AccountKind>(current.kind);
  const [url, setUrl] = useState(current.kind === 'custom' ? current.url : '');
  const form = useSavedForm();

  // Another window, a profile switch or the sandbox shortcut changed the account: show it.
  useResetWhenChanged(`${settings.profileId} ${JSON.stringify(current)}`, () => {
    setKind(current.kind);
    setUrl(current.kind === 'custom' ? current.url : '');
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    form.clearNote();
    if (kind === 'custom') {
      const problem = addressProblem(url);
      if (problem) {
        form.refuse(t(`settings.account.urlErrors.${problem}`));
        return;
      }
    }
    form.clearProblem();
    const choice: AccountChoice = kind === 'custom' ? { kind, url: url.trim() } : { kind };
    await form.submit(() => saveSettings({ serviceBaseUrl: choice }), t('settings.account.saved'));
  }

  return (
    <form className="account-form" onSubmit={(event) => void save(event)} data-testid="connection-form">
      <fieldset className="account-kinds">
        <legend>{t('settings.account.connectionLabel')}</legend>
        {kinds.map((option) => (
          <label key={option} className="account-kind">
            <input
              type="radio"
              name="account-kind"
              value={option}
              data-testid={`account-kind-${option}`}
              checked={kind === option}
              onChange={() => {
                setKind(option);
                form.clearProblem();
              }}
            />
            {t(`settings.account.kind.${option}`)}
          </label>
        ))}
      </fieldset>
      {kind === 'custom' && (
        <MachineTextField
          label={t('settings.account.urlLabel')}
          hint={t('settings.account.urlHint')}
          value={url}
          onChange={setUrl}
          testId="service-url-input"
          maxLength={2048}
          type="url"
          inputMode="url"
          invalid={form.problem !== null}
          errorId={errorId}
        />
      )}
      {settings.serviceBaseUrl.kind === 'sandbox' && settings.sandboxUrl && (
        <p className="field-hint">
          {t('settings.account.sandboxRunning')}{' '}
          <bdi dir="ltr" data-testid="sandbox-url">
            {settings.sandboxUrl}
          </bdi>
        </p>
      )}
      <div className="account-actions">
        <button type="submit" className="button" disabled={form.pending} data-testid="save-connection">
          {t('settings.account.saveConnection')}
        </button>
        {current.kind !== 'sandbox' && (
          <button
            type="button"
            className="button"
            data-variant="secondary"
            disabled={form.pending}
            onClick={() => void form.submit(switchToSandbox, t('settings.account.switchedToSandbox'))}
          >
            {t('settings.account.switchToSandbox')}
          </button>
        )}
      </div>
      <FormStatus problem={form.problem?.text ?? null} note={form.note} problemId={errorId} testId="connection-form-error" />
    </form>
  );
}

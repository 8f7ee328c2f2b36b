import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountChoice, AccountKind, AccountSettings } from '../../../../shared/model/account';
import { saveSettings, switchToSandbox } from './account-actions';
import { accountErrorText } from './account-errors';
import { addressProblem } from './service-address';

const kinds: readonly AccountKind[] = ['hosted', 'sandbox', 'custom'];

/** Where the active profile's service is: the hosted service, the built-in sandbox, or an address. */
export function ConnectionForm({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation();
  const urlId = useId();
  const hintId = useId();
  const errorId = useId();
  const current = settings.serviceBaseUrl;
  const [kind, setKind] = useState<AccountKind>(current.kind);
  const [url, setUrl] = useState(current.kind === 'custom' ? current.url : '');
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  // Another window, a profile switch or the sandbox shortcut changed the account: show it
  // (adjusted while rendering, React's pattern for state that follows a prop).
  const source = `${settings.profileId} ${JSON.stringify(current)}`;
  const [shownSource, setShownSource] = useState(source);
  if (shownSource !== source) {
    setShownSource(source);
    setKind(current.kind);
    setUrl(current.kind === 'custom' ? current.url : '');
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setNote(null);
    if (kind === 'custom') {
      const problem = addressProblem(url);
      if (problem) {
        setError(t(`settings.account.urlErrors.${problem}`));
        return;
      }
    }
    setError(null);
    const choice: AccountChoice = kind === 'custom' ? { kind, url: url.trim() } : { kind };
    setPending(true);
    const saved = await saveSettings({ serviceBaseUrl: choice });
    setPending(false);
    if (saved.ok) setNote(t('settings.account.saved'));
    else setError(accountErrorText(t, saved.error));
  }

  async function moveToSandbox() {
    setPending(true);
    const saved = await switchToSandbox();
    setPending(false);
    setError(saved.ok ? null : accountErrorText(t, saved.error));
    setNote(saved.ok ? t('settings.account.switchedToSandbox') : null);
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
                setError(null);
              }}
            />
            {t(`settings.account.kind.${option}`)}
          </label>
        ))}
      </fieldset>
      {kind === 'custom' && (
        <div className="field">
          <label htmlFor={urlId}>{t('settings.account.urlLabel')}</label>
          <input
            id={urlId}
            className="text-input"
            dir="ltr"
            type="url"
            inputMode="url"
            spellCheck={false}
            autoComplete="off"
            data-testid="service-url-input"
            value={url}
            maxLength={2048}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => setUrl(event.target.value)}
          />
          <p id={hintId} className="field-hint">
            {t('settings.account.urlHint')}
          </p>
        </div>
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
        <button type="submit" className="button" disabled={pending} data-testid="save-connection">
          {t('settings.account.saveConnection')}
        </button>
        {current.kind !== 'sandbox' && (
          <button type="button" className="button" data-variant="secondary" disabled={pending} onClick={() => void moveToSandbox()}>
            {t('settings.account.switchToSandbox')}
          </button>
        )}
      </div>
      <div aria-live="polite">
        {error && (
          <p id={errorId} className="field-error" role="alert" data-testid="connection-form-error">
            {error}
          </p>
        )}
        {note && <p className="field-note">{note}</p>}
      </div>
    </form>
  );
}

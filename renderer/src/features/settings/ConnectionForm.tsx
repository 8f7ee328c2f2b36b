import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountChoice, AccountKind, AccountSettings } from '../../../../shared/model/account';
import { saveSettings, switchToSandbox } from './account-actions';
import { refocusIfLost } from '../../ui';
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
  const formRef = useRef<HTMLFormElement>(null);
  // Saving disables the buttons and the sandbox shortcut goes away once used: focus goes back to
  // the button pressed if it is still there, else to the connection now chosen.
  const keepFocus = (pressed: HTMLElement) =>
    refocusIfLost(() => (pressed.isConnected ? pressed : formRef.current?.querySelector<HTMLElement>('input[type="radio"]:checked')));

  // Another window, a profile switch or the sandbox shortcut changed the account: show it.
  useResetWhenChanged(`${settings.profileId} ${JSON.stringify(current)}`, () => {
    setKind(current.kind);
    setUrl(current.kind === 'custom' ? current.url : '');
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    form.clearNote();
    const pressed = (event.nativeEvent as SubmitEvent).submitter ?? document.activeElement;
    if (kind === 'custom') {
      const problem = addressProblem(url);
      if (problem) {
        form.refuse((tr) => tr(`settings.account.urlErrors.${problem}`));
        return;
      }
    }
    form.clearProblem();
    const choice: AccountChoice = kind === 'custom' ? { kind, url: url.trim() } : { kind };
    await form.submit(
      () => saveSettings({ serviceBaseUrl: choice }),
      (tr) => tr('settings.account.saved'),
    );
    if (pressed instanceof HTMLElement) keepFocus(pressed);
  }

  return (
    // noValidate: addressProblem names what is wrong with the address in the studio's language; the
    // browser's type=url check stopped the form first (a bubble of its own, the last message left).
    <form ref={formRef} className="account-form" noValidate onSubmit={(event) => void save(event)} data-testid="connection-form">
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
            onClick={(event) => {
              const pressed = event.currentTarget;
              void form.submit(switchToSandbox, (tr) => tr('settings.account.switchedToSandbox')).then(() => keepFocus(pressed));
            }}
          >
            {t('settings.account.switchToSandbox')}
          </button>
        )}
      </div>
      <FormStatus problem={form.problem?.text ?? null} note={form.note} problemId={errorId} testId="connection-form-error" />
    </form>
  );
}

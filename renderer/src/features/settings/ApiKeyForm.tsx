import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecretsStatus } from '../../../../shared/model/account';
import { ConfirmDialog, refocusIfLost } from '../../ui';
import { removeApiKey, saveApiKey } from './account-actions';
import { keychainText } from './account-errors';
import { FormStatus } from './form-parts';
import { useSavedForm } from './use-saved-form';

/**
 * Enters the API key (masked; pasting works) and removes it. The key is sent once to the main
 * process, which keeps it in the system keychain; the field is emptied as soon as it is saved and
 * nothing here ever shows it again — the screen only knows whether one is saved.
 */
export function ApiKeyForm({ status }: { status: SecretsStatus }) {
  const { t } = useTranslation();
  const inputId = useId();
  const statusId = useId();
  const [apiKey, setApiKey] = useState('');
  const [confirmRemove, setConfirmRemove] = useState(false);
  const form = useSavedForm();
  const inputRef = useRef<HTMLInputElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    form.clearNote();
    if (apiKey.trim() === '') {
      form.refuse((tr) => tr('settings.apiKey.empty'));
      return;
    }
    const saved = await form.submit(
      () => saveApiKey(apiKey),
      (tr) => tr('settings.apiKey.savedNow'),
    );
    if (saved.ok) setApiKey('');
    // The button waited disabled, which drops focus to the page: give it back.
    refocusIfLost(() => saveRef.current);
  }

  const keychain = status.keychain;
  let statusText: string;
  if (keychain.state === 'unavailable') statusText = keychainText(t, keychain.reason);
  else if (!status.keyRequired) statusText = t(status.configured ? 'settings.apiKey.notNeededSaved' : 'settings.apiKey.notNeeded');
  else if (status.configured) statusText = t('settings.apiKey.saved');
  else statusText = t('settings.apiKey.missing');
  const removeButton = status.configured && (
    <button
      type="button"
      className="button"
      data-variant="secondary"
      disabled={form.pending}
      data-testid="remove-api-key"
      onClick={() => setConfirmRemove(true)}
    >
      {t('settings.apiKey.remove')}
    </button>
  );

  return (
    <form className="account-form" onSubmit={(event) => void save(event)}>
      <p
        id={statusId}
        ref={statusRef}
        // Where focus lands when "Remove key" goes with the key and there is no field (the sandbox).
        tabIndex={-1}
        className="key-status"
        data-testid="api-key-status"
        data-configured={status.configured}
        data-keychain={keychain.state}
        role={keychain.state === 'unavailable' ? 'alert' : undefined}
      >
        {statusText}
      </p>
      {/* The built-in sandbox needs no key: no field to fill in for nothing (one saved earlier can still be removed). */}
      {status.keyRequired ? (
        <div className="field">
          <label htmlFor={inputId}>{t('settings.apiKey.label')}</label>
          <div className="field-row">
            <input
              id={inputId}
              ref={inputRef}
              className="text-input key-input"
              type="password"
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              data-testid="api-key-input"
              placeholder={t('settings.apiKey.placeholder')}
              maxLength={4096}
              value={apiKey}
              aria-describedby={statusId}
              aria-invalid={form.problem ? true : undefined}
              onChange={(event) => setApiKey(event.target.value)}
            />
            <button ref={saveRef} type="submit" className="button" disabled={form.pending} data-testid="save-api-key">
              {t('settings.apiKey.save')}
            </button>
            {removeButton}
          </div>
        </div>
      ) : (
        removeButton && <div className="field-row">{removeButton}</div>
      )}
      <FormStatus problem={form.problem?.text ?? null} note={form.note} testId="api-key-error" />
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={t('settings.apiKey.removeTitle')}
        description={t('settings.apiKey.removeDescription')}
        confirmLabel={t('settings.apiKey.remove')}
        destructive
        // "Remove key" goes with the key: focus goes to the field, where a new key would be entered.
        onConfirm={() =>
          void form
            .submit(removeApiKey, (tr) => tr('settings.apiKey.removed'))
            .then(() => refocusIfLost(() => inputRef.current ?? statusRef.current))
        }
      />
    </form>
  );
}

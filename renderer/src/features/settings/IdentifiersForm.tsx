import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSettings } from '../../../../shared/model/account';
import { saveSettings } from './account-actions';
import { accountErrorText } from './account-errors';

const projectPattern = /^[A-Za-z0-9_-]{1,100}$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The project id (discovered by "Test connection", overridable) and the API-key identifier that
 * generation sends (empty means "use the key itself"). Empty fields are saved as "not set".
 */
export function IdentifiersForm({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation();
  const projectFieldId = useId();
  const keyIdFieldId = useId();
  const projectHintId = useId();
  const keyIdHintId = useId();
  const shownKeyId = settings.apiKeyId.source === 'settings' ? settings.apiKeyId.apiKeyId : '';
  const [projectId, setProjectId] = useState(settings.projectId ?? '');
  const [apiKeyId, setApiKeyId] = useState(shownKeyId);
  const [error, setError] = useState<{ field: 'projectId' | 'apiKeyId' | null; text: string } | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  // A discovered project id or another profile's values arrive from the main process
  // (adjusted while rendering, React's pattern for state that follows a prop).
  const source = `${settings.profileId} ${settings.projectId ?? ''} ${shownKeyId}`;
  const [shownSource, setShownSource] = useState(source);
  if (shownSource !== source) {
    setShownSource(source);
    setProjectId(settings.projectId ?? '');
    setApiKeyId(shownKeyId);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setNote(null);
    const project = projectId.trim();
    const keyId = apiKeyId.trim();
    if (project !== '' && !projectPattern.test(project)) {
      setError({ field: 'projectId', text: t('settings.ids.projectInvalid') });
      return;
    }
    if (keyId !== '' && !uuidPattern.test(keyId)) {
      setError({ field: 'apiKeyId', text: t('settings.ids.apiKeyIdInvalid') });
      return;
    }
    setPending(true);
    const saved = await saveSettings({ projectId: project === '' ? null : project, apiKeyId: keyId === '' ? null : keyId });
    setPending(false);
    if (saved.ok) {
      setError(null);
      setNote(t('settings.account.saved'));
    } else {
      const field = saved.error.field === 'projectId' || saved.error.field === 'apiKeyId' ? saved.error.field : null;
      setError({ field, text: accountErrorText(t, saved.error) });
    }
  }

  return (
    <form className="account-form" onSubmit={(event) => void save(event)}>
      <div className="field">
        <label htmlFor={projectFieldId}>{t('settings.ids.projectLabel')}</label>
        <input
          id={projectFieldId}
          className="text-input"
          dir="ltr"
          spellCheck={false}
          autoComplete="off"
          data-testid="project-id-input"
          value={projectId}
          maxLength={100}
          aria-describedby={projectHintId}
          aria-invalid={error?.field === 'projectId' ? true : undefined}
          onChange={(event) => setProjectId(event.target.value)}
        />
        <p id={projectHintId} className="field-hint">
          {t('settings.ids.projectHint')}
        </p>
      </div>
      <div className="field">
        <label htmlFor={keyIdFieldId}>{t('settings.ids.apiKeyIdLabel')}</label>
        <input
          id={keyIdFieldId}
          className="text-input"
          dir="ltr"
          spellCheck={false}
          autoComplete="off"
          data-testid="api-key-id-input"
          value={apiKeyId}
          maxLength={100}
          placeholder={t('settings.ids.usesKey')}
          aria-describedby={keyIdHintId}
          aria-invalid={error?.field === 'apiKeyId' ? true : undefined}
          onChange={(event) => setApiKeyId(event.target.value)}
        />
        <p id={keyIdHintId} className="field-hint">
          {t('settings.ids.apiKeyIdHint')}
        </p>
      </div>
      <div className="account-actions">
        <button type="submit" className="button" disabled={pending}>
          {t('settings.ids.save')}
        </button>
      </div>
      <div aria-live="polite">
        {error && (
          <p className="field-error" role="alert">
            {error.text}
          </p>
        )}
        {note && <p className="field-note">{note}</p>}
      </div>
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSettings } from '../../../../shared/model/account';
import { saveSettings } from './account-actions';
import { FormStatus, MachineTextField } from './form-parts';
import { useResetWhenChanged, useSavedForm } from './use-saved-form';

const projectPattern = /^[A-Za-z0-9_-]{1,100}$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type IdentifierField = 'projectId' | 'apiKeyId';

/**
 * The project id (discovered by "Test connection", overridable) and the API-key identifier that
 * generation sends (empty means "use the key itself"). Empty fields are saved as "not set".
 */
export function IdentifiersForm({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation();
  const errorId = useId();
  const shownKeyId = settings.apiKeyId.source === 'settings' ? settings.apiKeyId.apiKeyId : '';
  const [projectId, setProjectId] = useState(settings.projectId ?? '');
  const [apiKeyId, setApiKeyId] = useState(shownKeyId);
  const form = useSavedForm<IdentifierField>();

  // A discovered project id or another profile's values arrive from the main process.
  useResetWhenChanged(`${settings.profileId} ${settings.projectId ?? ''} ${shownKeyId}`, () => {
    setProjectId(settings.projectId ?? '');
    setApiKeyId(shownKeyId);
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    form.clearNote();
    const project = projectId.trim();
    const keyId = apiKeyId.trim();
    if (project !== '' && !projectPattern.test(project)) {
      form.refuse((tr) => tr('settings.ids.projectInvalid'), 'projectId');
      return;
    }
    if (keyId !== '' && !uuidPattern.test(keyId)) {
      form.refuse((tr) => tr('settings.ids.apiKeyIdInvalid'), 'apiKeyId');
      return;
    }
    await form.submit(
      () => saveSettings({ projectId: project === '' ? null : project, apiKeyId: keyId === '' ? null : keyId }),
      (tr) => tr('settings.account.saved'),
      (error) => (error.field === 'projectId' || error.field === 'apiKeyId' ? error.field : null),
    );
  }

  return (
    <form className="account-form" onSubmit={(event) => void save(event)}>
      <MachineTextField
        label={t('settings.ids.projectLabel')}
        hint={t('settings.ids.projectHint')}
        value={projectId}
        onChange={setProjectId}
        testId="project-id-input"
        maxLength={100}
        invalid={form.problem?.field === 'projectId'}
        errorId={errorId}
      />
      <MachineTextField
        label={t('settings.ids.apiKeyIdLabel')}
        hint={t('settings.ids.apiKeyIdHint')}
        value={apiKeyId}
        onChange={setApiKeyId}
        testId="api-key-id-input"
        maxLength={100}
        placeholder={t('settings.ids.usesKey')}
        invalid={form.problem?.field === 'apiKeyId'}
        errorId={errorId}
      />
      <div className="account-actions">
        <button type="submit" className="button" disabled={form.pending}>
          {t('settings.ids.save')}
        </button>
      </div>
      <FormStatus problem={form.problem?.text ?? null} note={form.note} problemId={errorId} />
    </form>
  );
}

import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../../store';
import { testConnection } from './account-actions';
import { connectionFailureText } from './account-errors';

/** "Test connection": the project the key belongs to, or exactly why the service could not be reached. */
export function ConnectionTest() {
  const { t } = useTranslation();
  const state = useStudioStore((s) => s.account.connectionTest);
  return (
    <div className="connection-test">
      <button
        type="button"
        className="button"
        data-testid="test-connection"
        disabled={state.status === 'testing'}
        onClick={() => void testConnection()}
      >
        {t('settings.test.button')}
      </button>
      <div aria-live="polite" className="connection-test-outcome">
        {state.status === 'testing' && <p className="field-note">{t('settings.test.pending')}</p>}
        {state.status === 'ok' && (
          <p className="field-success" data-testid="connection-result">
            {t('settings.test.ok')}{' '}
            {/* The project's name is the service's, in either script: isolated in its own direction, the id after it. */}
            <bdi dir="ltr" data-testid="connection-project">
              {state.check.projectName && (
                <>
                  <bdi>{state.check.projectName}</bdi>{' '}
                </>
              )}
              {state.check.projectName ? `(${state.check.projectId})` : state.check.projectId}
            </bdi>
            {state.check.projectIdSaved && <span className="field-note"> {t('settings.test.projectSaved')}</span>}
          </p>
        )}
        {state.status === 'failed' && (
          <p className="field-error" role="alert" data-testid="connection-error" data-code={state.error.code}>
            {connectionFailureText(t, state.error)}
          </p>
        )}
      </div>
    </div>
  );
}

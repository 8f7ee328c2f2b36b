import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../store';

/** Always visible: which road the contract travels, the version, and whether the service is reachable. */
export function StatusBar() {
  const { t } = useTranslation();
  const transport = useStudioStore((state) => state.app.transport);
  const info = useStudioStore((state) => state.app.info);
  const infoError = useStudioStore((state) => state.app.infoError);
  const connectivity = useStudioStore((state) => state.app.connectivity);
  return (
    <footer className="status-bar" aria-label={t('status.label')}>
      {/* Always a state: "checking" until the core has answered app.connectivity or announced a change. */}
      <span className="status-item" data-online={connectivity ? connectivity.online : 'unknown'} role="status" data-testid="connection-state">
        <span className="status-dot" aria-hidden="true" />
        {t(connectivity ? (connectivity.online ? 'status.online' : 'status.offline') : 'status.checking')}
      </span>
      {infoError && (
        <span className="status-item status-error" role="alert">
          {t('status.infoFailed', { reason: t(`errors.${infoError.code}`) })}
        </span>
      )}
      <span className="status-spacer" />
      {transport && (
        <span className="status-item">
          {t('status.transport')}{' '}
          <code className="status-value" data-testid="app-transport">
            {transport}
          </code>
        </span>
      )}
      {info && (
        <span className="status-item">
          {t('status.version')}{' '}
          {/* An identifier, not a number: kept in Latin digits and left to right. */}
          <bdi className="status-value" dir="ltr" data-testid="app-version">
            {info.version}
          </bdi>
        </span>
      )}
    </footer>
  );
}

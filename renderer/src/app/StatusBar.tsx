import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../store';
import { errorText } from '../i18n/error-text';

/**
 * Always visible: whether the service is reachable, and the two ways into help: the shortcut sheet
 * and the About sheet. Transport, version and paths live in the About sheet, not here.
 */
export function StatusBar({ onShowShortcuts, onShowAbout }: { onShowShortcuts: () => void; onShowAbout: () => void }) {
  const { t } = useTranslation();
  const infoError = useStudioStore((state) => state.app.infoError);
  const connectivity = useStudioStore((state) => state.app.connectivity);
  return (
    <footer className="status-bar" aria-label={t('status.label')}>
      {/* Always a state: "checking" until the core has answered app.connectivity or announced a change. */}
      <span
        className="status-item"
        data-online={connectivity ? connectivity.online : 'unknown'}
        role="status"
        data-testid="connection-state"
      >
        <span className="status-dot" aria-hidden="true" />
        {t(connectivity ? (connectivity.online ? 'status.online' : 'status.offline') : 'status.checking')}
      </span>
      {infoError && (
        <span className="status-item status-error" role="alert">
          {t('status.infoFailed', { reason: errorText(infoError) })}
        </span>
      )}
      <span className="status-spacer" />
      <button type="button" className="status-action" aria-keyshortcuts="F1" onClick={onShowShortcuts}>
        {t('status.shortcuts')}
        {/* The key is a hint beside the name, hidden from the accessible name (aria-keyshortcuts says it). */}
        <kbd className="status-key" dir="ltr" aria-hidden="true">
          F1
        </kbd>
      </button>
      <button type="button" className="status-action" onClick={onShowAbout}>
        {t('status.about')}
      </button>
    </footer>
  );
}

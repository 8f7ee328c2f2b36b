import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../../store';
import { cancelSync, syncHistory } from './history-actions';
import { errorText } from '../../i18n/error-text';
import { syncErrorOf } from './history-format';

/** While the service is unreachable: what still works. A line of its own under the search. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const offline = useStudioStore((s) => s.app.connectivity?.online === false);
  if (!offline) return null;
  return (
    <p className="history-offline" role="status" data-testid="history-offline">
      {t('history.offline')}
    </p>
  );
}

/**
 * The sync line: what the sync is doing, with a button to start or stop it. It follows the core's
 * sync events only, so it always tells the latest sync's outcome: a failure stays until a later
 * sync ends, and a sync that succeeds replaces it (no separate notice lingers beside it).
 */
export function SyncStatus() {
  const { t } = useTranslation();
  const sync = useStudioStore((s) => s.history.sync);
  const running = sync !== null && ['listing', 'downloading', 'reconciling'].includes(sync.phase);
  let text = '';
  if (sync) {
    // The cause when the core named one (a full disk), else the code's general sentence.
    if (sync.phase === 'failed') text = t('history.sync.failed', { reason: errorText(syncErrorOf(sync)) });
    else text = t(`history.sync.${sync.phase}`, { done: sync.done, total: sync.total });
  }
  return (
    <div className="history-sync">
      <div className="history-sync-line">
        <span role="status" aria-live="polite" data-testid="history-sync-status" data-phase={sync?.phase}>
          {text}
        </span>
        {running && sync?.phase === 'downloading' && sync.total > 0 && (
          <progress className="history-progress" max={sync.total} value={sync.done} aria-label={text} />
        )}
        {running ? (
          <button type="button" className="button" data-variant="secondary" onClick={() => void cancelSync()}>
            {t('history.sync.cancel')}
          </button>
        ) : (
          <button type="button" className="button" data-variant="secondary" data-testid="history-sync" onClick={() => void syncHistory()}>
            {t('history.sync.now')}
          </button>
        )}
      </div>
    </div>
  );
}

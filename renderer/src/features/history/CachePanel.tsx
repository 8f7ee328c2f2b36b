import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../../store';
import { ConfirmDialog } from '../../ui';
import { clearCache, setCacheLimit } from './cache-actions';
import { formatBytes } from './history-format';

const mb = 1024 * 1024;
const limits = [null, 100 * mb, 500 * mb, 1024 * mb, 5 * 1024 * mb];

/** Space the history takes on this computer, its limit, and clearing it (confirmed). */
export function CachePanel() {
  const { t, i18n } = useTranslation();
  const cache = useStudioStore((s) => s.history.cache);
  const [confirming, setConfirming] = useState(false);
  if (!cache) return null;
  return (
    <section className="history-cache" aria-label={t('history.cache.heading')} data-testid="history-cache">
      <h2>{t('history.cache.heading')}</h2>
      <p>
        {t('history.cache.size')}:{' '}
        <span data-testid="cache-size">{formatBytes(cache.databaseBytes + cache.audioBytes, i18n.language)}</span>
      </p>
      <p>{t('history.cache.entries', { count: cache.entries, withAudio: cache.entriesWithAudio })}</p>
      <label className="history-field">
        <span>{t('history.cache.limit')}</span>
        <select value={String(cache.limitBytes ?? '')} onChange={(e) => void setCacheLimit(e.target.value ? Number(e.target.value) : null)}>
          {limits.map((bytes) => (
            <option key={String(bytes)} value={bytes === null ? '' : String(bytes)}>
              {bytes === null ? t('history.cache.noLimit') : formatBytes(bytes, i18n.language)}
            </option>
          ))}
          {cache.limitBytes !== null && !limits.includes(cache.limitBytes) && (
            <option value={String(cache.limitBytes)}>{formatBytes(cache.limitBytes, i18n.language)}</option>
          )}
        </select>
      </label>
      <button type="button" className="button" data-variant="danger" onClick={() => setConfirming(true)}>
        {t('history.cache.clear')}
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('history.cache.clearTitle')}
        description={t('history.cache.clearDescription')}
        confirmLabel={t('history.cache.clearConfirm')}
        destructive
        onConfirm={() => void clearCache()}
      />
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../../store/studio-store';
import { formatDateTime } from './format';

/** Says plainly that what is shown is saved data, from when, and why switches cannot be used. */
export function OfflineBanner() {
  const { t, i18n } = useTranslation();
  const offline = useStudioStore((s) => s.agentTools.offline);
  if (!offline) return null;
  return (
    <div className="agent-offline" role="status" data-testid="agent-offline">
      <strong>{t('agentTools.offline.banner', { time: formatDateTime(offline.savedAt, i18n.language) })}</strong>
      <span id="agent-offline-switches">{t('agentTools.offline.switchesDisabled')}</span>
    </div>
  );
}

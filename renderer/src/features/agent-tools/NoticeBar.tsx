import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../../store/studio-store';
import { showNotice } from './agent-actions';
import { errorText } from '../../i18n/error-text';

/** The last thing that did not work (or a confirmation), until dismissed or replaced. */
export function NoticeBar() {
  const { t } = useTranslation();
  const notice = useStudioStore((s) => s.agentTools.notice);
  if (!notice) return null;
  const reason = notice.error ? errorText(notice.error) : '';
  return (
    <div
      className="agent-notice"
      role={notice.error ? 'alert' : 'status'}
      data-tone={notice.error ? 'error' : 'ok'}
      data-testid="agent-notice"
    >
      <span>{t(`agentTools.notice.${notice.messageKey}`, { name: notice.name, reason })}</span>
      <button type="button" className="button" data-variant="secondary" onClick={() => showNotice(null)}>
        {t('agentTools.notice.dismiss')}
      </button>
    </div>
  );
}

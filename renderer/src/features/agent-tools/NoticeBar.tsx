import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../../store/studio-store';
import { showNotice } from './agent-actions';
import { noticeText } from '../../i18n/notice';

/** The last thing that did not work (or a confirmation), until dismissed or replaced. */
export function NoticeBar() {
  const { t } = useTranslation();
  const notice = useStudioStore((s) => s.agentTools.notice);
  if (!notice) return null;
  return (
    <div
      className="agent-notice"
      role={notice.tone === 'error' ? 'alert' : 'status'}
      data-tone={notice.tone === 'error' ? 'error' : 'ok'}
      data-testid="agent-notice"
    >
      <span>{noticeText(notice)}</span>
      <button type="button" className="button" data-variant="secondary" onClick={() => showNotice(null)}>
        {t('agentTools.notice.dismiss')}
      </button>
    </div>
  );
}

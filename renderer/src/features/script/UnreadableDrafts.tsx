import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../../store';
import { dismissUnreadableDrafts } from './draft-actions';

/**
 * Says which draft files could not be read and where each went, so a damaged draft is never lost
 * silently: the file was moved aside (kept, never deleted) or, when it could not be opened at
 * all, left where it is.
 */
export function UnreadableDrafts() {
  const { t } = useTranslation();
  const files = useStudioStore((s) => s.script.unreadableDrafts);
  if (files.length === 0) return null;
  return (
    <div className="script-error" role="alert" data-testid="unreadable-drafts">
      <p>{t('script.drafts.unreadable')}</p>
      <ul>
        {files.map((file) => (
          <li key={file.path} dir="ltr">
            {file.movedTo ? t('script.drafts.movedTo', { path: file.movedTo }) : t('script.drafts.leftInPlace', { path: file.path })}
          </li>
        ))}
      </ul>
      <button type="button" className="button" data-variant="secondary" onClick={dismissUnreadableDrafts}>
        {t('script.drafts.dismiss')}
      </button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { errorText } from '../../i18n/error-text';
import { useStudioStore } from '../../store';

/** The screen's one status region: what the last action did, or why it was refused. */
export function LexiconsStatus() {
  const { t } = useTranslation();
  const notice = useStudioStore((s) => s.lexicons.notice);
  const error = useStudioStore((s) => s.lexicons.actionError);
  return (
    <div aria-live="polite" className="lexicons-status" data-testid="lexicons-status">
      {error && (
        <p className="lexicon-error" role="alert">
          {errorText(error)}
        </p>
      )}
      {/* Keys are data from the actions; i18next's typed keys cannot know them in advance. */}
      {notice && !error && <p role="status">{t(`lexicons.${notice.key}` as 'lexicons.title', notice.values ?? {})}</p>}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../../store';
import { scriptErrorText } from './error-text';
import { setScript } from './script-state';

const takeKeys = ['TakeDraftGone', 'TakeOfEarlierText', 'TakeOfOtherVoice'] as const;

/** What went wrong with a take (choosing it, opening its draft), in the editor's words. */
export function TakesNotice() {
  const { t } = useTranslation();
  const error = useStudioStore((s) => s.script.takesError);
  if (!error) return null;
  const key = takeKeys.find((k) => k === error.messageKey);
  return (
    <div className="script-error" role="alert" data-testid="takes-error">
      <span>{key ? t(`script.takes.errors.${key}`) : t('script.takes.failed', { reason: scriptErrorText(t, error) })}</span>
      <button type="button" className="button" data-variant="secondary" onClick={() => setScript({ takesError: null })}>
        {t('script.drafts.dismiss')}
      </button>
    </div>
  );
}

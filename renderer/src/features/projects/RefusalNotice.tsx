import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../../store';
import { projectErrorText } from './error-text';
import { dismissRefusal } from './projects-state';

/** The last action the core refused: what did not happen, why, and what stayed as it was. */
export function RefusalNotice() {
  const { t } = useTranslation();
  const refused = useStudioStore((s) => s.projects.actionError);
  if (!refused) return null;
  return (
    <div className="projects-refusal" role="alert" data-testid="projects-refusal">
      <p>{t(`projects.refused.${refused.action}`, { reason: projectErrorText(t, refused.error) })}</p>
      <button type="button" className="button" data-variant="secondary" onClick={dismissRefusal}>
        {t('projects.dismiss')}
      </button>
    </div>
  );
}

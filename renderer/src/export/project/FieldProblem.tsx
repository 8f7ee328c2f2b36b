import type { ChoiceProblem } from '../../../../shared/model/deliverable-choices';
import { useTranslation } from 'react-i18next';

/**
 * What is wrong with one export choice, said beside its field in the interface language (by the
 * problem's key, never its English message) and read out as it appears; the field names this
 * element in aria-describedby. Nothing is rendered while the field is fine.
 */
export function FieldProblem({ id, problem }: { id: string; problem: ChoiceProblem | null }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <small id={id} className="export-field-problem" role="alert">
      {/* Keys arrive as data; i18next's typed keys cannot know them in advance. */}
      {t(problem.messageKey as 'errors.VALIDATION')}
    </small>
  );
}

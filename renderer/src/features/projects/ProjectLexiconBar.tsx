import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../i18n/error-text';
import { AddToLexiconButton, watchLexiconsInEffect } from '../../lexicon';
import { useStudioStore } from '../../store';
import { currentBlockField } from './current-field';
import { dialectName } from './voice-options';

/**
 * The open project's lexicons: keeps the ones in effect for it (the profile's and the project's
 * own, which wins) current for every block's preview, and offers "Add to lexicon" for the word
 * selected in the block the user was last in, scoped to that block's dialect and this project.
 * When they cannot be read it says so: the previews then apply none.
 */
export function ProjectLexiconBar({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const failed = useStudioStore((s) => s.lexicon.inEffectError);
  useEffect(() => watchLexiconsInEffect(projectId), [projectId]);
  const code = useStudioStore((s) => {
    const block = s.projects.chapter?.blocks.find((b) => b.id === s.projects.currentBlockId);
    return block?.dialectCode ?? s.projects.project?.settings.dialectCode ?? null;
  });
  const dialect = useStudioStore((s) => s.projects.dialects.find((d) => d.code === code));
  const language = useStudioStore((s) => s.ui.language);
  const name = dialect ? dialectName(dialect, language) : code;
  return (
    <>
      <AddToLexiconButton textareaRef={currentBlockField} dialect={code && name ? { code, name } : null} projectId={projectId} />
      {failed && (
        <p className="projects-error" role="alert">
          {t('lexicon.inEffectFailed', { reason: errorText(failed) })}
        </p>
      )}
    </>
  );
}

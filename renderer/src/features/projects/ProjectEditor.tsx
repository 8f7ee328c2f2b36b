import { useTranslation } from 'react-i18next';
import { ProjectExport } from '../../export';
import { noticeText } from '../../i18n/notice';
import { useStudioStore } from '../../store';
import { TashkeelPalette } from '../../tashkeel';
import { BlockList } from './BlockList';
import { ChapterHead } from './ChapterHead';
import { ChapterList } from './ChapterList';
import { editCurrentBlockText } from './block-save';
import { currentBlockField } from './current-field';
import { projectErrorText } from './error-text';
import { EstimateDialog } from './EstimateDialog';
import { ProgressStrip } from './ProgressStrip';
import { ProjectLexiconBar } from './ProjectLexiconBar';
import { showProjectList } from './project-list-actions';
import { SettingsPanel } from './SettingsPanel';

/**
 * The open project. At 1280×800 the text gets the room: a narrow chapter list, the blocks (the one
 * thing that scrolls), the settings folding away at the side, and the progress strip fixed under
 * them, never off-screen.
 */
export function ProjectEditor() {
  const { t } = useTranslation();
  const project = useStudioStore((s) => s.projects.project);
  const chapterStatus = useStudioStore((s) => s.projects.chapterStatus);
  const chapterError = useStudioStore((s) => s.projects.chapterError);
  if (!project) return null;
  return (
    <div className="projects-editor" data-testid="project-editor">
      <div className="projects-editor-head">
        <button type="button" className="button projects-quiet" data-variant="secondary" onClick={() => void showProjectList()}>
          {t('projects.back')}
        </button>
        <h2 className="projects-editor-name" dir="auto">
          {project.name}
        </h2>
        <ProjectLexiconBar projectId={project.id} />
        {/* Acts on the block the user is in (its selection is kept while a mark is pressed); in the head, so the blocks keep the room. */}
        <TashkeelPalette textareaRef={currentBlockField} onText={editCurrentBlockText} />
        <EditorNotice />
        <ProjectExport project={project} />
      </div>
      <div className="projects-editor-body">
        <ChapterList />
        <div className="projects-editor-main">
          <ChapterHead />
          {chapterStatus === 'loading' && (
            <p className="projects-hint" role="status">
              {t('projects.chapters.loading')}
            </p>
          )}
          {chapterStatus === 'failed' && chapterError && (
            <p className="projects-error" role="alert">
              {t('projects.chapters.loadFailed', { reason: projectErrorText(t, chapterError) })}
            </p>
          )}
          <BlockList />
        </div>
        <SettingsPanel />
      </div>
      <ProgressStrip />
      <EstimateDialog />
    </div>
  );
}

/** The editor's status line: always in the page, so what it says is heard (a chapter done, a chapter moved). */
function EditorNotice() {
  const notice = useStudioStore((s) => s.projects.notice);
  useStudioStore((s) => s.ui.language); // follows a language switch
  return (
    <p className="projects-notice" role="status" data-testid="projects-notice">
      {notice ? noticeText(notice) : ''}
    </p>
  );
}

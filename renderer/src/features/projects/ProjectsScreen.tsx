import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../../store';
import { activeStudio } from '../../transport';
import { Screen } from '../../ui/Screen';
import { flushAllBlocks } from './block-save';
import { loadCatalog } from './catalog-actions';
import { ImportDialog } from './ImportDialog';
import { followListEvents, loadProjects, openHandedBlock } from './project-list-actions';
import { ProjectEditor } from './ProjectEditor';
import { ProjectList } from './ProjectList';
import { followProjectEvents } from './queue-actions';
import { RefusalNotice } from './RefusalNotice';
import { VoiceOffer } from './VoiceOffer';
import './projects.css';

/**
 * Projects (issue 30): the list of the profile's projects and the editor of the open one. The
 * project open when the studio closed opens again on the first visit.
 */
export default function ProjectsScreen() {
  const { t } = useTranslation();
  const view = useStudioStore((s) => s.projects.view);
  const listStatus = useStudioStore((s) => s.projects.listStatus);
  const editing = view === 'editor';
  const readOnly = useStudioStore((s) => s.projects.readOnly);
  // History's "Open in editor" while this screen already shows (the first visit takes it in loadProjects).
  const handedBlock = useStudioStore((s) => s.ui.blockForProjects ?? s.ui.projectForProjects);
  useEffect(() => {
    if (handedBlock && listStatus === 'ready') void openHandedBlock();
  }, [handedBlock, listStatus]);

  useEffect(() => {
    void loadProjects();
    void loadCatalog();
    const offEvents = followProjectEvents();
    const offList = followListEvents();
    const offVoices = activeStudio().events.on('voices.changed', () => void loadCatalog());
    // pagehide covers closing the window or tab; leaving the section unmounts this screen.
    const onPageHide = () => void flushAllBlocks();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      offEvents();
      offList();
      offVoices();
      window.removeEventListener('pagehide', onPageHide);
      void flushAllBlocks();
    };
  }, []);

  return (
    <Screen title={t('projects.title')} intro={editing ? undefined : t('projects.intro')} fill={editing}>
      {readOnly && (
        <p className="projects-error" role="status" data-testid="projects-read-only">
          {t('projects.list.readOnly')}
        </p>
      )}
      <RefusalNotice />
      <VoiceOffer />
      {/* The list waits for the first answer, so a project that reopens does not flash the list first. */}
      {editing ? <ProjectEditor /> : listStatus === 'ready' || listStatus === 'failed' ? <ProjectList /> : <Opening />}
      <ImportDialog />
    </Screen>
  );
}

function Opening() {
  const { t } = useTranslation();
  return (
    <p className="screen-note" role="status">
      {t('projects.list.loading')}
    </p>
  );
}

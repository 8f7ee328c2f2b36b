import { useTranslation } from 'react-i18next';
import { clearVoiceForProjects, useStudioStore } from '../../store';
import { createProject } from './project-list-actions';
import { chooseProjectVoice } from './settings-actions';

/**
 * "Use this voice" from the voices screen lands here: the open project may take it as its voice,
 * or a new project starts with it. Nothing is made or changed until the user picks one; "Not now"
 * (or either choice) ends the offer. The choices wait for the voice list, so a new project never
 * starts with another voice than the one asked for.
 */
export function VoiceOffer() {
  const { t } = useTranslation();
  const voiceId = useStudioStore((s) => s.ui.voiceForProjects);
  const project = useStudioStore((s) => (s.projects.view === 'editor' ? s.projects.project : null));
  const voice = useStudioStore((s) => s.projects.voices.find((v) => v.id === voiceId));
  if (!voiceId) return null;
  const voiceName = voice?.name ?? voiceId;
  const useHere = () => {
    clearVoiceForProjects();
    void chooseProjectVoice(voiceId);
  };
  const startNew = () => {
    clearVoiceForProjects();
    void createProject(undefined, voice);
  };
  return (
    <div className="projects-offer" role="status" data-testid="projects-voice-offer">
      <p>
        {project
          ? t('projects.list.offer.inProject', { voice: voiceName, name: project.name })
          : t('projects.list.offer.noProject', { voice: voiceName })}
      </p>
      {project && (
        <button type="button" className="button" disabled={!voice} onClick={useHere}>
          {t('projects.list.offer.useHere')}
        </button>
      )}
      <button type="button" className="button" data-variant={project ? 'secondary' : undefined} disabled={!voice} onClick={startNew}>
        {t('projects.list.offer.newProject')}
      </button>
      <button type="button" className="button" data-variant="secondary" onClick={clearVoiceForProjects}>
        {t('projects.list.offer.notNow')}
      </button>
    </div>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../../store';
import { Disclosure } from '../../ui';
import { setChapterVoice } from './chapter-actions';
import { projectErrorText } from './error-text';
import { ConfigFields, DictionaryFields, PauseFields, ReadAsFields } from './settings-fields';
import { chooseProjectDialect, chooseProjectVoice, previewVoice, setSpeakerVoice } from './settings-actions';
import { dialectName, VoiceOptions } from './voice-options';

/**
 * The project's voice and settings, folded away beside the blocks so the text gets the room: the
 * project's dialect and voice (with "Preview voice"), this chapter's voice, speed and
 * expressiveness, dictionaries, read-as, pauses, and the speaker → voice table. Remembered open or
 * folded.
 */
export function SettingsPanel() {
  const { t } = useTranslation();
  return (
    <aside className="projects-settings" data-testid="project-settings">
      <Disclosure
        label={t('projects.settings.toggle')}
        rememberUnder="sawt.projects.settingsOpen"
        initiallyOpen
        regionClassName="projects-settings-region"
      >
        <ProjectVoice />
        <ChapterVoice />
        <ConfigFields />
        <DictionaryFields />
        <ReadAsFields />
        <PauseFields />
        <Speakers />
      </Disclosure>
    </aside>
  );
}

/** What the empty Voice list says: choose a dialect first, choose a voice, or that the dialect has none yet. */
const voicePrompt = (dialectCode: string, voices: number) =>
  dialectCode === '' ? 'projects.settings.chooseDialectFirst' : voices > 0 ? 'projects.settings.chooseVoice' : 'projects.settings.noVoices';

function ProjectVoice() {
  const { t } = useTranslation();
  const dialectId = useId();
  const voiceId = useId();
  const hintId = useId();
  const language = useStudioStore((s) => s.ui.language);
  const dialects = useStudioStore((s) => s.projects.dialects);
  const voices = useStudioStore((s) => s.projects.voices);
  const error = useStudioStore((s) => s.projects.catalogError);
  const settings = useStudioStore((s) => s.projects.project?.settings);
  const [previewing, setPreviewing] = useState(false);
  const chosen = voices.find((v) => v.id === settings?.voiceId);
  const dialectCode = chosen?.dialectCode ?? settings?.dialectCode ?? '';
  const ofDialect = voices.filter((v) => v.dialectCode === dialectCode);
  const dialect = dialects.find((d) => d.code === dialectCode);
  const preview = async () => {
    setPreviewing(true);
    await previewVoice();
    setPreviewing(false);
  };
  return (
    <fieldset className="projects-fieldset">
      <legend>{t('projects.settings.voiceLegend')}</legend>
      <label htmlFor={dialectId}>{t('projects.settings.dialect')}</label>
      <select id={dialectId} className="text-input" value={dialectCode} onChange={(event) => void chooseProjectDialect(event.target.value)}>
        {dialectCode === '' && <option value="">{t('projects.settings.chooseDialect')}</option>}
        {dialects.map((d) => (
          <option key={d.code} value={d.code}>
            {dialectName(d, language)}
          </option>
        ))}
      </select>
      <label htmlFor={voiceId}>{t('projects.settings.voice')}</label>
      <select
        id={voiceId}
        className="text-input"
        value={chosen ? chosen.id : ''}
        disabled={ofDialect.length === 0}
        onChange={(event) => void chooseProjectVoice(event.target.value)}
      >
        {!chosen && <option value="">{t(voicePrompt(dialectCode, ofDialect.length))}</option>}
        {ofDialect.map((v) => (
          <option key={v.id} value={v.id}>
            {v.id === dialect?.defaultVoiceId ? t('projects.settings.isDefault', { name: v.name }) : v.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button projects-quiet"
        data-variant="secondary"
        aria-describedby={hintId}
        disabled={!chosen || previewing}
        onClick={() => void preview()}
      >
        {t('projects.settings.preview')}
      </button>
      <p id={hintId} className="projects-hint" role={previewing ? 'status' : undefined}>
        {previewing ? t('projects.settings.previewing') : t('projects.settings.previewHint')}
      </p>
      {error && (
        <p className="projects-error" role="alert">
          {t('projects.settings.catalogFailed', { reason: projectErrorText(t, error) })}
        </p>
      )}
    </fieldset>
  );
}

function ChapterVoice() {
  const { t } = useTranslation();
  const id = useId();
  const language = useStudioStore((s) => s.ui.language);
  const dialects = useStudioStore((s) => s.projects.dialects);
  const voices = useStudioStore((s) => s.projects.voices);
  const chapter = useStudioStore((s) => s.projects.project?.chapters.find((c) => c.id === s.projects.chapterId));
  if (!chapter) return null;
  return (
    <div className="projects-field">
      <label htmlFor={id}>{t('projects.settings.chapterVoice')}</label>
      <select
        id={id}
        className="text-input"
        value={chapter.voiceId ?? ''}
        onChange={(event) => {
          const voice = voices.find((v) => v.id === event.target.value);
          void setChapterVoice(chapter.id, voice?.id ?? null, voice?.dialectCode ?? null);
        }}
      >
        <option value="">{t('projects.settings.chapterVoiceInherited')}</option>
        <VoiceOptions voices={voices} dialects={dialects} language={language} />
      </select>
    </div>
  );
}

function Speakers() {
  const { t } = useTranslation();
  const language = useStudioStore((s) => s.ui.language);
  const dialects = useStudioStore((s) => s.projects.dialects);
  const voices = useStudioStore((s) => s.projects.voices);
  const speakers = useStudioStore((s) => s.projects.project?.speakers);
  return (
    <fieldset className="projects-fieldset" data-testid="project-speakers">
      <legend>{t('projects.settings.speakers')}</legend>
      {(speakers ?? []).length === 0 && <p className="projects-hint">{t('projects.settings.speakersNone')}</p>}
      {(speakers ?? []).map((speaker) => (
        <SpeakerVoiceField key={speaker.speaker} speaker={speaker.speaker} voiceId={speaker.voiceId}>
          <VoiceOptions voices={voices} dialects={dialects} language={language} />
        </SpeakerVoiceField>
      ))}
    </fieldset>
  );
}

function SpeakerVoiceField({ speaker, voiceId, children }: { speaker: string; voiceId: string | null; children: React.ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="projects-field">
      <label htmlFor={id}>
        <bdi>{t('projects.settings.speakerVoice', { speaker })}</bdi>
      </label>
      <select
        id={id}
        className="text-input"
        value={voiceId ?? ''}
        onChange={(event) => void setSpeakerVoice(speaker, event.target.value || null)}
      >
        <option value="">{t('projects.settings.speakerInherited')}</option>
        {children}
      </select>
    </div>
  );
}

import type { ProjectSettings, SpeakerVoice } from '../../../../shared/model/projects';
import { player } from '../../audio';
import { activeStudio } from '../../transport';
import { flushAllBlocks } from './block-save';
import { defaultVoiceOf } from './catalog-actions';
import { reloadChapter } from './chapter-actions';
import { clearRefusal, getProjects, refuse, setProjects } from './projects-state';

/**
 * The project's voice and settings. A change is written at once (sliders when let go) and the
 * chapter on show is read again: only blocks that would now send something else turn stale.
 */

type SettingsPatch = Partial<ProjectSettings>;

async function update(change: { settings?: SettingsPatch; speakers?: SpeakerVoice[] }): Promise<void> {
  const project = getProjects().project;
  if (!project || !(await flushAllBlocks())) return;
  // Shown at once; the core's answer replaces it (or the refusal puts the old one back).
  setProjects({
    project: { ...project, settings: { ...project.settings, ...change.settings }, speakers: change.speakers ?? project.speakers },
  });
  const updated = await activeStudio().projects.updateSettings({ projectId: project.id, ...change });
  if (!updated.ok) {
    if (getProjects().project?.id === project.id) setProjects({ project });
    return refuse('settings', updated.error);
  }
  clearRefusal('settings');
  if (getProjects().project?.id === project.id) setProjects({ project: updated.value });
  await reloadChapter();
}

export const updateProjectSettings = (settings: SettingsPatch) => update({ settings });

/** A dialect chosen afresh starts at its default voice (the user's, else the service's). */
export async function chooseProjectDialect(dialectCode: string): Promise<void> {
  const voice = defaultVoiceOf(dialectCode);
  await update({ settings: { dialectCode, voiceId: voice?.id ?? null } });
}

export async function chooseProjectVoice(voiceId: string): Promise<void> {
  const dialectCode = getProjects().voices.find((v) => v.id === voiceId)?.dialectCode ?? null;
  await update({ settings: { voiceId, ...(dialectCode ? { dialectCode } : {}) } });
}

export async function setSpeakerVoice(speaker: string, voiceId: string | null): Promise<void> {
  const project = getProjects().project;
  if (!project) return;
  const speakers = project.speakers.map((s) => (s.speaker === speaker ? { ...s, voiceId } : s));
  await update({ speakers });
}

/** "Preview voice": the chapter's first block in the project's voice, one request (kept in History, not a take). */
export async function previewVoice(): Promise<void> {
  const { project, chapterId } = getProjects();
  const voiceId = project?.settings.voiceId;
  if (!project || !voiceId) return;
  const spoken = await activeStudio().projects.previewVoice({
    projectId: project.id,
    voiceId,
    requestId: crypto.randomUUID(),
    ...(chapterId ? { chapterId } : {}),
  });
  if (!spoken.ok) return refuse('preview', spoken.error);
  clearRefusal('preview');
  player.play({ id: spoken.value.id, src: spoken.value.audioUrl, title: spoken.value.voiceName, kind: 'long' });
}

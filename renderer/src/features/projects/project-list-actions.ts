import type { Project } from '../../../../shared/model/projects';
import type { VoiceCard } from '../../../../shared/model/voices';
import { i18n } from '../../i18n';
import { takeBlockOrigin, takeProjectToOpen } from '../../store';
import { activeStudio } from '../../transport';
import { flushAllBlocks, forgetPendingEdits } from './block-save';
import { requestFocus } from './block-actions';
import { startingVoice } from './catalog-actions';
import { openChapter, reloadChapter } from './chapter-actions';
import { loadQueueStatus } from './queue-actions';
import { clearRefusal, getProjects, refuse, setProjects } from './projects-state';

/**
 * The projects list: every project of the profile, newest change first. The first visit reopens
 * the project that was open when the studio last closed (the core remembers it), so a long script
 * comes back as it was: its chapters and blocks, not one text over the limit.
 */
export async function loadProjects(): Promise<void> {
  const { listStatus, project } = getProjects();
  if (listStatus === 'loading') return;
  // A visit after the first: what is shown may be out of date (another profile, a project deleted).
  const first = listStatus === 'idle' || project === null;
  setProjects({ listStatus: 'loading', listError: null });
  const listed = await activeStudio().projects.list({});
  if (!listed.ok) return setProjects({ listStatus: 'failed', listError: listed.error });
  setProjects({
    projects: listed.value.projects,
    readOnly: listed.value.readOnly,
    ...(listed.value.damaged ? { damaged: listed.value.damaged } : {}),
  });
  // The list shows ('ready') only once any reopening is done: shown earlier, it flashed, and a
  // click or a dropped file on it was taken away by the project opening a moment later.
  try {
    await reopen(listed.value, first);
  } finally {
    setProjects({ listStatus: 'ready' });
  }
}

async function reopen(listed: { projects: readonly { id: string }[]; lastOpenId?: string | null }, first: boolean): Promise<void> {
  const open = getProjects().project;
  if (open && !listed.projects.some((p) => p.id === open.id)) forgetOpenProject();
  else if (open) await refreshOpenProject(open.id);
  // History asked for a block: that wins over reopening the last project.
  if (await openHandedBlock()) return;
  const { lastOpenId } = listed;
  if (first && lastOpenId && getProjects().project === null && listed.projects.some((p) => p.id === lastOpenId)) {
    await openProject(lastOpenId);
  }
}

/** The open project as the core has it now (its chapters, settings), and its chapter on show. */
async function refreshOpenProject(projectId: string): Promise<void> {
  const read = await activeStudio().projects.get({ projectId });
  if (!read.ok || getProjects().project?.id !== projectId) return;
  setProjects({ project: read.value });
  await Promise.all([reloadChapter(), loadQueueStatus()]);
}

/** The open project is no one's any more (deleted elsewhere, or another profile is active). */
function forgetOpenProject(): void {
  forgetPendingEdits();
  setProjects({ project: null, view: 'list', edits: {}, ...otherProjectView });
}

/**
 * While the screen shows: another profile became active (or the active one was removed), whose
 * projects are others, so the screen starts again as at a first visit, reopening that profile's
 * last project; and projects the core changed by itself (drafts migrated) reach the list.
 */
export function followListEvents(): () => void {
  const events = activeStudio().events;
  const offs = [
    events.on('account.changed', ({ reason }) => {
      if (reason !== 'profile-switched' && reason !== 'profile-removed') return;
      forgetOpenProject();
      setProjects({ listStatus: 'idle', projects: [], damaged: null });
      void loadProjects();
    }),
    events.on('projects.changed', () => {
      if (getProjects().view === 'list') void refreshProjectList();
    }),
  ];
  return () => offs.forEach((off) => off());
}

/** Reads the list again (after a change made elsewhere), keeping the screen as it is. */
export async function refreshProjectList(): Promise<void> {
  const listed = await activeStudio().projects.list({});
  if (listed.ok) setProjects({ projects: listed.value.projects });
}

/** What the editor showed of another project: none of it belongs to the one opening. */
const otherProjectView = {
  chapterId: null,
  chapter: null,
  chapterStatus: 'idle',
  chapterError: null,
  focusRequest: null,
  currentBlockId: null,
  takes: {},
  queue: null,
  queueRefusal: null,
  estimate: null,
  lastRun: null,
} as const;

export async function openProject(projectId: string): Promise<void> {
  // Text typed into the project on screen is written before another one opens; text the core
  // refused keeps this project open, its block saying why.
  if (!(await flushAllBlocks())) return;
  const opened = await activeStudio().projects.get({ projectId });
  if (!opened.ok) return refuse('open', opened.error);
  clearRefusal('open');
  await showProject(opened.value);
}

/** Puts a project the core answered with on show, at the chapter it was left in, with its queue. */
export async function showProject(project: Project): Promise<void> {
  forgetPendingEdits();
  setProjects({ project, view: 'editor', edits: {}, ...otherProjectView });
  await Promise.all([openChapter(project.lastChapterId ?? project.chapters[0]?.id ?? null), loadQueueStatus()]);
}

/** Back to the list; the project stays the open one for the next visit. */
export async function showProjectList(): Promise<void> {
  if (!(await flushAllBlocks())) return;
  setProjects({ view: 'list' });
  await refreshProjectList();
}

/**
 * A new project of one empty block. The core starts it in the dialect and voice the user chose
 * last; before any choice, in the starting voice (catalog-actions), so it is ready to generate.
 * `chosen`: the voice the user picked for it ("Use this voice"), which wins.
 */
export async function createProject(text?: string, chosen?: VoiceCard): Promise<void> {
  if (!(await flushAllBlocks())) return;
  const name = i18n.t('projects.list.newName', { n: getProjects().projects.length + 1 });
  const created = await activeStudio().projects.create(text === undefined ? { name } : { name, text });
  if (!created.ok) return refuse('create', created.error);
  clearRefusal('create');
  await showProject(await withStartingVoice(created.value, chosen));
  await refreshProjectList();
}

/**
 * A project made before any voice was chosen (by New project or an import) gets the starting
 * voice (catalog-actions), so it is ready to generate; a voice chosen before is kept. `chosen`:
 * the voice the user asked for ("Use this voice"), which wins.
 */
export async function withStartingVoice(project: Project, chosen?: VoiceCard): Promise<Project> {
  const voice = chosen ?? (project.settings.voiceId === null ? await startingVoice() : undefined);
  if (!voice) return project;
  const settings = { voiceId: voice.id, dialectCode: voice.dialectCode };
  const updated = await activeStudio().projects.updateSettings({ projectId: project.id, settings });
  // Not fatal: the project is made, and its voice can still be chosen by hand.
  return updated.ok ? updated.value : project;
}

export async function renameProject(projectId: string, name: string): Promise<boolean> {
  const renamed = await activeStudio().projects.rename({ projectId, name: name.trim() });
  if (!renamed.ok) {
    refuse('rename', renamed.error);
    return false;
  }
  clearRefusal('rename');
  const { project, projects } = getProjects();
  setProjects({
    projects: projects.map((p) => (p.id === projectId ? renamed.value : p)),
    ...(project?.id === projectId ? { project: { ...project, name: renamed.value.name } } : {}),
  });
  return true;
}

export async function duplicateProject(projectId: string): Promise<void> {
  await flushAllBlocks();
  const source = getProjects().projects.find((p) => p.id === projectId);
  // The name is data, not a sentence on screen: without the isolates the formatter puts around names.
  const name = source
    ? i18n
        .t('projects.list.copyName', { name: source.name })
        .replace(/[\u2068\u2069]/gu, '')
        .slice(0, 120)
    : undefined;
  const copied = await activeStudio().projects.duplicate(name ? { projectId, name } : { projectId });
  if (!copied.ok) return refuse('duplicate', copied.error);
  clearRefusal('duplicate');
  await refreshProjectList();
}

export async function deleteProject(projectId: string): Promise<void> {
  const left = await activeStudio().projects.delete({ projectId });
  if (!left.ok) return refuse('delete', left.error);
  clearRefusal('delete');
  const wasOpen = getProjects().project?.id === projectId;
  if (wasOpen) forgetPendingEdits();
  setProjects({
    projects: left.value.projects,
    ...(wasOpen ? { project: null, view: 'list', edits: {}, ...otherProjectView } : {}),
  });
}

/**
 * "Open in editor" from History for a take of a block: opens its project at its chapter, with the
 * block focused and its takes unfolded. True when there was one to open (a deleted project says so, like any refusal).
 */
export async function openHandedBlock(): Promise<boolean> {
  const draftProject = takeProjectToOpen();
  if (draftProject) {
    await openProject(draftProject);
    return true;
  }
  const origin = takeBlockOrigin();
  if (!origin) return false;
  if (getProjects().project?.id !== origin.projectId) await openProject(origin.projectId);
  if (getProjects().project?.id !== origin.projectId) return true;
  if (getProjects().chapterId !== origin.chapterId) await openChapter(origin.chapterId);
  setProjects({ takesHanded: origin.blockId });
  requestFocus(origin.blockId);
  return true;
}

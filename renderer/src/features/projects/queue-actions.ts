import type { PayloadOf } from '../../../../shared/contract';
import type { QueueState } from '../../../../shared/model/projects';
import { activeStudio } from '../../transport';
import { flushAllBlocks } from './block-save';
import { reloadChapter } from './chapter-actions';
import type { QueueCommand } from './projects-slice';
import { clearRefusal, getProjects, refuse, setProjects } from './projects-state';

/**
 * The generation queue runs in the core (closing the window does not stop it); the editor shows
 * it from `queue.changed` events and asks for it once when a project opens. Before a run the
 * estimate is shown; after it, the expected length beside the real one.
 */

export async function loadQueueStatus(): Promise<void> {
  const project = getProjects().project;
  if (!project) return;
  const status = await activeStudio().queue.status({ projectId: project.id });
  if (status.ok && getProjects().project?.id === project.id) setProjects({ queue: status.value });
}

/** "Generate chapter" (this chapter's id) or "Generate all" (none): asks the cost first. */
export async function askEstimate(chapterIds?: string[]): Promise<void> {
  const project = getProjects().project;
  if (!project || !(await flushAllBlocks())) return;
  const request = chapterIds ? { chapterIds } : {};
  setProjects({ estimate: { ...request, status: 'loading', estimate: null, error: null } });
  const estimated = await activeStudio().projects.estimate({ projectId: project.id, ...request });
  if (!getProjects().estimate) return; // closed meanwhile
  if (!estimated.ok) return setProjects({ estimate: { ...request, status: 'failed', estimate: null, error: estimated.error } });
  setProjects({ estimate: { ...request, status: 'ready', estimate: estimated.value, error: null } });
}

export const closeEstimate = () => setProjects({ estimate: null });

/** The estimate was accepted: the queue takes every block of it that is not current. */
export async function startGeneration(): Promise<void> {
  const { project, estimate } = getProjects();
  if (!project || !estimate) return;
  const chapterIds = estimate.chapterIds;
  setProjects({ estimate: null, lastRun: { ...(chapterIds ? { chapterIds } : {}), check: null } });
  const started = await activeStudio().queue.start({ projectId: project.id, ...(chapterIds ? { chapterIds } : {}) });
  if (!started.ok) return refuse('generate', started.error);
  clearRefusal('generate');
  setProjects({ queue: started.value });
}

/**
 * Pause, Resume or Cancel. A refusal is said in the strip, beside the button pressed (never only
 * elsewhere on the screen), and the strip then shows the queue as the core has it.
 */
export async function commandQueue(command: QueueCommand): Promise<void> {
  const project = getProjects().project;
  if (!project) return;
  const answered = await activeStudio().queue[command]({ projectId: project.id });
  if (getProjects().project?.id !== project.id) return;
  if (answered.ok) return setProjects({ queue: answered.value, queueRefusal: null });
  setProjects({ queueRefusal: { command, error: answered.error } });
  await loadQueueStatus();
}

/** The run has ended: the real length of what is generated beside what the rates expected of it. */
async function compareRun(): Promise<void> {
  const { project, lastRun } = getProjects();
  if (!project || !lastRun || lastRun.check) return;
  const { chapterIds } = lastRun;
  const checked = await activeStudio().projects.estimate({ projectId: project.id, ...(chapterIds ? { chapterIds } : {}) });
  if (checked.ok && getProjects().lastRun === lastRun) setProjects({ lastRun: { ...lastRun, check: checked.value.done } });
}

function onQueueChanged(queue: QueueState): void {
  const before = getProjects().queue;
  if (getProjects().project?.id !== queue.projectId) return;
  setProjects({ queue });
  const finished = before && before.state !== 'idle' && queue.state === 'idle';
  if (finished) void Promise.all([reloadChapter(), compareRun()]);
}

function onProjectChanged(change: PayloadOf<'projects.changed'>): void {
  const { project, chapterId } = getProjects();
  if (project?.id !== change.projectId) return;
  if (chapterId && change.chapterIds.includes(chapterId)) void reloadChapter();
}

function onChapterDone(done: PayloadOf<'queue.chapterDone'>): void {
  if (getProjects().project?.id !== done.projectId) return;
  const key = done.failed > 0 ? 'projects.queue.chapterDoneFailed' : 'projects.queue.chapterDone';
  setProjects({ notice: { tone: 'info', key, values: { title: done.title, count: done.failed } } });
  if (getProjects().chapterId === done.chapterId) void reloadChapter();
}

/** Follows the core's project and queue events while the screen shows; returns the unsubscribe. */
export function followProjectEvents(): () => void {
  const events = activeStudio().events;
  const offs = [
    events.on('queue.changed', onQueueChanged),
    events.on('projects.changed', onProjectChanged),
    events.on('queue.chapterDone', onChapterDone),
  ];
  return () => offs.forEach((off) => off());
}

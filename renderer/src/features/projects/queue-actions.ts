import type { PayloadOf } from '../../../../shared/contract';
import type { QueueState } from '../../../../shared/model/projects';
import type { RunComparison } from './projects-slice';
import { activeStudio } from '../../transport';
import { flushAllBlocks } from './block-save';
import { reloadChapter } from './chapter-actions';
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

/** What a run of the estimate will be measured against: the chapter on show, if the run covers it. */
function runComparison(chapterIds: string[] | undefined): RunComparison | null {
  const { chapter, estimate } = getProjects();
  const expected = chapter && estimate?.estimate?.chapters.find((c) => c.chapterId === chapter.id);
  if (!chapter || !expected || (chapterIds && !chapterIds.includes(chapter.id))) return null;
  const blockIds = chapter.blocks.filter((b) => b.status !== 'generated').map((b) => b.id);
  return blockIds.length > 0 ? { chapterId: chapter.id, blockIds, expectedMs: expected.expectedMs, actualMs: null } : null;
}

/** The estimate was accepted: the queue takes every block of it that is not current. */
export async function startGeneration(): Promise<void> {
  const { project, estimate } = getProjects();
  if (!project || !estimate) return;
  const lastRun = runComparison(estimate.chapterIds);
  setProjects({ estimate: null, lastRun });
  const started = await activeStudio().queue.start({
    projectId: project.id,
    ...(estimate.chapterIds ? { chapterIds: estimate.chapterIds } : {}),
  });
  if (!started.ok) return refuse('generate', started.error);
  clearRefusal('generate');
  setProjects({ queue: started.value });
}

type QueueCommand = 'pause' | 'resume' | 'cancel';

export async function commandQueue(command: QueueCommand): Promise<void> {
  const project = getProjects().project;
  if (!project) return;
  const answered = await activeStudio().queue[command]({ projectId: project.id });
  if (!answered.ok) return refuse('queue', answered.error);
  clearRefusal('queue');
  setProjects({ queue: answered.value });
}

/** Once the run has made every block it was to make in the chapter on show, their real length. */
function compareRun(): void {
  const { lastRun, chapter } = getProjects();
  if (!lastRun || lastRun.actualMs !== null || chapter?.id !== lastRun.chapterId) return;
  const blocks = chapter.blocks.filter((b) => lastRun.blockIds.includes(b.id));
  if (blocks.length === 0 || blocks.some((b) => b.status !== 'generated')) return;
  const actualMs = blocks.reduce((sum, b) => sum + (b.chosenTake?.durationMs ?? 0), 0);
  setProjects({ lastRun: { ...lastRun, actualMs } });
}

function onQueueChanged(queue: QueueState): void {
  const before = getProjects().queue;
  if (getProjects().project?.id !== queue.projectId) return;
  setProjects({ queue });
  const finished = before && before.state !== 'idle' && queue.state === 'idle';
  if (finished) void reloadChapter().then(compareRun);
}

function onProjectChanged(change: PayloadOf<'projects.changed'>): void {
  const { project, chapterId } = getProjects();
  if (project?.id !== change.projectId) return;
  if (chapterId && change.chapterIds.includes(chapterId)) void reloadChapter().then(compareRun);
}

function onChapterDone(done: PayloadOf<'queue.chapterDone'>): void {
  if (getProjects().project?.id !== done.projectId) return;
  const key = done.failed > 0 ? 'projects.queue.chapterDoneFailed' : 'projects.queue.chapterDone';
  setProjects({ notice: { tone: 'info', key, values: { title: done.title, failed: done.failed } } });
  if (getProjects().chapterId === done.chapterId) void reloadChapter().then(compareRun);
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

import type { Result } from '../../../../shared/contract';
import type { QueueState } from '../../../../shared/model/projects';
import type { Handlers } from '../../dispatch/dispatch';
import type { EventBus } from '../../events';
import type { JobScope } from '../queue-jobs';
import type { ProjectsHome } from '../projects-home';
import type { ProjectQueue } from './project-queue';
import { GenerationQueues } from './queues';

type QueueOperation = 'queue.start' | 'queue.pause' | 'queue.resume' | 'queue.cancel' | 'queue.status';

// One set of queues per core (tests run several cores in one process), made on first use.
const queuesByCore = new WeakMap<object, GenerationQueues>();

/** The core's generation queues (the desktop app asks whether they are busy; tests shorten their waits). */
export function queuesOf(core: object, home: Pick<ProjectsHome, 'use' | 'renders' | 'lexicons'>, events: EventBus): GenerationQueues {
  let queues = queuesByCore.get(core);
  if (!queues) queuesByCore.set(core, (queues = new GenerationQueues(home, events)));
  return queues;
}

/** The core is closing: nothing new is sent; requests out are cancelled, and a later run settles them. */
export async function closeQueuesOf(core: object): Promise<void> {
  await queuesByCore.get(core)?.close();
}

/** Handlers of queue.* (shared/contract/ops/projects.ts), spread into the projects' handlers. */
export function queueHandlers(queues: GenerationQueues): Pick<Handlers, QueueOperation> {
  const withQueue = async (projectId: string, act: (queue: ProjectQueue) => Promise<Result<QueueState>>) => {
    const queue = await queues.of(projectId);
    return queue.ok ? act(queue.value) : queue;
  };
  return {
    'queue.start': ({ projectId, chapterIds, blockIds, again }) => {
      const scope: JobScope = { ...(chapterIds ? { chapterIds } : {}), ...(blockIds ? { blockIds } : {}), ...(again ? { again } : {}) };
      return withQueue(projectId, (queue) => queue.start(scope));
    },
    'queue.pause': ({ projectId }) => withQueue(projectId, (queue) => queue.pause()),
    'queue.resume': ({ projectId }) => withQueue(projectId, (queue) => queue.resume()),
    'queue.cancel': ({ projectId }) => withQueue(projectId, (queue) => queue.cancel()),
    'queue.status': ({ projectId }) => withQueue(projectId, (queue) => queue.status()),
  };
}

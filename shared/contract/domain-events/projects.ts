import { event } from '../define';
import type { QueueState } from '../../model/projects';

/** A project's blocks or chapters changed in the core (a take arrived, the queue marked a failure). */
export interface ProjectChanged {
  projectId: string;
  /** The chapters whose blocks changed; empty when only the project's own fields did. */
  chapterIds: string[];
}

export interface ChapterDone {
  projectId: string;
  chapterId: string;
  title: string;
  /** Blocks of the chapter the queue could not generate. */
  failed: number;
}

/** Events of projects and their queue. Spread into shared/contract/events.ts. */
export const projectsEvents = {
  'projects.changed': event<ProjectChanged>(
    'Fires when the core changed a project’s chapters or blocks by itself (queue results, migration).',
  ),
  'queue.changed': event<QueueState>(
    'Fires when a project’s queue moves: a job starts, finishes or fails, or it is paused, resumed or cancelled.',
  ),
  'queue.chapterDone': event<ChapterDone>('Fires once when the queue has finished every queued block of a chapter.'),
} as const;

import { fail } from '../../../shared/contract';
import type { projectsOperations } from '../../../shared/contract/ops/projects';
import type { Handlers } from '../contract/dispatch';
import type { CoreContext } from '../core-context';
import { editHandlers } from './edit-handlers';
import { projectHandlers } from './project-handlers';

/** Handlers of every operation declared in shared/contract/ops/projects.ts. */
export function projectsHandlers(core: CoreContext): Pick<Handlers, keyof typeof projectsOperations> {
  const home = core.projects;
  // A chapter's joined render is this feature's media kind: `chapterId` or `chapterId.digest`.
  core.audio.register('chapter', (id) => home.renders.file(id.split('.')[0]!));
  const notYet = async () => fail<never>('INTERNAL', 'Projects are not built yet.');
  return {
    ...projectHandlers(home, home.renders),
    ...editHandlers(home, home.renders),
    'projects.estimate': notYet,
    'projects.previewVoice': notYet,
    'queue.start': notYet,
    'queue.pause': notYet,
    'queue.resume': notYet,
    'queue.cancel': notYet,
    'queue.status': notYet,
    'import.preview': notYet,
    'import.create': notYet,
  };
}

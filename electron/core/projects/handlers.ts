import { fail } from '../../../shared/contract';
import type { projectsOperations } from '../../../shared/contract/ops/projects';
import type { Handlers } from '../contract/dispatch';
import type { CoreContext } from '../core-context';

/** Placeholder handlers while projects are built (issue 30): every operation says so. */
export function projectsHandlers(_core: CoreContext): Pick<Handlers, keyof typeof projectsOperations> {
  const notYet = async () => fail<never>('INTERNAL', 'Projects are not built yet.');
  return {
    'projects.list': notYet,
    'projects.create': notYet,
    'projects.get': notYet,
    'projects.rename': notYet,
    'projects.duplicate': notYet,
    'projects.delete': notYet,
    'projects.updateSettings': notYet,
    'projects.estimate': notYet,
    'projects.previewVoice': notYet,
    'chapters.get': notYet,
    'chapters.create': notYet,
    'chapters.update': notYet,
    'chapters.delete': notYet,
    'chapters.move': notYet,
    'chapters.merge': notYet,
    'chapters.split': notYet,
    'blocks.update': notYet,
    'blocks.insert': notYet,
    'blocks.split': notYet,
    'blocks.merge': notYet,
    'blocks.delete': notYet,
    'blocks.move': notYet,
    'blocks.takes': notYet,
    'blocks.chooseTake': notYet,
    'queue.start': notYet,
    'queue.pause': notYet,
    'queue.resume': notYet,
    'queue.cancel': notYet,
    'queue.status': notYet,
    'import.preview': notYet,
    'import.create': notYet,
  };
}

import type { StudioError } from '../../../../shared/contract';
import { sliceOf, sliceSetter } from '../../store';
import type { ProjectAction } from './projects-slice';

/** The feature's one way to change its slice. */
export const setProjects = sliceSetter('projects');
export const getProjects = sliceOf('projects');

/** Keeps a refused action on show (its words say what did not happen and what stayed as it was). */
export const refuse = (action: ProjectAction, error: StudioError) => setProjects({ actionError: { action, error } });

/** An action of this kind worked: its earlier refusal no longer holds. */
export function clearRefusal(action: ProjectAction): void {
  if (getProjects().actionError?.action === action) setProjects({ actionError: null });
}

export const dismissRefusal = () => setProjects({ actionError: null });

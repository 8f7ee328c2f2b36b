import { blockOverrideKey } from '../../../../shared/model/block-text';
import { getProjects, setProjects } from './projects-state';

/**
 * The core dropped the choices of blocks that are gone (deleted, merged away): the settings held
 * here drop them too, or the next choice saved would write them back.
 */
export function forgetBlockOverrides(blockIds: ReadonlyArray<string | null>): void {
  const project = getProjects().project;
  const gone = blockIds.filter((id): id is string => id !== null);
  if (!project || gone.length === 0) return;
  const all = project.settings.readAs.overrides;
  const overrides = Object.fromEntries(Object.entries(all).filter(([key]) => !gone.some((id) => key.startsWith(blockOverrideKey(id, '')))));
  if (Object.keys(overrides).length === Object.keys(all).length) return;
  setProjects({ project: { ...project, settings: { ...project.settings, readAs: { ...project.settings.readAs, overrides } } } });
}

import { useStudioStore, type StudioState } from './studio-store';

export type SliceName = keyof StudioState;

/** A change to one slice: the fields to replace, or a function of the slice that returns them. */
export type SlicePatch<K extends SliceName> = Partial<StudioState[K]> | ((slice: StudioState[K]) => Partial<StudioState[K]>);

/**
 * The one way an action changes its slice: `const set = sliceSetter('history')` gives a setter
 * typed by that slice, which merges the patch into it and leaves the other slices as they were
 * (same objects, so components selecting them do not re-render).
 */
export function sliceSetter<K extends SliceName>(name: K): (patch: SlicePatch<K>) => void {
  return (patch) =>
    useStudioStore.setState((state) => {
      const slice = state[name];
      const changes = typeof patch === 'function' ? patch(slice) : patch;
      // A computed key widens to `{ [x: string]: … }`; the key is K and the value its slice.
      return { [name]: { ...slice, ...changes } } as Pick<StudioState, K>;
    });
}

/** The slice as it is now, read once (actions read; components select). */
export const sliceOf =
  <K extends SliceName>(name: K) =>
  (): StudioState[K] =>
    useStudioStore.getState()[name];

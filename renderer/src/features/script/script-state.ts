import { sliceOf, sliceSetter } from '../../store';
import type { OpenDraft } from './script-slice';

/** The feature's one way to change its slice. */
export const setScript = sliceSetter('script');
export const getScript = sliceOf('script');

export function patchDraft(patch: Partial<OpenDraft>): OpenDraft | null {
  const draft = getScript().draft;
  if (!draft) return null;
  const next = { ...draft, ...patch };
  setScript({ draft: next });
  return next;
}

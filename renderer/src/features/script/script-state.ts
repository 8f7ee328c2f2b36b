import { useStudioStore } from '../../store';
import type { OpenDraft, ScriptSlice } from './script-slice';

/** The feature's one way to change its slice. */
export const setScript = (patch: Partial<ScriptSlice>) => useStudioStore.setState((s) => ({ script: { ...s.script, ...patch } }));
export const getScript = () => useStudioStore.getState().script;

export function patchDraft(patch: Partial<OpenDraft>): OpenDraft | null {
  const draft = getScript().draft;
  if (!draft) return null;
  const next = { ...draft, ...patch };
  setScript({ draft: next });
  return next;
}

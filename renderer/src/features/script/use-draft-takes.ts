import { useEffect } from 'react';
import { useStudioStore } from '../../store';
import { loadTakes, openHandedOrigin } from './takes-actions';

/** The open draft's takes follow the draft; a take handed over by History ("Open in editor") opens once the drafts are there. */
export function useDraftTakes(): void {
  const draftId = useStudioStore((s) => s.script.draft?.id ?? null);
  const ready = useStudioStore((s) => s.script.status === 'ready');
  const handed = useStudioStore((s) => s.ui.originForScript !== null);
  useEffect(() => {
    if (draftId) void loadTakes();
  }, [draftId]);
  useEffect(() => {
    if (ready && handed) void openHandedOrigin();
  }, [ready, handed]);
}

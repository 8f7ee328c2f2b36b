import { useMemo } from 'react';
import { sentLengthOf } from '../../../../shared/model/generation-rules';
import { readAs, type ReadAsOptions, type ReadAsResult } from '../../../../shared/read-as';
import { countScriptChars, type ScriptMeasure } from '../../../../shared/text';
import { useStudioStore } from '../../store';
import { readAsOptionsOf } from './read-as-actions';
import { getScript } from './script-state';

/**
 * What generation will send, measured as the service counts it: the length every counter and the
 * split go by (issue 33 item 1: parts cut by typed length were over the limit once read-as made
 * their numbers words). One reading of the open text is kept, so the preview, the editor's count
 * and the split offer share it instead of reading a long script three times per change.
 */

let kept: { text: string; key: string; result: ReadAsResult } | null = null;

/** readAs of the text, from the last reading when the text and options are the same. */
export function spokenReading(text: string, options: ReadAsOptions): ReadAsResult {
  // The compiled lexicons are named by their digest (lexiconScope), not serialised.
  const key = JSON.stringify({ ...options, lexicon: undefined });
  if (kept?.text !== text || kept.key !== key) kept = { text, key, result: readAs(text, options) };
  return kept.result;
}

/** The whole script's length as it will be sent (what checkGeneration counts for one generation). */
export function spokenCount(text: string, options: ReadAsOptions | null): number {
  return countScriptChars(options ? spokenReading(text, options).text : text);
}

/** The open draft's read-as options as a measure for splitScript and needsSplitting: what each part sends. */
export function draftMeasure(): ScriptMeasure {
  return sentLengthOf(readAsOptionsOf(getScript()) ?? undefined);
}

/** The open draft's read-as options, stable while they do not change (so memoised readings hold). */
export function useDraftReadAsOptions(): ReadAsOptions | null {
  const settings = useStudioStore((s) => s.script.draft?.readAs);
  const voiceId = useStudioStore((s) => s.script.draft?.voiceId ?? null);
  const voices = useStudioStore((s) => s.script.voices);
  const dialectCode = useStudioStore((s) => s.script.dialectCode);
  const lexicon = useStudioStore((s) => s.lexicon.inEffect);
  return useMemo(
    () => (settings ? readAsOptionsOf({ draft: { readAs: settings, voiceId }, voices, dialectCode }, lexicon) : null),
    [settings, voiceId, voices, dialectCode, lexicon],
  );
}

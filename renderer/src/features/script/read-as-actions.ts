import { readAs, type ReadAsOptions, type ReadAsOverride, type ReadAsRule, type ReadAsSettings } from '../../../../shared/read-as';
import { getLexicon, withLexicons, type LexiconInEffect } from '../../lexicon';
import { changeDraft } from './draft-actions';
import type { OpenDraft, ScriptSlice } from './script-slice';
import { getScript, setScript } from './script-state';

/**
 * Read-as for the open draft. The options come from one place (readAsOptionsOf), used by the
 * preview and by generation alike, so the core reads the script exactly as the preview showed it;
 * they carry the lexicons in effect, the first stage of read-as.
 */

/** What read-as options depend on: the draft's settings and voice, the voices and the picker's dialect. */
type ReadAsSource = Pick<ScriptSlice, 'voices' | 'dialectCode'> & { draft: Pick<OpenDraft, 'readAs' | 'voiceId'> | null };

/** The dialect the script will be spoken in: its voice's, else the picker's. */
function dialectOf(script: ReadAsSource): string | null {
  const voice = script.voices.find((v) => v.id === script.draft?.voiceId);
  return voice?.dialectCode ?? script.dialectCode;
}

/** The draft's read-as options with the lexicons in effect (the store's, unless a hook passes the ones it selected). */
export function readAsOptionsOf(script: ReadAsSource, lexicon: LexiconInEffect | null = getLexicon().inEffect): ReadAsOptions | null {
  const draft = script.draft;
  return draft ? withLexicons({ ...draft.readAs, dialect: dialectOf(script) }, lexicon) : null;
}

function changeReadAs(change: (settings: ReadAsSettings) => ReadAsSettings): void {
  const draft = getScript().draft;
  if (draft) changeDraft({ readAs: change(draft.readAs) });
  setScript({ readAsApplied: false });
}

export const setReadAsEnabled = (enabled: boolean) => changeReadAs((s) => ({ ...s, enabled }));
export const setReadAsRule = (rule: ReadAsRule, on: boolean) => changeReadAs((s) => ({ ...s, rules: { ...s.rules, [rule]: on } }));

/** Sets one span's choice (merged with its earlier ones), or clears it with null ("Automatic"). */
export function setReadAsOverride(key: string, choice: ReadAsOverride | null): void {
  changeReadAs((s) => {
    const overrides = { ...s.overrides };
    if (choice === null) delete overrides[key];
    else overrides[key] = { ...overrides[key], ...choice };
    return { ...s, overrides };
  });
}

export const chooseReadAsSpan = (key: string | null) => setScript({ readAsChoosing: key });

/**
 * "Apply to script": the one way read-as changes the user's text. The overrides are cleared, as
 * their keys named spans of the text now replaced.
 */
export function applyReadAsToScript(): void {
  const script = getScript();
  const options = readAsOptionsOf(script);
  if (!script.draft || !options) return;
  const spoken = readAs(script.draft.text, options).text;
  changeDraft({ text: spoken, readAs: { ...script.draft.readAs, overrides: {} } });
  setScript({ readAsChoosing: null, readAsApplied: true });
}

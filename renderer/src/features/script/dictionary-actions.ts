import { dictionaryLimits } from '../../../../shared/model/script';
import { activeStudio } from '../../transport';
import { changeDraft } from './draft-actions';
import { getScript, setScript } from './script-state';

export async function loadDictionaries(): Promise<void> {
  const listed = await activeStudio().dictionaries.list({});
  if (!listed.ok) return setScript({ dictionariesError: listed.error });
  setScript({ dictionaries: listed.value.dictionaries, dictionariesStale: listed.value.stale, dictionariesError: null });
}

/** Adds or removes one dictionary; never more than the service's ten. */
export function toggleDictionary(id: string, chosen: boolean): void {
  const current = getScript().draft?.dictionaryIds ?? [];
  if (chosen && !current.includes(id) && current.length < dictionaryLimits.max) changeDraft({ dictionaryIds: [...current, id] });
  if (!chosen) changeDraft({ dictionaryIds: current.filter((d) => d !== id) });
}

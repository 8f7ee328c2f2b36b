import type { VoiceCard } from '../../../../shared/model/voices';
import { activeStudio } from '../../transport';
import { getProjects, setProjects } from './projects-state';

/**
 * The voices, dialects and dictionaries the editor offers. Every voice is held (a few hundred at
 * most): blocks, speakers and chapters each name one, and their names and dialects are shown.
 */
export async function loadCatalog(): Promise<void> {
  const [dialects, voices, dictionaries] = await Promise.all([
    activeStudio().dialects.list({}),
    activeStudio().voices.list({}),
    activeStudio().dictionaries.list({}),
  ]);
  const error = (!dialects.ok && dialects.error) || (!voices.ok && voices.error) || null;
  setProjects({
    ...(dialects.ok ? { dialects: dialects.value } : {}),
    ...(voices.ok ? { voices: voices.value.voices } : {}),
    ...(dictionaries.ok ? { dictionaries: dictionaries.value.dictionaries } : {}),
    catalogError: error,
  });
}

export function voiceById(voiceId: string | null): VoiceCard | undefined {
  return voiceId === null ? undefined : getProjects().voices.find((v) => v.id === voiceId);
}

/** The voice a dialect starts at: the user's default for it, else the service's, else its first. */
export function defaultVoiceOf(dialectCode: string): VoiceCard | undefined {
  const { dialects, voices } = getProjects();
  const ofDialect = voices.filter((v) => v.dialectCode === dialectCode);
  const dialect = dialects.find((d) => d.code === dialectCode);
  return ofDialect.find((v) => v.id === dialect?.defaultVoiceId) ?? ofDialect.find((v) => v.isServiceDefault) ?? ofDialect[0];
}

/**
 * The voice a project with none starts with, so it is ready to generate (as a new draft was): the
 * user's default of Modern Standard Arabic, else the service's default voice, else the first voice
 * of the first dialect that has one.
 */
export async function startingVoice(): Promise<VoiceCard | undefined> {
  const { dialects, voices } = getProjects();
  const msa = dialects.find((d) => d.code === 'msa' && d.defaultVoiceId);
  const own = msa && voices.find((v) => v.id === msa.defaultVoiceId);
  if (own) return own;
  const service = await activeStudio().voices.getServiceDefault({});
  if (service.ok && service.value) return service.value;
  const first = dialects.find((d) => voices.some((v) => v.dialectCode === d.code));
  return first ? defaultVoiceOf(first.code) : undefined;
}

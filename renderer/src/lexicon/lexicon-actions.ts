import type { Result } from '../../../shared/contract';
import { compileLexicon, type Lexicon } from '../../../shared/lexicon';
import type { ReadAsOptions } from '../../../shared/read-as';
import { sliceOf, sliceSetter } from '../store';
import { activeStudio } from '../transport';
import type { LexiconInEffect } from './lexicon-slice';

const setLexicon = sliceSetter('lexicon');
export const getLexicon = sliceOf('lexicon');

/**
 * Reads the lexicons in effect for a script of `projectId` (null: the profile's only) and compiles
 * them. The same digest keeps the same object, so readings memoised on it hold. A failure leaves
 * the preview without lexicons and says so; generation then sends the digest of none, which the
 * core refuses if it has some, so nothing is ever sent that was not previewed.
 */
export async function loadLexiconsInEffect(projectId: string | null = null): Promise<void> {
  const result = await activeStudio().lexicons.inEffect({ projectId });
  if (!result.ok) return setLexicon({ inEffect: null, inEffectError: result.error });
  const current = getLexicon().inEffect;
  if (current?.digest === result.value.digest && current.projectId === projectId) return setLexicon({ inEffectError: null });
  setLexicon({ inEffect: { ...result.value, matcher: compileLexicon(result.value.entries) }, inEffectError: null });
}

/** Keeps the lexicons in effect current while an editor is open: after any lexicon change, and a profile switch. */
export function watchLexiconsInEffect(projectId: string | null = null): () => void {
  void loadLexiconsInEffect(projectId);
  const reload = () => void loadLexiconsInEffect(projectId);
  const offChanged = activeStudio().events.on('lexicons.changed', reload);
  const offAccount = activeStudio().events.on('account.changed', reload);
  return () => {
    offChanged();
    offAccount();
  };
}

/** Read-as options with the lexicons in effect: what the preview reads with, and what generation is checked with. */
export function withLexicons(options: ReadAsOptions, inEffect: LexiconInEffect | null): ReadAsOptions {
  if (!inEffect) return options;
  return { ...options, lexicon: inEffect.matcher, lexiconScope: { projectId: inEffect.projectId, digest: inEffect.digest } };
}

/** The options as a request carries them: the compiled lexicons stay here; the core reads its own and checks the digest. */
export function requestReadAs(options: ReadAsOptions): ReadAsOptions {
  const { lexicon: _lexicon, ...wire } = options;
  return wire;
}

export function openAddToLexicon(written: string, dialect: { code: string; name: string } | null, projectId: string | null = null): void {
  setLexicon({ adding: { written: written.trim(), dialect, projectId }, added: null });
}

export const closeAddToLexicon = () => setLexicon({ adding: null });

export interface NewEntry {
  written: string;
  spoken: string;
  dialects: string[];
  caseSensitive: boolean;
  /** An existing lexicon, or the name of a new one. */
  target: { lexiconId: string } | { name: string };
}

/** Adds one entry (making its lexicon first when asked), then reads the lexicons in effect again. */
export async function addToLexicon(entry: NewEntry): Promise<Result<Lexicon>> {
  const studio = activeStudio();
  const projectId = getLexicon().adding?.projectId ?? null;
  let lexiconId: string;
  if ('lexiconId' in entry.target) lexiconId = entry.target.lexiconId;
  else {
    const created = await studio.lexicons.create({ name: entry.target.name, projectId });
    if (!created.ok) return created;
    lexiconId = created.value.id;
  }
  const { written, spoken, dialects, caseSensitive } = entry;
  const saved = await studio.lexicons.upsertEntries({ lexiconId, entries: [{ written, spoken, dialects, caseSensitive }] });
  if (!saved.ok) return saved;
  setLexicon({ adding: null, added: { written: written.trim(), lexiconName: saved.value.name } });
  await loadLexiconsInEffect(projectId);
  return saved;
}

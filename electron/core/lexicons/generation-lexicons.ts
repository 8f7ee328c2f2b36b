import { fail, ok, type Result } from '../../../shared/contract';
import { compileLexicon, emptyLexiconDigest, type LexiconMatcher, type LexiconsInEffect } from '../../../shared/lexicon';
import type { ReadAsOptions } from '../../../shared/read-as';

/**
 * What is sent is exactly what was previewed. A generation carries the read-as options the
 * preview used and the digest of the lexicons it applied (never the entries); the core reads the
 * lexicons in effect itself, and refuses, before anything is sent, when their digest is not the
 * preview's (an entry edited in another window, an import meanwhile). Otherwise it applies its own
 * copy, which is then the preview's.
 */

/** Compiled lexicons by digest: a few, since a profile has one set in effect per project at a time. */
const compiled = new Map<string, LexiconMatcher>();
const KEEP = 4;

function matcherOf(inEffect: LexiconsInEffect): LexiconMatcher {
  let matcher = compiled.get(inEffect.digest);
  if (!matcher) {
    matcher = compileLexicon(inEffect.entries);
    compiled.set(inEffect.digest, matcher);
    if (compiled.size > KEEP) compiled.delete(compiled.keys().next().value!);
  }
  return matcher;
}

export const LEXICON_CHANGED_KEY = 'LexiconChanged';

/** The options with the lexicons compiled in, or the refusal when they changed since the preview. */
export async function lexiconReadAs(
  options: ReadAsOptions | undefined,
  inEffect: (projectId: string | null) => Promise<Result<LexiconsInEffect>>,
): Promise<Result<ReadAsOptions | undefined>> {
  // Without read-as options, or with read-as off for the script, no lexicon applies either.
  if (!options || !options.enabled) return ok(options && { ...options, lexicon: undefined });
  const scope = options.lexiconScope ?? { projectId: null, digest: emptyLexiconDigest };
  const current = await inEffect(scope.projectId);
  if (!current.ok) return current;
  if (current.value.digest !== scope.digest) {
    return fail(
      'VALIDATION',
      'The lexicons changed after the preview was shown, so nothing was sent. Check “What will be spoken” again, then generate.',
      { field: 'readAs.lexiconScope', messageKey: LEXICON_CHANGED_KEY, outcome: 'notSent' },
    );
  }
  return ok({ ...options, lexicon: matcherOf(current.value) });
}

/**
 * For work the core starts itself (a project's queue, where no preview sends a digest): the options
 * with the lexicons in effect now for `projectId`, their scope naming the digest, which belongs in
 * whatever a block's content hash covers, so an edited entry makes its blocks stale.
 */
export async function lexiconReadAsNow(
  options: ReadAsOptions,
  projectId: string | null,
  inEffect: (projectId: string | null) => Promise<Result<LexiconsInEffect>>,
): Promise<Result<ReadAsOptions>> {
  const current = await inEffect(projectId);
  if (!current.ok) return current;
  return ok({ ...options, lexicon: matcherOf(current.value), lexiconScope: { projectId, digest: current.value.digest } });
}

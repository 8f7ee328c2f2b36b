import type { Result } from '../../../shared/contract';
import type { CoreContext } from '../core-context';
import { lexiconStoreOf, type LexiconStore } from './lexicon-store';

/**
 * Runs `work` on the active profile's lexicons. Like drafts, they are files in the profile's
 * folder and need neither the service nor the cache, so they do not wait for a session.
 */
export async function withActiveLexicons<T>(
  core: Pick<CoreContext, 'profiles'>,
  work: (store: LexiconStore) => Promise<Result<T>>,
): Promise<Result<T>> {
  const profile = await core.profiles.active();
  if (!profile.ok) return profile;
  const directory = await core.profiles.directoryOf(profile.value.id);
  if (!directory.ok) return directory;
  return work(lexiconStoreOf(directory.value));
}

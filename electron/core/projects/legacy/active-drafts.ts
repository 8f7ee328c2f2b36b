import { fail, ok, type Result } from '../../../../shared/contract';
import type { CoreContext } from '../../core-context';
import { draftsStoreOf, type DraftsStore } from './drafts-store';

/**
 * Runs `work` on the active profile's drafts. Drafts are files in the profile's folder and need
 * neither the service nor the cache, so they do not wait for a session: on a read-only data folder
 * (where the cache cannot open) they can still be listed and read, and a save fails with the disk's
 * own reason. The session is asked only for the one-time copy of drafts older versions kept in the cache.
 */
export async function withActiveDrafts<T>(
  core: Pick<CoreContext, 'profiles' | 'sessions'>,
  work: (drafts: DraftsStore) => Promise<Result<T>>,
): Promise<Result<T>> {
  const profile = await core.profiles.active();
  if (!profile.ok) return profile;
  const directory = await core.profiles.directoryOf(profile.value.id);
  if (!directory.ok) return directory;
  const profileId = profile.value.id;
  return work(
    draftsStoreOf({
      directory: directory.value,
      readCache: (read) =>
        core.sessions.use(async (session) =>
          // The active profile changed in between: this folder's cache is not the session's.
          session.profile.id === profileId
            ? ok(read(session.cache))
            : fail('NOT_FOUND', 'The profile of these drafts is no longer the active one.'),
        ),
    }),
  );
}

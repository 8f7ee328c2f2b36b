import type { Result } from '../../../shared/contract';
import type { ProfileSession } from '../session';
import type { WorkDatabase } from './work-database';

/** What a piece of projects work is given: the active profile's work database, and its cache when there is one. */
export interface WorkScope {
  work: WorkDatabase;
  profileId: string;
  directory: string;
  /** Runs `read` in the active profile's session (its cache, client and audio); an error when there is none or the profile changed. */
  withCache<T>(read: (session: ProfileSession) => Promise<T> | T): Promise<Result<T>>;
}

/** Runs work on the active profile's work database (ProjectsHome.use). */
export type UseWork = <T>(work: (scope: WorkScope) => Promise<Result<T>> | Result<T>) => Promise<Result<T>>;

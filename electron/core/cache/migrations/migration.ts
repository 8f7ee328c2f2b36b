import type { DatabaseSync } from 'node:sqlite';

/**
 * One numbered schema step. Versions are assigned per domain (1 catalogue, 2 history, 3 agent
 * items, 4 drafts, then 5+ in order of arrival) and never reused; a released migration is never
 * edited, only followed by a new one.
 */
export interface Migration {
  version: number;
  name: string;
  /** Runs inside the migration's transaction; throw to roll it back. */
  up(db: DatabaseSync): void;
}

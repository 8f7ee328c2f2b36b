import type { Migration } from './migration';

/**
 * Every migration of the cache, one file per domain step (`NNN-name.ts`). Add yours with one line
 * here; the runner applies, in version order, every version not yet recorded in the database.
 */
export const migrations: readonly Migration[] = [];

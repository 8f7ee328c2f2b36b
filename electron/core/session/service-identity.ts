import type { CacheDatabase } from '../cache';

/**
 * A cache belongs to one service. Its rows (voices, history, agents and their items, dictionaries)
 * are the service's data, with the service's ids: shown after the profile is pointed elsewhere they
 * would be wrong, and favourite or delete on them would reach the new service as unknown ids. So
 * the cache remembers which service filled it and, when that changes, forgets the service's rows
 * and fills again; the user's own choices (choices.json, drafts) are not the service's and stay.
 */

const identityKey = 'service_identity';

/** Tables holding only what the service said; cleared when the service changes. */
const serviceTables = [
  'catalogue_voices',
  'catalogue_dialects',
  'catalogue_media',
  'catalogue_meta',
  'history_entries',
  'agents',
  'agent_web_tools',
  'agent_kb_items',
  'agent_activations',
  'agent_activation_syncs',
  'voice_dictionaries',
];

/**
 * A service is its origin; the built-in sandbox (`null`: no fixed address, a new port each run) is
 * one service all the same: it is named, not addressed.
 */
export function serviceIdentityOf(fixedUrl: string | null): string {
  return fixedUrl === null ? 'sandbox' : new URL(fixedUrl).origin;
}

/** Returns true when the cache held another service's data and was emptied of it. */
export function claimCacheForService(cache: CacheDatabase, identity: string): boolean {
  const row = cache.db.prepare('SELECT value FROM history_meta WHERE key = ?').get(identityKey) as { value: string } | undefined;
  if (row?.value === identity) return false;
  // Nothing can be cleared on a read-only folder: what it holds is shown as it was saved.
  if (cache.readOnly) return false;
  const existing = new Set(
    (cache.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>).map((t) => t.name),
  );
  const switched = row !== undefined;
  cache.transaction(() => {
    if (switched) {
      for (const table of serviceTables) if (existing.has(table)) cache.db.exec(`DELETE FROM ${table}`);
      // Sync cursors and counts were the old service's; the user's cache limit is kept.
      cache.db.prepare("DELETE FROM history_meta WHERE key NOT IN ('audio_limit_bytes', ?)").run(identityKey);
    }
    cache.db
      .prepare('INSERT INTO history_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value')
      .run(identityKey, identity);
  });
  return switched;
}

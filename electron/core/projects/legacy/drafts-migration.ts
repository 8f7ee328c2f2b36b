import { createHash } from 'node:crypto';
import { ok, type Result } from '../../../../shared/contract';
import { defaultScriptConfig, type Draft } from '../../../../shared/model/script';
import { stringsFromJsonColumn, type CacheDatabase } from '../../cache';
import { isDraftId, type DraftsJournal } from './drafts-journal';

/**
 * Earlier versions kept drafts in the cache's `drafts` table (migration 004). The first time a
 * profile's drafts are used, they are copied into the journal once; the table is then left as it
 * is and no longer read. Crash-safe and repeatable: a draft whose file already exists is never
 * overwritten (it was copied before the crash, or written since), and the marker that ends the
 * migration is written only after every draft and the last-open id are on disk.
 */

interface CacheDraftRow {
  id: string;
  name: string;
  text: string;
  voiceId: string | null;
  speed: number;
  expressiveness: number;
  dictionaryIds: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * Reads the profile's cache, opening it if need be; an error when it cannot be opened. Drafts ask
 * for the cache only here, so a cache that cannot open (a read-only data folder) costs them nothing.
 */
export type CacheReader = <T>(read: (cache: CacheDatabase) => T) => Promise<Result<T>>;

/** `waitingForCache`: why the cache could not be read, so nothing was copied yet (try again later). */
export interface MigrationOutcome {
  copied: number;
  waitingForCache?: string;
}

export async function migrateDraftsFromCache(readCache: CacheReader, journal: DraftsJournal): Promise<Result<MigrationOutcome>> {
  if (await journal.isMigrated()) return ok({ copied: 0 });
  const old = await readCache((cache) => ({ rows: cacheDrafts(cache), lastOpen: cacheLastOpenId(cache) }));
  if (!old.ok) return ok({ copied: 0, waitingForCache: old.error.message });
  const { rows, lastOpen } = old.value;
  let copied = 0;
  for (const row of rows) {
    const id = journalIdOf(row.id);
    if (await journal.has(id)) continue;
    const written = await journal.write(toDraft(row, id));
    if (!written.ok) return written;
    copied += 1;
  }
  if (lastOpen !== null && rows.some((row) => row.id === lastOpen)) {
    const state = await journal.readState();
    if (state.lastOpenId === null) {
      const written = await journal.writeState({ lastOpenId: journalIdOf(lastOpen) });
      if (!written.ok) return written;
    }
  }
  const marked = await journal.markMigrated(copied);
  return marked.ok ? ok({ copied }) : marked;
}

/**
 * The cache accepted any id up to 200 characters; the journal only ids that are safe file names.
 * Such drafts get an id derived from the old one, so a migration repeated after a crash finds the
 * file it already wrote instead of copying the draft twice.
 */
export function journalIdOf(cacheId: string): string {
  return isDraftId(cacheId) ? cacheId : `migrated-${createHash('sha256').update(cacheId).digest('hex').slice(0, 32)}`;
}

function cacheDrafts(cache: CacheDatabase): CacheDraftRow[] {
  try {
    return cache.db
      .prepare(
        `SELECT id, name, text, voice_id AS voiceId, speed, expressiveness, dictionary_ids AS dictionaryIds,
           created_at AS createdAt, updated_at AS updatedAt FROM drafts`,
      )
      .all() as unknown as CacheDraftRow[];
  } catch {
    // A cache without the table (never migrated that far) simply has no drafts to bring over.
    return [];
  }
}

function cacheLastOpenId(cache: CacheDatabase): string | null {
  try {
    const row = cache.db.prepare("SELECT value FROM script_state WHERE key = 'lastOpenDraftId'").get() as { value: string } | undefined;
    return row?.value ?? null;
  } catch {
    return null;
  }
}

function toDraft(row: CacheDraftRow, id: string): Draft {
  const fallback = defaultScriptConfig();
  return {
    id,
    name: row.name,
    text: row.text,
    voiceId: row.voiceId,
    config: {
      speed: Number.isFinite(row.speed) ? row.speed : fallback.speed,
      expressiveness: Number.isFinite(row.expressiveness) ? row.expressiveness : fallback.expressiveness,
    },
    dictionaryIds: stringsFromJsonColumn(row.dictionaryIds),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

import { isUnreachable, ok, type Result, type StudioError } from '../../../shared/contract';
import type { DictionaryList, DictionaryOption } from '../../../shared/model/script';
import { matchesSearch } from '../../../shared/text';
import type { ProfileSession } from '../session';

/**
 * The pronunciation dictionaries a generation may use. The whole list is read (projects have a
 * handful) and kept in the cache, so the picker still shows them offline; search is local, with
 * Arabic-aware folding, because the service's search parameter is a guess.
 */

const PAGE_SIZE = 1_000;
/** Failures after which the cached list stands in: no answer, or the service too busy or broken to give one. */
const cacheStandsIn = (error: StudioError) => isUnreachable(error) || error.code === 'SERVER' || error.code === 'RATE_LIMITED';

type Session = Pick<ProfileSession, 'client' | 'cache'>;

export async function listDictionaries(
  session: Session,
  search: string | undefined,
  signal?: AbortSignal,
): Promise<Result<DictionaryList>> {
  const fresh = await session.client.listVoiceDictionaries({ page: 1, pageSize: PAGE_SIZE }, signal ? { signal } : {});
  if (fresh.ok) {
    const refreshedAt = new Date().toISOString();
    const options = fresh.value.dictionaries.map((d) => ({ id: d.id, name: d.name, wordsCount: d.wordsCount ?? null }));
    storeDictionaries(session, options, refreshedAt);
    return ok({ dictionaries: filter(options, search), stale: false, refreshedAt });
  }
  const cached = readDictionaries(session);
  if (cached.refreshedAt !== null && cacheStandsIn(fresh.error)) {
    return ok({ dictionaries: filter(cached.dictionaries, search), stale: true, refreshedAt: cached.refreshedAt });
  }
  return fresh;
}

function filter(options: DictionaryOption[], search: string | undefined): DictionaryOption[] {
  return search ? options.filter((option) => matchesSearch(option.name, search)) : options;
}

function storeDictionaries(session: Session, options: DictionaryOption[], refreshedAt: string): void {
  session.cache.transaction(() => {
    session.cache.db.exec('DELETE FROM voice_dictionaries');
    const insert = session.cache.db.prepare(
      'INSERT INTO voice_dictionaries (id, name, words_count, position, refreshed_at) VALUES (?, ?, ?, ?, ?)',
    );
    options.forEach((option, position) => insert.run(option.id, option.name, option.wordsCount, position, refreshedAt));
  });
}

function readDictionaries(session: Session): { dictionaries: DictionaryOption[]; refreshedAt: string | null } {
  const rows = session.cache.db
    .prepare('SELECT id, name, words_count AS wordsCount, refreshed_at AS refreshedAt FROM voice_dictionaries ORDER BY position')
    .all() as unknown as Array<DictionaryOption & { refreshedAt: string }>;
  return { dictionaries: rows.map(({ id, name, wordsCount }) => ({ id, name, wordsCount })), refreshedAt: rows[0]?.refreshedAt ?? null };
}

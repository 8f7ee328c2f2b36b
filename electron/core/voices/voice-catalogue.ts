import { fail, ok, type Result } from '../../../shared/contract';
import {
  queryVoices,
  type DialectSummary,
  type VoiceCard,
  type VoiceList,
  type VoiceQuery,
  type VoiceRefresh,
} from '../../../shared/model/voices';
import { nameKey, nameSearch } from '../../../shared/text';
import type { EventBus } from '../events';
import type { ProfileSession, SessionManager } from '../session';
import { isStale, refreshCatalogue } from './catalogue-refresh';
import {
  readDialects,
  readMeta,
  readVoice,
  readVoices,
  removeCachedVoice,
  setCachedFavourite,
  setDialectDefault,
  type CachedVoice,
} from './catalogue-store';

const card = ({ nameSearch: _n, sampleSource: _s, imageSource: _i, ...rest }: CachedVoice): VoiceCard => rest;

/**
 * The catalogue as the UI sees it: every read answers from the profile's cache at once; refreshes
 * run behind it and announce changes with `voices.changed`. Writes go to the service first, or
 * (favourites) optimistically to the cache and back again on failure.
 */
export class VoiceCatalogue {
  constructor(
    private readonly sessions: SessionManager,
    private readonly events: EventBus,
  ) {}

  list(query: VoiceQuery & { refresh?: boolean }): Promise<Result<VoiceList>> {
    return this.sessions.use(async (session) => {
      const { cache } = session;
      const stale = isStale(cache);
      if (stale || query.refresh) this.refreshInBackground(session);
      const voices = queryVoices(
        readVoices(cache),
        query,
        (v) => ({ folded: v.nameSearch, key: nameKey(v.name) }),
        nameSearch(query.search ?? ''),
      ).map(card);
      return ok({ voices, total: voices.length, refreshedAt: readMeta(cache, 'refreshedAt'), stale });
    });
  }

  dialects(): Promise<Result<DialectSummary[]>> {
    return this.sessions.use(async (session) => {
      if (isStale(session.cache)) this.refreshInBackground(session);
      return ok(readDialects(session.cache));
    });
  }

  get(voiceId: string): Promise<Result<VoiceCard>> {
    return this.sessions.use(async (session) => {
      const voice = readVoice(session.cache, voiceId);
      return voice ? ok(card(voice)) : fail('NOT_FOUND', 'This voice is not in the catalogue', { field: 'voiceId' });
    });
  }

  serviceDefault(): Promise<Result<VoiceCard | null>> {
    return this.sessions.use(async (session) => {
      const id = readMeta(session.cache, 'serviceDefault');
      const voice = id ? readVoice(session.cache, id) : null;
      return ok(voice ? card(voice) : null);
    });
  }

  refresh(): Promise<Result<VoiceRefresh>> {
    return this.sessions.use(async (session) => {
      return this.runRefresh(session);
    });
  }

  setFavourite(voiceId: string, isFavourite: boolean): Promise<Result<VoiceCard>> {
    return this.sessions.use(async (session) => {
      const { cache, client } = session;
      const before = readVoice(cache, voiceId);
      if (!before) return fail('NOT_FOUND', 'This voice is not in the catalogue', { field: 'voiceId' });
      setCachedFavourite(cache, voiceId, isFavourite);
      const result = await client.setVoiceFavourite(voiceId, isFavourite);
      if (!result.ok) {
        if (cache.db.isOpen) setCachedFavourite(cache, voiceId, before.isFavourite);
        return result.error.code === 'FORBIDDEN'
          ? fail('FORBIDDEN', 'You may not change the favourites of this voice: it is shared read-only with your project.', {
              status: 403,
              messageKey: 'voices.errors.favouriteForbidden',
            })
          : result;
      }
      this.changed('favourite', session);
      return ok(card({ ...before, isFavourite }));
    });
  }

  delete(voiceId: string): Promise<Result<{ voiceId: string }>> {
    return this.sessions.use(async (session) => {
      const { cache, client } = session;
      const result = await client.deleteVoice(voiceId);
      if (!result.ok) {
        if (result.error.code === 'FORBIDDEN') {
          return fail('FORBIDDEN', 'You may not delete this voice: only voices your project made can be deleted.', {
            status: 403,
            messageKey: 'voices.errors.deleteForbidden',
          });
        }
        // Already gone on the service: the cache should forget it too.
        if (result.error.code !== 'NOT_FOUND') return result;
      }
      if (cache.db.isOpen) removeCachedVoice(cache, voiceId);
      this.changed('delete', session);
      return ok({ voiceId });
    });
  }

  setDialectDefault(dialectCode: string, voiceId: string | null): Promise<Result<DialectSummary>> {
    return this.sessions.use(async (session) => {
      const { cache } = session;
      const dialect = readDialects(cache).find((d) => d.code === dialectCode);
      if (!dialect) return fail('NOT_FOUND', 'No such dialect in the catalogue', { field: 'dialectCode' });
      if (voiceId !== null) {
        const voice = readVoice(cache, voiceId);
        if (!voice) return fail('NOT_FOUND', 'This voice is not in the catalogue', { field: 'voiceId' });
        if (voice.dialectCode !== dialectCode) {
          return fail('VALIDATION', `This voice is not of the ${dialect.name} dialect`, {
            field: 'voiceId',
            messageKey: 'voices.errors.wrongDialect',
          });
        }
      }
      setDialectDefault(cache, dialectCode, voiceId);
      this.changed('dialect-default', session);
      return ok({ ...dialect, defaultVoiceId: voiceId });
    });
  }

  private changed(reason: 'favourite' | 'delete' | 'dialect-default' | 'refresh', session: ProfileSession): void {
    const refreshedAt = session.cache.db.isOpen ? readMeta(session.cache, 'refreshedAt') : null;
    this.events.emit('voices.changed', { reason, refreshedAt });
  }

  private async runRefresh(session: ProfileSession): Promise<Result<VoiceRefresh>> {
    const result = await refreshCatalogue(session.client, session.cache);
    if (result.ok && result.value.changed) this.changed('refresh', session);
    return result;
  }

  private refreshInBackground(session: ProfileSession): void {
    void this.runRefresh(session).then((result) => {
      if (!result.ok && result.error.code !== 'CANCELLED') this.events.emit('voices.refreshFailed', { error: result.error });
    });
  }
}

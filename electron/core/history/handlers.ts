import { fail, ok } from '../../../shared/contract';
import type { historyOperations } from '../../../shared/contract/ops/history';
import type { Handlers } from '../dispatch/dispatch';
import type { CoreContext } from '../core-context';
import { cacheStatus, clearHistoryCache, evictBeyondLimit, setAudioLimit } from './cache-hygiene';
import { deleteHistoryEntries, offlineDeleteMessage } from './delete-entries';
import { historyFacets, listHistory } from './query/history-query';
import { HistoryRuntime } from './history-runtime';
import { withDraftNames } from './take-drafts';
import { projectsHomeOf, withActiveDrafts } from '../projects';

/** Handlers of every operation declared in shared/contract/ops/history.ts. */
export function historyHandlers(core: CoreContext): Pick<Handlers, keyof typeof historyOperations> {
  const runtime = new HistoryRuntime(core);
  const draftNameOf = async (draftId: string): Promise<string | null> => {
    const draft = await withActiveDrafts(core, (drafts) => drafts.peek(draftId));
    return draft.ok ? draft.value.name : null;
  };
  return {
    'history.list': async (input) => {
      const page = await core.sessions.use(async (session) => listHistory(session.cache, input));
      if (!page.ok) return page;
      // Read after the session's work, not inside it: drafts need no cache, and peeking may ask for one.
      const named = await withDraftNames(page.value, draftNameOf);
      if (named.items.length === 0) return ok(named);
      // A take of a project's block says which, so "Open in editor" opens the project there.
      const origins = await projectsHomeOf(core).blocks.blockOrigins(named.items.map((item) => item.id));
      if (!origins.ok || origins.value.size === 0) return ok(named);
      return ok({
        ...named,
        items: named.items.map((item) => ({ ...item, ...(origins.value.has(item.id) ? { block: origins.value.get(item.id)! } : {}) })),
      });
    },
    'history.facets': () => core.sessions.use(async (session) => ok(historyFacets(session.cache))),
    'history.sync': () => runtime.sync(),
    'history.cancelSync': async () => ok({ cancelled: runtime.syncRunner.cancel() }),
    'history.delete': async ({ ids }) => {
      if (runtime.knownOffline) return fail('OFFLINE', offlineDeleteMessage);
      return core.sessions.use(async (session) => {
        const outcome = await deleteHistoryEntries(session, ids);
        if (outcome.ok && outcome.value.deleted.length > 0) {
          core.events.emit('history.changed', { reason: 'delete' });
          await projectsHomeOf(core).blocks.forgetTakes(outcome.value.deleted);
        }
        return outcome;
      });
    },
    'history.cacheStatus': () => core.sessions.use(async (session) => ok(cacheStatus(session.cache, session.audioStore))),
    'history.setCacheLimit': async ({ bytes }) => {
      return core.sessions.use(async (session) => {
        const { cache, audioStore } = session;
        setAudioLimit(cache, bytes);
        if (evictBeyondLimit(cache, audioStore) > 0) core.events.emit('history.changed', { reason: 'evict' });
        return ok(cacheStatus(cache, audioStore));
      });
    },
    'history.clearCache': async () => {
      return core.sessions.use(async (session) => {
        runtime.syncRunner.cancel();
        await runtime.syncRunner.settled();
        const { cache, audioStore } = session;
        clearHistoryCache(cache, audioStore);
        core.events.emit('history.changed', { reason: 'clear' });
        return ok(cacheStatus(cache, audioStore));
      });
    },
  };
}

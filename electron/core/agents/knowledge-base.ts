import { fail, ok, type Result } from '../../../shared/contract';
import type { AgentItemList, Freshness, KnowledgeBaseRow } from '../../../shared/model/agents';
import type { KnowledgeBaseItem } from '../../../shared/model/service';
import type { ProfileSession } from '../session';
import { readActivationSet, readKnowledgeItem, readKnowledgeItems, saveActivationSet, saveKnowledgeItems } from './agent-cache';
import { filterKnowledgeItems, pageOf, type KnowledgeFilter } from './offline-query';
import { isUnreachable, readActiveKeys } from './service-reads';

export interface KnowledgeListInput extends KnowledgeFilter {
  agentId?: string | undefined;
  page: number;
  pageSize: number;
}

/**
 * One page of knowledge-base items, filtered and sorted by the service. As for web tools, "only
 * this agent's" is the agent's active items, and the chosen agent's switch per row comes from one
 * read of its active set.
 */
export async function listKnowledgeItems(
  session: ProfileSession,
  input: KnowledgeListInput,
  now = new Date(),
): Promise<Result<AgentItemList<KnowledgeBaseRow>>> {
  const { client, cache } = session;
  if (input.onlyThisAgent && !input.agentId) return fail('VALIDATION', 'Choose an agent to list only its items.', { field: 'agentId' });
  const byAgent = input.onlyThisAgent ? input.agentId : undefined;
  const isActive = input.onlyThisAgent ? true : input.isActive;
  const [listed, activeKeys] = await Promise.all([
    client.listKnowledgeBase({
      ...(byAgent ? { voiceAgentId: byAgent } : {}),
      ...(isActive !== undefined ? { isActive } : {}),
      ...(input.used !== undefined ? { used: input.used } : {}),
      ...(input.types?.length ? { types: input.types } : {}),
      ...(input.statuses?.length ? { statuses: input.statuses } : {}),
      ...(input.extensions?.length ? { extensions: input.extensions } : {}),
      ...(input.search ? { search: input.search } : {}),
      ...(input.sortBy ? { sortBy: input.sortBy } : {}),
      ...(input.sortOrder ? { sortOrder: input.sortOrder } : {}),
      page: input.page,
      pageSize: input.pageSize,
    }),
    input.agentId && !input.onlyThisAgent ? readActiveKeys(client, input.agentId, 'knowledgeBase') : Promise.resolve(null),
  ]);
  const stamp = now.toISOString();
  if (listed.ok && (activeKeys === null || activeKeys.ok)) {
    // Rows read "as seen by an agent" carry that agent's isActive/used, not the item's own: only
    // the project-wide view is saved as the item's flags.
    if (!byAgent) saveKnowledgeItems(cache, listed.value.items, stamp);
    if (activeKeys?.ok && input.agentId) saveActivationSet(cache, input.agentId, 'knowledgeBase', activeKeys.value, stamp);
    const activeFor = (item: KnowledgeBaseItem): boolean | null =>
      !input.agentId ? null : input.onlyThisAgent ? true : (activeKeys?.ok ? activeKeys.value.has(item.id) : null);
    return ok({
      items: listed.value.items.map((item) => ({ ...item, activeForAgent: activeFor(item) })),
      total: listed.value.total,
      filtered: listed.value.filtered,
      page: input.page,
      pageSize: input.pageSize,
      freshness: { source: 'service', savedAt: stamp },
    });
  }
  const error = !listed.ok ? listed.error : activeKeys && !activeKeys.ok ? activeKeys.error : null;
  if (!error) return fail('INTERNAL', 'The knowledge-base list could not be read.');
  if (!isUnreachable(error)) return { ok: false, error };
  return listFromCache(session, input, error.code);
}

function listFromCache(session: ProfileSession, input: KnowledgeListInput, reason: 'NETWORK' | 'TIMEOUT'): Result<AgentItemList<KnowledgeBaseRow>> {
  const cached = readKnowledgeItems(session.cache);
  if (cached.savedAt === null) return fail(reason, 'The service cannot be reached and no knowledge-base items have been saved yet.');
  const agentActive = input.agentId ? readActivationSet(session.cache, input.agentId, 'knowledgeBase') : null;
  const matching = filterKnowledgeItems(cached.items, input, agentActive);
  return ok({
    items: pageOf(matching, input.page, input.pageSize).map((item) => ({
      ...item,
      // Content stays out of lists, online and offline alike.
      content: null,
      activeForAgent: input.agentId && agentActive ? agentActive.has(item.id) : null,
    })),
    total: cached.items.length,
    filtered: matching.length,
    page: input.page,
    pageSize: input.pageSize,
    freshness: { source: 'cache', savedAt: cached.savedAt, offlineReason: reason },
  });
}

export async function getKnowledgeItem(
  session: ProfileSession,
  id: string,
  now = new Date(),
): Promise<Result<{ item: KnowledgeBaseItem; freshness: Freshness }>> {
  const fetched = await session.client.getKnowledgeBaseItem(id);
  if (fetched.ok) {
    saveKnowledgeItems(session.cache, [fetched.value], now.toISOString());
    return ok({ item: fetched.value, freshness: { source: 'service', savedAt: now.toISOString() } });
  }
  if (!isUnreachable(fetched.error)) return fetched;
  const cached = readKnowledgeItem(session.cache, id);
  if (!cached) return fetched;
  return ok({ item: cached.item, freshness: { source: 'cache', savedAt: cached.savedAt, offlineReason: fetched.error.code } });
}

import { isUnreachable, ok, type Result } from '../../../shared/contract';
import type { AgentItemList, Freshness, KnowledgeBaseRow } from '../../../shared/model/agents';
import type { KnowledgeBaseItem } from '../../../shared/model/service';
import type { ProfileSession } from '../session';
import { readKnowledgeItem, readKnowledgeItems, saveKnowledgeItems } from './agent-cache';
import { listAgentItems, type AgentItemSource, type AgentListInput } from './cached-list';
import { filterKnowledgeItems, type KnowledgeFilter } from './offline-query';

export interface KnowledgeListInput extends AgentListInput, KnowledgeFilter {}

const knowledgeSource: AgentItemSource<KnowledgeBaseItem, KnowledgeListInput> = {
  kind: 'knowledgeBase',
  readPage({ client }, input, byAgent) {
    const isActive = input.onlyThisAgent ? true : input.isActive;
    return client.listKnowledgeBase({
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
    });
  },
  save: saveKnowledgeItems,
  readSaved: readKnowledgeItems,
  filterSaved: filterKnowledgeItems,
  activationKeyOf: (item) => item.id,
  // Content stays out of lists, online and offline alike.
  listedFormOf: (item) => ({ ...item, content: null }),
  messages: {
    needAgent: 'Choose an agent to list only its items.',
    unreadable: 'The knowledge-base list could not be read.',
    nothingSaved: 'The service cannot be reached and no knowledge-base items have been saved yet.',
  },
};

/**
 * One page of knowledge-base items, filtered and sorted by the service, with the chosen agent's
 * switch per row (see listAgentItems).
 */
export function listKnowledgeItems(
  session: ProfileSession,
  input: KnowledgeListInput,
  now = new Date(),
): Promise<Result<AgentItemList<KnowledgeBaseRow>>> {
  return listAgentItems(session, knowledgeSource, input, now);
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

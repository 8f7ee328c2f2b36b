import { fail, isUnreachable, ok, type Result, type UnreachableCode } from '../../../shared/contract';
import type { AgentItemKind, AgentItemList } from '../../../shared/model/agents';
import type { CacheDatabase } from '../cache';
import type { ProfileSession } from '../session';
import { readActivationSet, saveActivationSet, type CachedItems } from './agent-cache';
import { pageOf } from './offline-query';
import { readActiveKeys } from './service-reads';

/** What every agent-item list is asked: for which agent, whether only its items, which page. */
export interface AgentListInput {
  agentId?: string | undefined;
  onlyThisAgent?: boolean | undefined;
  page: number;
  pageSize: number;
}

/** One page as the service answered it, already in the form the studio shows and keeps. */
export interface ServicePage<Item> {
  items: Item[];
  total: number;
  filtered: number;
  /** Items the client could not read and left out. */
  dropped?: number;
}

/**
 * What one kind of agent item (web tools, knowledge-base items) brings to the shared list: how to
 * read a page of it, keep it, read it back and filter it offline, and which key the agent's
 * activation set holds for it. The messages are the kind's own, as the user reads them.
 */
export interface AgentItemSource<Item, Input extends AgentListInput> {
  kind: AgentItemKind;
  /** `byAgent` is the agent whose items alone are asked for ("only this agent's"), if any. */
  readPage: (session: ProfileSession, input: Input, byAgent: string | undefined) => Promise<Result<ServicePage<Item>>>;
  save: (cache: CacheDatabase, items: Item[], now: string) => void;
  readSaved: (cache: CacheDatabase) => CachedItems<Item>;
  filterSaved: (items: Item[], input: Input, agentActive: Set<string> | null) => Item[];
  activationKeyOf: (item: Item) => string;
  /** How a saved item appears in an offline list, when that differs from how it was saved. */
  listedFormOf?: (item: Item) => Item;
  messages: { needAgent: string; unreadable: string; nothingSaved: string };
}

export type AgentItemRow<Item> = Item & { activeForAgent: boolean | null };

/**
 * One page of a kind of agent item. "Only this agent's" asks the service for the items that agent
 * has switched on; otherwise the page is the project's items and, when an agent is chosen, the
 * agent's switch per row comes from one more list read (its active set), never a call per row.
 * When the service cannot be reached, the same question is answered from the cache.
 */
export async function listAgentItems<Item, Input extends AgentListInput>(
  session: ProfileSession,
  source: AgentItemSource<Item, Input>,
  input: Input,
  now: Date,
): Promise<Result<AgentItemList<AgentItemRow<Item>>>> {
  const { client, cache } = session;
  if (input.onlyThisAgent && !input.agentId) return fail('VALIDATION', source.messages.needAgent, { field: 'agentId' });
  const byAgent = input.onlyThisAgent ? input.agentId : undefined;
  const [listed, activeKeys] = await Promise.all([
    source.readPage(session, input, byAgent),
    input.agentId && !input.onlyThisAgent ? readActiveKeys(client, input.agentId, source.kind) : Promise.resolve(null),
  ]);
  const stamp = now.toISOString();
  if (listed.ok && (activeKeys === null || activeKeys.ok)) {
    // Rows read "as seen by an agent" carry that agent's flags (isActive, used), not the item's
    // own: only the project-wide view is saved as the item's flags.
    if (!byAgent) source.save(cache, listed.value.items, stamp);
    if (activeKeys?.ok && input.agentId) saveActivationSet(cache, input.agentId, source.kind, activeKeys.value, stamp);
    const activeFor = (item: Item): boolean | null =>
      !input.agentId ? null : input.onlyThisAgent ? true : activeKeys?.ok ? activeKeys.value.has(source.activationKeyOf(item)) : null;
    return ok({
      items: listed.value.items.map((item) => ({ ...item, activeForAgent: activeFor(item) })),
      total: listed.value.total,
      filtered: listed.value.filtered,
      page: input.page,
      pageSize: input.pageSize,
      freshness: { source: 'service', savedAt: stamp },
      ...(listed.value.dropped ? { dropped: listed.value.dropped } : {}),
    });
  }
  const error = !listed.ok ? listed.error : activeKeys && !activeKeys.ok ? activeKeys.error : null;
  if (!error) return fail('INTERNAL', source.messages.unreadable);
  if (!isUnreachable(error)) return { ok: false, error };
  return listFromCache(session, source, input, error.code);
}

function listFromCache<Item, Input extends AgentListInput>(
  session: ProfileSession,
  source: AgentItemSource<Item, Input>,
  input: Input,
  reason: UnreachableCode,
): Result<AgentItemList<AgentItemRow<Item>>> {
  const cached = source.readSaved(session.cache);
  if (cached.savedAt === null) return fail(reason, source.messages.nothingSaved);
  const agentActive = input.agentId ? readActivationSet(session.cache, input.agentId, source.kind) : null;
  const matching = source.filterSaved(cached.items, input, agentActive);
  const listedForm = source.listedFormOf ?? ((item: Item) => item);
  return ok({
    items: pageOf(matching, input.page, input.pageSize).map((item) => ({
      ...listedForm(item),
      activeForAgent: input.agentId && agentActive ? agentActive.has(source.activationKeyOf(item)) : null,
    })),
    total: cached.items.length,
    filtered: matching.length,
    page: input.page,
    pageSize: input.pageSize,
    freshness: { source: 'cache', savedAt: cached.savedAt, offlineReason: reason },
  });
}

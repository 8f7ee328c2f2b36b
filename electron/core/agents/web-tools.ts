import { fail, ok, type Result } from '../../../shared/contract';
import type { AgentItemList, Freshness, WebToolRow, WebToolView } from '../../../shared/model/agents';
import type { ServiceAcknowledgement } from '../../../shared/model/service';
import type { ProfileSession } from '../session';
import { forgetWebTool, readActivationSet, readWebTool, readWebTools, saveActivationSet, saveWebTools } from './agent-cache';
import { filterWebTools, pageOf } from './offline-query';
import { isUnreachable, readActiveKeys } from './service-reads';
import { pickSecret, toWebToolView } from './web-tool-view';

export interface WebToolListInput {
  agentId?: string | undefined;
  onlyThisAgent?: boolean | undefined;
  activeOnly?: boolean | undefined;
  type?: string | undefined;
  search?: string | undefined;
  page: number;
  pageSize: number;
}

/**
 * One page of web tools. "Only this agent's" asks the service for the tools that agent has
 * switched on; otherwise the page is the project's tools and, when an agent is chosen, the
 * agent's switch per row comes from one more list read (its active set), never a call per row.
 */
export async function listWebTools(session: ProfileSession, input: WebToolListInput, now = new Date()): Promise<Result<AgentItemList<WebToolRow>>> {
  const { client, cache } = session;
  if (input.onlyThisAgent && !input.agentId) return fail('VALIDATION', 'Choose an agent to list only its tools.', { field: 'agentId' });
  const byAgent = input.onlyThisAgent ? input.agentId : undefined;
  const [listed, activeKeys] = await Promise.all([
    client.listWebTools({
      ...(byAgent ? { voiceAgentId: byAgent } : {}),
      ...(input.onlyThisAgent || input.activeOnly ? { isActive: true } : {}),
      ...(input.type ? { type: input.type } : {}),
      ...(input.search ? { search: input.search } : {}),
      page: input.page,
      pageSize: input.pageSize,
    }),
    input.agentId && !input.onlyThisAgent ? readActiveKeys(client, input.agentId, 'webTool') : Promise.resolve(null),
  ]);
  const stamp = now.toISOString();
  if (listed.ok && (activeKeys === null || activeKeys.ok)) {
    const views = listed.value.items.map(toWebToolView);
    // Rows read "as seen by an agent" carry that agent's isActive, not the tool's own flag.
    if (!byAgent) saveWebTools(cache, views, stamp);
    if (activeKeys?.ok && input.agentId) saveActivationSet(cache, input.agentId, 'webTool', activeKeys.value, stamp);
    const activeFor = (view: WebToolView): boolean | null =>
      !input.agentId ? null : input.onlyThisAgent ? true : (activeKeys?.ok ? activeKeys.value.has(view.persistentId) : null);
    return ok({
      items: views.map((view) => ({ ...view, activeForAgent: activeFor(view) })),
      total: listed.value.total,
      filtered: listed.value.filtered,
      page: input.page,
      pageSize: input.pageSize,
      freshness: { source: 'service', savedAt: stamp },
    });
  }
  const error = !listed.ok ? listed.error : activeKeys && !activeKeys.ok ? activeKeys.error : null;
  if (!error) return fail('INTERNAL', 'The web-tool list could not be read.');
  if (!isUnreachable(error)) return { ok: false, error };
  return listFromCache(session, input, error.code);
}

function listFromCache(session: ProfileSession, input: WebToolListInput, reason: 'NETWORK' | 'TIMEOUT'): Result<AgentItemList<WebToolRow>> {
  const cached = readWebTools(session.cache);
  if (cached.savedAt === null) return fail(reason, 'The service cannot be reached and no web tools have been saved yet.');
  const agentActive = input.agentId ? readActivationSet(session.cache, input.agentId, 'webTool') : null;
  const matching = filterWebTools(cached.items, input, agentActive);
  return ok({
    items: pageOf(matching, input.page, input.pageSize).map((view) => ({
      ...view,
      activeForAgent: input.agentId && agentActive ? agentActive.has(view.persistentId) : null,
    })),
    total: cached.items.length,
    filtered: matching.length,
    page: input.page,
    pageSize: input.pageSize,
    freshness: { source: 'cache', savedAt: cached.savedAt, offlineReason: reason },
  });
}

export async function getWebTool(session: ProfileSession, id: string, now = new Date()): Promise<Result<{ tool: WebToolView; freshness: Freshness }>> {
  const fetched = await session.client.getWebTool(id);
  if (fetched.ok) {
    const tool = toWebToolView(fetched.value);
    saveWebTools(session.cache, [tool], now.toISOString());
    return ok({ tool, freshness: { source: 'service', savedAt: now.toISOString() } });
  }
  if (fetched.error.code === 'NOT_FOUND') forgetWebTool(session.cache, id);
  if (!isUnreachable(fetched.error)) return fetched;
  const cached = readWebTool(session.cache, id);
  if (!cached) return fetched;
  return ok({ tool: cached.tool, freshness: { source: 'cache', savedAt: cached.savedAt, offlineReason: fetched.error.code } });
}

/** Reads the tool afresh and returns exactly the one secret asked for; the cache never has it. */
export async function revealWebToolSecret(session: ProfileSession, id: string, field: string): Promise<Result<{ value: string }>> {
  const fetched = await session.client.getWebTool(id);
  if (!fetched.ok) return fetched;
  const value = pickSecret(fetched.value, field);
  if (value === null) return fail('NOT_FOUND', `This tool has no secret "${field}".`, { field: 'field' });
  return ok({ value });
}

export async function deleteWebTool(session: ProfileSession, id: string): Promise<Result<ServiceAcknowledgement>> {
  const deleted = await session.client.deleteWebTool(id);
  if (deleted.ok || deleted.error.code === 'NOT_FOUND') forgetWebTool(session.cache, id);
  return deleted;
}

/** The activation key of a tool version: its persistentId as last seen, else the id itself. */
export function webToolKeyOf(session: ProfileSession, id: string): string {
  return readWebTool(session.cache, id)?.tool.persistentId ?? id;
}

import { fail, isUnreachable, ok, type Result } from '../../../shared/contract';
import type { AgentItemList, Freshness, WebToolRow, WebToolView } from '../../../shared/model/agents';
import type { ServiceAcknowledgement } from '../../../shared/model/service';
import type { ProfileSession } from '../session';
import { forgetWebTool, readWebTool, readWebTools, saveWebTools } from './agent-cache';
import { listAgentItems, type AgentItemSource, type AgentListInput } from './cached-list';
import { filterWebTools, type WebToolFilter } from './offline-query';
import { pickSecret, toWebToolView } from './web-tool-view';

export interface WebToolListInput extends AgentListInput, WebToolFilter {}

const webToolSource: AgentItemSource<WebToolView, WebToolListInput> = {
  kind: 'webTool',
  async readPage({ client }, input, byAgent) {
    const listed = await client.listWebTools({
      ...(byAgent ? { voiceAgentId: byAgent } : {}),
      ...(input.onlyThisAgent || input.activeOnly ? { isActive: true } : {}),
      ...(input.type ? { type: input.type } : {}),
      ...(input.search ? { search: input.search } : {}),
      page: input.page,
      pageSize: input.pageSize,
    });
    if (!listed.ok) return listed;
    const { items, total, filtered, dropped } = listed.value;
    return ok({ items: items.map(toWebToolView), total, filtered, ...(dropped ? { dropped } : {}) });
  },
  save: saveWebTools,
  readSaved: readWebTools,
  filterSaved: filterWebTools,
  // All versions of a tool switch together, under its persistentId.
  activationKeyOf: (view) => view.persistentId,
  messages: {
    needAgent: 'Choose an agent to list only its tools.',
    unreadable: 'The web-tool list could not be read.',
    nothingSaved: 'The service cannot be reached and no web tools have been saved yet.',
  },
};

/** One page of web tools, with the chosen agent's switch per row (see listAgentItems). */
export function listWebTools(
  session: ProfileSession,
  input: WebToolListInput,
  now = new Date(),
): Promise<Result<AgentItemList<WebToolRow>>> {
  return listAgentItems(session, webToolSource, input, now);
}

export async function getWebTool(
  session: ProfileSession,
  id: string,
  now = new Date(),
): Promise<Result<{ tool: WebToolView; freshness: Freshness }>> {
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

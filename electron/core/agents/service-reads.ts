import type { Result } from '../../../shared/contract';
import { ok } from '../../../shared/contract';
import type { AgentItemKind } from '../../../shared/model/agents';
import type { KnowledgeBaseItem, WebTool } from '../../../shared/model/service';
import type { ServiceClient } from '../service/client';

/** Reads the agent-tools feature makes of whole collections, and the rules it shares. */

/** v1 lists take up to 1000 rows a page; bounded so a runaway `total` cannot loop for ever. */
const FULL_PAGE = 1000;
const MAX_PAGES = 20;

async function readAllPages<T>(read: (page: number) => Promise<Result<{ filtered: number; items: T[] }>>): Promise<Result<T[]>> {
  const all: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await read(page);
    if (!result.ok) return result;
    all.push(...result.value.items);
    if (result.value.items.length < FULL_PAGE || all.length >= result.value.filtered) break;
  }
  return ok(all);
}

export function readAllWebTools(
  client: ServiceClient,
  query: { voiceAgentId?: string; isActive?: boolean } = {},
): Promise<Result<WebTool[]>> {
  return readAllPages((page) => client.listWebTools({ ...query, page, pageSize: FULL_PAGE }));
}

export function readAllKnowledgeItems(
  client: ServiceClient,
  query: { voiceAgentId?: string; isActive?: boolean } = {},
): Promise<Result<KnowledgeBaseItem[]>> {
  return readAllPages((page) => client.listKnowledgeBase({ ...query, page, pageSize: FULL_PAGE }));
}

/** A web tool's activation key: all versions of a tool switch together. */
export const webToolKey = (tool: Pick<WebTool, 'id' | 'persistentId'>): string => tool.persistentId ?? tool.id;

/** The keys one agent has switched on, from one list read (not one call per item). */
export async function readActiveKeys(client: ServiceClient, agentId: string, kind: AgentItemKind): Promise<Result<Set<string>>> {
  if (kind === 'webTool') {
    const tools = await readAllWebTools(client, { voiceAgentId: agentId, isActive: true });
    return tools.ok ? ok(new Set(tools.value.map(webToolKey))) : tools;
  }
  const items = await readAllKnowledgeItems(client, { voiceAgentId: agentId, isActive: true });
  return items.ok ? ok(new Set(items.value.map((item) => item.id))) : items;
}

/** Runs `work` over `items` with at most `limit` in flight, keeping the input order in the output. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

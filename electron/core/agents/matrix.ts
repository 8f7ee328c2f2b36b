import { isUnreachable, ok, type Result, type UnreachableCode } from '../../../shared/contract';
import type { AgentMatrix, AgentSummary, MatrixRow } from '../../../shared/model/agents';
import type { KnowledgeBaseItem, WebTool } from '../../../shared/model/service';
import type { ProfileSession } from '../session';
import {
  readActivationSet,
  readAgents,
  readKnowledgeItems,
  readWebTools,
  saveActivationSet,
  saveKnowledgeItems,
  saveWebTools,
} from './agent-cache';
import { listAgents, pickMatrixAgents } from './agent-directory';
import { mapWithConcurrency, readActiveKeys, readAllKnowledgeItems, readAllWebTools, webToolKey } from './service-reads';
import { toWebToolView } from './web-tool-view';

/**
 * The agent × item matrix, built from whole-list reads: the agents, every tool, every knowledge
 * item, and per agent its two active sets (bounded concurrency). 2 + 2×agents calls, never one
 * call per cell.
 */

const AGENT_CONCURRENCY = 4;

const versionNumber = (tool: Pick<WebTool, 'version'>): number => Number(tool.version ?? 0) || 0;

/** One row per persistent tool: the newest version stands for all (they switch together). */
export function newestVersions<T extends Pick<WebTool, 'id' | 'persistentId' | 'version'>>(tools: T[]): T[] {
  const newest = new Map<string, T>();
  for (const tool of tools) {
    const key = webToolKey(tool);
    const seen = newest.get(key);
    if (!seen || versionNumber(tool) > versionNumber(seen)) newest.set(key, tool);
  }
  return [...newest.values()];
}

function matrixRows(
  tools: Array<Pick<WebTool, 'id' | 'persistentId' | 'version' | 'name' | 'type'>>,
  items: Array<Pick<KnowledgeBaseItem, 'id' | 'itemName' | 'type'>>,
  activeSets: Map<string, { webTool: Set<string> | null; knowledgeBase: Set<string> | null }>,
): MatrixRow[] {
  const agentsWith = (kind: 'webTool' | 'knowledgeBase', key: string) =>
    [...activeSets].filter(([, sets]) => sets[kind]?.has(key)).map(([agentId]) => agentId);
  return [
    ...newestVersions(tools).map((tool) => ({
      kind: 'webTool' as const,
      key: webToolKey(tool),
      itemId: tool.id,
      name: tool.name,
      detail: tool.type,
      activeFor: agentsWith('webTool', webToolKey(tool)),
    })),
    ...items.map((item) => ({
      kind: 'knowledgeBase' as const,
      key: item.id,
      itemId: item.id,
      name: item.itemName,
      detail: item.type,
      activeFor: agentsWith('knowledgeBase', item.id),
    })),
  ];
}

async function agentsNow(session: ProfileSession): Promise<Result<AgentSummary[]>> {
  const listed = await listAgents(session);
  return listed.ok ? ok(listed.value.agents) : listed;
}

export async function buildMatrix(session: ProfileSession, agentIds: string[] | undefined, now = new Date()): Promise<Result<AgentMatrix>> {
  const { client, cache } = session;
  const stamp = now.toISOString();
  const [agents, tools, items] = await Promise.all([agentsNow(session), readAllWebTools(client), readAllKnowledgeItems(client)]);
  const failure = [agents, tools, items].find((r) => !r.ok);
  if (!agents.ok || !tools.ok || !items.ok) {
    const error = failure && !failure.ok ? failure.error : null;
    if (error && isUnreachable(error)) return matrixFromCache(session, agentIds, error.code);
    return error ? { ok: false, error } : matrixFromCache(session, agentIds, 'NETWORK');
  }
  const picked = pickMatrixAgents(agents.value, agentIds);
  if (!picked.ok) return picked;

  const sets = await mapWithConcurrency(picked.value, AGENT_CONCURRENCY, async (agent) => {
    const [webTool, knowledgeBase] = await Promise.all([
      readActiveKeys(client, agent.id, 'webTool'),
      readActiveKeys(client, agent.id, 'knowledgeBase'),
    ]);
    return { agent, webTool, knowledgeBase };
  });
  const setFailure = sets.flatMap((s) => [s.webTool, s.knowledgeBase]).find((r) => !r.ok);
  if (setFailure && !setFailure.ok) {
    return isUnreachable(setFailure.error) ? matrixFromCache(session, agentIds, setFailure.error.code) : setFailure;
  }

  saveWebTools(cache, tools.value.map(toWebToolView), stamp);
  saveKnowledgeItems(cache, items.value, stamp);
  const activeSets = new Map<string, { webTool: Set<string> | null; knowledgeBase: Set<string> | null }>();
  for (const { agent, webTool, knowledgeBase } of sets) {
    if (!webTool.ok || !knowledgeBase.ok) continue;
    saveActivationSet(cache, agent.id, 'webTool', webTool.value, stamp);
    saveActivationSet(cache, agent.id, 'knowledgeBase', knowledgeBase.value, stamp);
    activeSets.set(agent.id, { webTool: webTool.value, knowledgeBase: knowledgeBase.value });
  }
  return ok({
    agents: picked.value,
    rows: matrixRows(tools.value, items.value, activeSets),
    freshness: { source: 'service', savedAt: stamp },
  });
}

function matrixFromCache(session: ProfileSession, agentIds: string[] | undefined, reason: UnreachableCode): Result<AgentMatrix> {
  const { cache } = session;
  const agents = readAgents(cache);
  const tools = readWebTools(cache);
  const items = readKnowledgeItems(cache);
  const savedAt =
    [agents.savedAt, tools.savedAt, items.savedAt]
      .filter((s): s is string => s !== null)
      .sort()
      .at(-1) ?? null;
  if (savedAt === null)
    return { ok: false, error: { code: reason, message: 'The service cannot be reached and nothing has been saved yet.' } };
  const picked = pickMatrixAgents(agents.agents, agentIds);
  if (!picked.ok) return picked;
  const activeSets = new Map(
    picked.value.map((agent) => [
      agent.id,
      { webTool: readActivationSet(cache, agent.id, 'webTool'), knowledgeBase: readActivationSet(cache, agent.id, 'knowledgeBase') },
    ]),
  );
  const toolRows = tools.items.map((t) => ({ id: t.id, persistentId: t.persistentId, version: t.version, name: t.name, type: t.type }));
  return ok({
    agents: picked.value,
    rows: matrixRows(toolRows, items.items, activeSets),
    freshness: { source: 'cache', savedAt, offlineReason: reason },
  });
}

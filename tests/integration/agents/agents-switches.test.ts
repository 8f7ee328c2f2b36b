import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OperationName, Result } from '../../../shared/contract';
import type {
  ActivationChanged,
  AgentItemList,
  AgentList,
  AgentMatrix,
  BulkActivationResult,
  KnowledgeBaseRow,
  WebToolRow,
  WebToolView,
} from '../../../shared/model/agents';
import { dispatch } from '../../../electron/core/dispatch/dispatch';
import type { Core } from '../../../electron/core/core';
import { useCoreRig } from '../../helpers/core-rig';

const rig = useCoreRig();
/** The rig's core, then the one restarted on its data folder. */
let core: Core;
let agents: AgentList['agents'];

const openCore = async () => (await rig.startCore({ dataDir: rig.dataDir })).core;
const run = (name: OperationName, input: unknown) => dispatch(core.handlers, name, input, { transport: 'web' }) as Promise<Result<unknown>>;
async function call<T>(name: OperationName, input: unknown): Promise<T> {
  const result = await run(name, input);
  if (!result.ok) throw new Error(`${name}: ${result.error.code} ${result.error.message}`);
  return result.value as T;
}
const listTools = (input: object) => call<AgentItemList<WebToolRow>>('webTools.list', { page: 1, pageSize: 100, ...input });
const listItems = (input: object) => call<AgentItemList<KnowledgeBaseRow>>('knowledgeBase.list', { page: 1, pageSize: 100, ...input });

beforeAll(async () => {
  core = rig.core;
  agents = (await call<AgentList>('agents.list', {})).agents;
});
beforeEach(() => rig.sandbox.faults.reset());

describe('per-agent switches', () => {
  it('switches a web tool on and off for one agent, all its versions together', async () => {
    const agent = agents[4]!;
    const tool = (await listTools({ agentId: agent.id, search: 'crm_mcp' })).items[0]!;
    expect(tool.activeForAgent).toBe(false);
    await call('webTools.setActive', { agentId: agent.id, webToolId: tool.id, isActive: true });
    const after = await listTools({ agentId: agent.id, onlyThisAgent: true });
    expect(after.items.filter((t) => t.persistentId === tool.persistentId).length).toBeGreaterThan(1);
    await call('webTools.setActive', { agentId: agent.id, webToolId: tool.id, isActive: false });
    expect((await listTools({ agentId: agent.id, onlyThisAgent: true })).items.some((t) => t.persistentId === tool.persistentId)).toBe(
      false,
    );
  });

  it('switches a knowledge item on and off for one agent', async () => {
    const agent = agents[2]!;
    const item = (await listItems({ agentId: agent.id, search: 'FAQ' })).items[0]!;
    await call('knowledgeBase.setActive', { agentId: agent.id, itemId: item.id, isActive: true });
    expect((await listItems({ agentId: agent.id, onlyThisAgent: true })).items.map((i) => i.id)).toContain(item.id);
    await call('knowledgeBase.setActive', { agentId: agent.id, itemId: item.id, isActive: false });
    expect((await listItems({ agentId: agent.id, onlyThisAgent: true })).items.map((i) => i.id)).not.toContain(item.id);
  });

  it('passes on 500, 403 and 404 from a toggle as typed errors and changes nothing', async () => {
    const agent = agents[4]!;
    const tool = (await listTools({ agentId: agent.id, search: 'calendar_mcp' })).items[0]!;
    for (const [status, code] of [
      [500, 'SERVER'],
      [403, 'FORBIDDEN'],
      [404, 'NOT_FOUND'],
    ] as const) {
      rig.sandbox.faults.set({ rules: [{ route: 'webToolToggle', kind: 'status', status, times: 1 }] });
      const result = await run('webTools.setActive', { agentId: agent.id, webToolId: tool.id, isActive: true });
      expect(result.ok === false && result.error.code).toBe(code);
    }
    expect((await listTools({ agentId: agent.id, search: 'calendar_mcp' })).items[0]!.activeForAgent).toBe(false);
  });

  it('passes on 500 from a list and 403 from details', async () => {
    rig.sandbox.faults.set({ rules: [{ route: 'knowledgeBaseList', kind: 'status', status: 500 }] });
    const listed = await run('knowledgeBase.list', { page: 1, pageSize: 10 });
    expect(listed.ok === false && listed.error.code).toBe('SERVER');
    rig.sandbox.faults.set({ rules: [{ route: 'webToolGet', kind: 'status', status: 403, times: 1 }] });
    const tool = (await listTools({})).items[0]!;
    const got = await run('webTools.get', { id: tool.id });
    expect(got.ok === false && got.error.code).toBe('FORBIDDEN');
  });

  it('deletes one web-tool version, which then is gone from the list and from details', async () => {
    const tool = (await listTools({ search: 'book_appointment' })).items.at(-1)!;
    await call('webTools.delete', { id: tool.id });
    expect((await listTools({ search: 'book_appointment' })).items.map((t) => t.id)).not.toContain(tool.id);
    const got = await run('webTools.get', { id: tool.id });
    expect(got.ok === false && got.error.code).toBe('NOT_FOUND');
    const again = await run('webTools.delete', { id: tool.id });
    expect(again.ok === false && again.error.code).toBe('NOT_FOUND');
  });
});

describe('the agent × item matrix', () => {
  it('builds every row against every agent from one list per agent, not one call per cell', async () => {
    const before = rig.sandbox.requests.count('webToolList') + rig.sandbox.requests.count('knowledgeBaseList');
    const matrix = await call<AgentMatrix>('agents.matrix', {});
    const after = rig.sandbox.requests.count('webToolList') + rig.sandbox.requests.count('knowledgeBaseList');
    expect(matrix.agents).toHaveLength(5);
    expect(matrix.rows.filter((r) => r.kind === 'webTool').length).toBeLessThan(12); // one row per persistent tool
    expect(matrix.rows.filter((r) => r.kind === 'knowledgeBase')).toHaveLength(21);
    expect(after - before).toBe(2 + 2 * 5);
    const own = await listItems({ agentId: agents[0]!.id, onlyThisAgent: true });
    const row = matrix.rows.find((r) => r.key === own.items[0]!.id)!;
    expect(row.activeFor).toContain(agents[0]!.id);
  });

  it('applies a bulk change; the one failing cell reports why and keeps its true state', async () => {
    const matrix = await call<AgentMatrix>('agents.matrix', {});
    const agent = agents[3]!;
    const changes = matrix.rows
      .filter((r) => r.kind === 'knowledgeBase' && !r.activeFor.includes(agent.id))
      .slice(0, 6)
      .map((r) => ({ kind: r.kind, agentId: agent.id, key: r.key, itemId: r.itemId, isActive: true }));
    const events: ActivationChanged[] = [];
    const off = core.events.subscribe((name, payload) => {
      if (name === 'agents.activationChanged') events.push(payload as ActivationChanged);
    });
    rig.sandbox.faults.set({ rules: [{ route: 'knowledgeBaseToggle', kind: 'status', status: 500, times: 1 }] });
    const result = await call<BulkActivationResult>('agents.setActiveMany', { batchId: 'b1', changes });
    off();
    expect(result).toMatchObject({ succeeded: 5, failed: 1 });
    const failed = result.outcomes.find((o) => !o.ok)!;
    expect(failed.error?.code).toBe('SERVER');
    expect(failed.actual).toBe(false);
    expect(events.filter((e) => e.batchId === 'b1')).toHaveLength(6);
    const own = new Set((await listItems({ agentId: agent.id, onlyThisAgent: true })).items.map((i) => i.id));
    for (const outcome of result.outcomes) expect(own.has(outcome.key)).toBe(outcome.actual);
  });
});

describe('offline', () => {
  it('shows the last lists, details and matrix from the cache, marked as saved data', async () => {
    const agent = agents[0]!;
    const tools = await listTools({ agentId: agent.id });
    const item = (await listItems({ agentId: agent.id, types: ['TEXT'] })).items[0]!;
    await call('knowledgeBase.get', { id: item.id });
    await call('webTools.get', { id: tools.items[0]!.id });
    await call<AgentMatrix>('agents.matrix', {});

    rig.sandbox.faults.set({ rules: [{ kind: 'drop' }] });
    const agentsOffline = await call<AgentList>('agents.list', {});
    expect(agentsOffline.freshness).toMatchObject({ source: 'cache', offlineReason: 'NETWORK' });
    expect(agentsOffline.agents).toHaveLength(5);
    const offline = await listTools({ agentId: agent.id });
    expect(offline.freshness.source).toBe('cache');
    expect(offline.freshness.savedAt).toBeTruthy();
    expect(offline.items.find((t) => t.id === tools.items[0]!.id)?.activeForAgent).toBe(tools.items[0]!.activeForAgent);
    const onlyMcp = await listTools({ type: 'MCP' });
    expect(onlyMcp.items.every((t) => t.type === 'MCP') && onlyMcp.items.length > 0).toBe(true);
    const sorted = await listItems({ sortBy: 'words', sortOrder: 'desc', pageSize: 3 });
    expect(sorted.items.map((i) => i.itemName)).toEqual(['قصص قصيرة.epub', 'https://docs.example.com/api', 'Product catalogue 2024.pdf']);
    const details = await call<{ item: { content: string } }>('knowledgeBase.get', { id: item.id });
    expect(details.item.content).toBeTruthy();
    const tool = await call<{ tool: WebToolView; freshness: { source: string } }>('webTools.get', { id: tools.items[0]!.id });
    expect(tool.freshness.source).toBe('cache');
    const matrix = await call<AgentMatrix>('agents.matrix', {});
    expect(matrix.freshness.source).toBe('cache');
    expect(matrix.rows.length).toBeGreaterThan(20);
    const toggle = await run('knowledgeBase.setActive', { agentId: agent.id, itemId: item.id, isActive: true });
    expect(toggle.ok).toBe(false);
    const reveal = await run('webTools.revealSecret', { id: tools.items[0]!.id, field: 'authToken' });
    expect(reveal.ok).toBe(false);
  });

  it("answers the knowledge list from the cache with the agent's saved switches and no item content", async () => {
    const agent = agents[1]!;
    const online = await listItems({ agentId: agent.id });
    const own = await listItems({ agentId: agent.id, onlyThisAgent: true });
    const text = online.items.find((i) => i.type === 'TEXT')!;
    // Details save the content, which must still stay out of list rows.
    await call('knowledgeBase.get', { id: text.id });

    rig.sandbox.faults.set({ rules: [{ kind: 'drop' }] });
    const offline = await listItems({ agentId: agent.id });
    expect(offline.freshness).toMatchObject({ source: 'cache', offlineReason: 'NETWORK' });
    expect(offline.total).toBe(online.total);
    expect(offline.items.every((i) => i.content === null)).toBe(true);
    const switches = (list: AgentItemList<KnowledgeBaseRow>) => Object.fromEntries(list.items.map((i) => [i.id, i.activeForAgent]));
    expect(switches(offline)).toEqual(switches(online));
    const ownOffline = await listItems({ agentId: agent.id, onlyThisAgent: true });
    expect(ownOffline.items.map((i) => i.id).sort()).toEqual(own.items.map((i) => i.id).sort());
    expect(ownOffline.items.every((i) => i.activeForAgent === true)).toBe(true);
  });
});

describe('the chosen agent', () => {
  it('is remembered across a restart of the studio', async () => {
    await call('agents.select', { agentId: agents[2]!.id });
    await core.close();
    core = await openCore();
    expect((await call<AgentList>('agents.list', {})).selectedAgentId).toBe(agents[2]!.id);
  });
});

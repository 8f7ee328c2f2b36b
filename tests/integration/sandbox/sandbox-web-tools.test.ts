import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCounts } from '../../../electron/sandbox/server';
import { startTestSandbox, type TestSandbox } from '../../helpers/test-sandbox';

let sandbox: TestSandbox;
let agents: Array<{ id: string; agentName: string }>;
interface Tool {
  id: string;
  persistentId: string;
  version: number;
  type: string;
  isActive: boolean;
  name: string;
  toolSettings: { authToken: string | null; httpHeaders: Record<string, string>; serverUrl: string };
}

beforeAll(async () => {
  sandbox = await startTestSandbox();
  agents = (await sandbox.api('/v1/voice-agents?take=100')).body.data.voiceAgents;
});
afterAll(() => sandbox.dispose());

const list = async (query = ''): Promise<{ total: number; filtered: number; items: Tool[] }> => {
  const response = await sandbox.api(`/v1/voice-agents/web-tool/list${query}`);
  expect(response.status).toBe(200);
  return response.body.data;
};

describe('sandbox voice agents and dictionaries', () => {
  it('lists agents with Arabic and English names, paged by page number', async () => {
    expect(agents).toHaveLength(seedCounts.voiceAgents);
    expect(agents.some((a) => /[\u0600-\u06FF]/.test(a.agentName)) && agents.some((a) => /^[A-Za-z]/.test(a.agentName))).toBe(true);
    const page2 = (await sandbox.api('/v1/voice-agents?skip=2&take=2')).body;
    expect(page2).toMatchObject({ success: true, messageKey: 'OPERATION_SUCCESSFUL' });
    expect(page2.data).toMatchObject({ total: agents.length, filtered: agents.length });
    expect(page2.data.voiceAgents.map((a: { id: string }) => a.id)).toEqual([agents[2]!.id, agents[3]!.id]);
  });

  it('lists dictionaries with paging, search, used and per-agent isUsed', async () => {
    const all = (await sandbox.api('/v1/voice-agents/voice-dictionaries/list')).body.data;
    expect(all).toMatchObject({ total: seedCounts.dictionaries, page: 1, pageSize: 10 });
    expect(all.dictionaries[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      wordsCount: expect.any(Number),
      isUsed: expect.any(Boolean),
      createdAt: expect.any(String),
    });
    const unused = (await sandbox.api('/v1/voice-agents/voice-dictionaries/list?used=false')).body.data;
    expect(unused.dictionaries.every((d: { isUsed: boolean }) => !d.isUsed)).toBe(true);
    const forAgent = (await sandbox.api(`/v1/voice-agents/voice-dictionaries/list?voiceAgentId=${agents[1]!.id}&used=true`)).body.data;
    expect(forAgent.dictionaries.map((d: { name: string }) => d.name)).toEqual(['Brand names']);
    const searched = (await sandbox.api(`/v1/voice-agents/voice-dictionaries/list?search=${encodeURIComponent('اسماء')}`)).body.data;
    expect(searched.dictionaries.map((d: { name: string }) => d.name)).toEqual(['أسماء المنتجات']);
    const takeOne = (await sandbox.api('/v1/voice-agents/voice-dictionaries/list?skip=2&take=1')).body.data;
    expect(takeOne).toMatchObject({ page: 2, pageSize: 1, dictionaries: [expect.objectContaining({ id: all.dictionaries[1].id })] });
  });
});

describe('sandbox web tools', () => {
  it('answers the v1 envelope with success: false on success, status 200', async () => {
    const response = await sandbox.api('/v1/voice-agents/web-tool/list');
    expect(response.body).toEqual({ success: false, message: expect.any(String), data: expect.any(Object) });
  });

  it('seeds FUNCTION and MCP tools, some with several versions, secrets in toolSettings', async () => {
    const { total, items } = await list('?take=100');
    expect(total).toBe(seedCounts.webTools);
    expect(new Set(items.map((t) => t.type))).toEqual(new Set(['FUNCTION', 'MCP']));
    const versions = new Map<string, number[]>();
    for (const tool of items) versions.set(tool.persistentId, [...(versions.get(tool.persistentId) ?? []), tool.version]);
    expect(versions.size).toBe(seedCounts.webToolsDistinct);
    expect([...versions.values()].some((v) => v.length >= 3)).toBe(true);
    for (const v of versions.values()) expect([...v].sort()).toEqual(Array.from({ length: v.length }, (_, i) => i + 1));
    expect(items.some((t) => t.toolSettings.authToken)).toBe(true);
    expect(items.some((t) => t.toolSettings.httpHeaders.Authorization)).toBe(true);
  });

  it('pages with skip as a 1-based page number: first, last, beyond, take 1', async () => {
    const first = await list('?skip=1&take=5');
    const defaults = await list();
    expect(defaults.items.map((t) => t.id)).toEqual((await list('?skip=1&take=10')).items.map((t) => t.id));
    const second = await list('?skip=2&take=5');
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
    const lastPage = Math.ceil(seedCounts.webTools / 5);
    expect((await list(`?skip=${lastPage}&take=5`)).items).toHaveLength(seedCounts.webTools - (lastPage - 1) * 5);
    expect((await list(`?skip=${lastPage + 1}&take=5`)).items).toEqual([]);
    const takeOne = await list('?skip=3&take=1');
    expect(takeOne.items).toEqual([(await list('?take=100')).items[2]]);
  });

  it('refuses bad paging and filter values with a v1 400', async () => {
    for (const query of ['?skip=0', '?take=x', '?type=SKILL', '?isActive=yes', '?voiceAgentId=abc']) {
      const response = await sandbox.api(`/v1/voice-agents/web-tool/list${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 400, message: expect.any(String) });
    }
    expect((await sandbox.api('/v1/voice-agents/web-tool/list?voiceAgentId=00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('filters by type, search, agent and isActive', async () => {
    const mcp = await list('?type=MCP&take=100');
    expect(mcp.items.every((t) => t.type === 'MCP')).toBe(true);
    expect(mcp.filtered).toBe(mcp.items.length);
    expect(mcp.total).toBe(seedCounts.webTools);
    expect((await list('?type=WEB_TOOL')).filtered).toBe(0);
    const search = await list('?search=order&take=100');
    expect(search.items.map((t) => t.name)).toEqual(['get_order_status', 'get_order_status', 'get_order_status']);
    const arabic = await list(`?search=${encodeURIComponent('موعد')}&take=100`);
    expect(arabic.items.every((t) => t.name === 'book_appointment')).toBe(true);
    const agent = agents[0]!.id;
    const active = await list(`?voiceAgentId=${agent}&isActive=true&take=100`);
    const inactive = await list(`?voiceAgentId=${agent}&isActive=false&take=100`);
    expect(active.filtered + inactive.filtered).toBe(seedCounts.webTools);
    expect(new Set(active.items.map((t) => t.persistentId)).size).toBe(3);
  });

  it('toggles activation per agent and the list reflects it for that agent only', async () => {
    const [agentA, agentB] = [agents[3]!.id, agents[4]!.id];
    const tool = (await list('?type=FUNCTION&take=1')).items[0]!;
    const toggled = await sandbox.api('/v1/voice-agents/web-tool/toggle-activation', {
      method: 'POST',
      body: { voiceAgentId: agentA, webToolId: tool.id },
    });
    expect(toggled.status).toBe(200);
    expect(toggled.body).toEqual({ success: false, message: 'web tool activated successfully' });
    expect((await list(`?voiceAgentId=${agentA}&isActive=true`)).items.map((t) => t.persistentId)).toContain(tool.persistentId);
    expect((await list(`?voiceAgentId=${agentB}&isActive=true`)).items.map((t) => t.persistentId)).not.toContain(tool.persistentId);
    await sandbox.api('/v1/voice-agents/web-tool/toggle-activation', {
      method: 'POST',
      body: { voiceAgentId: agentA, webToolId: tool.id, isActive: false },
    });
    expect((await list(`?voiceAgentId=${agentA}&isActive=true`)).filtered).toBe(0);
  });

  it('§2.2: without an agent, isActive is "active in any voice agent", on every version, following the toggles', async () => {
    const toggle = (voiceAgentId: string, webToolId: string, isActive: boolean) =>
      sandbox.api('/v1/voice-agents/web-tool/toggle-activation', { method: 'POST', body: { voiceAgentId, webToolId, isActive } });
    const versionsOf = async (persistentId: string) => (await list('?take=100')).items.filter((t) => t.persistentId === persistentId);
    const tool = (await list('?search=order&take=1')).items[0]!;
    for (const agent of agents) await toggle(agent.id, tool.id, false);
    const off = await versionsOf(tool.persistentId);
    expect(off.length).toBeGreaterThan(1);
    expect(off.map((t) => t.isActive)).toEqual(off.map(() => false));
    expect((await list('?isActive=true&take=100')).items.map((t) => t.persistentId)).not.toContain(tool.persistentId);

    await toggle(agents[2]!.id, tool.id, true);
    const on = await versionsOf(tool.persistentId);
    expect(on.map((t) => t.isActive)).toEqual(on.map(() => true));
    expect((await sandbox.api(`/v1/voice-agents/web-tool/${tool.id}`)).body.data.isActive).toBe(true);
    await toggle(agents[2]!.id, tool.id, false);
  });

  it('validates the toggle body and answers 404 for unknown agents and tools', async () => {
    const bad = await sandbox.api('/v1/voice-agents/web-tool/toggle-activation', { method: 'POST', body: { voiceAgentId: agents[0]!.id } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 400, message: 'webToolId is required' });
    const unknown = await sandbox.api('/v1/voice-agents/web-tool/toggle-activation', {
      method: 'POST',
      body: { voiceAgentId: agents[0]!.id, webToolId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 404, message: 'Web tool not found' });
  });

  it('gets one version by id and deletes it with the documented message', async () => {
    const mcp = (await list('?type=MCP&take=1')).items[0]!;
    const one = await sandbox.api(`/v1/voice-agents/web-tool/${mcp.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      id: mcp.id,
      persistentId: mcp.persistentId,
      type: 'MCP',
      toolSettings: { serverUrl: expect.stringMatching(/^https:/) },
    });
    const removed = await sandbox.api(`/v1/voice-agents/web-tool/${mcp.id}`, { method: 'DELETE' });
    expect(one.body).toMatchObject({ success: false, message: 'success' });
    expect(removed.body).toEqual({ success: false, message: 'web tool deleted successfully' });
    expect((await sandbox.api(`/v1/voice-agents/web-tool/${mcp.id}`)).body).toEqual({ code: 404, message: 'Web tool not found' });
  });

  it('§4.1: the get takes a uuid id and refuses any other with the v1 400 body', async () => {
    const refused = await sandbox.api('/v1/voice-agents/web-tool/not-a-uuid');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: 400, message: 'id must be a UUID' });
  });

  it('serves the v2 list with the standard envelope and returnUncategorized', async () => {
    const all = (await sandbox.api('/v2/voice-agents/web-tool/list?take=100')).body;
    expect(all).toMatchObject({ success: true, messageKey: 'OPERATION_SUCCESSFUL' });
    const categorized = (await sandbox.api('/v2/voice-agents/web-tool/list?take=100&returnUncategorized=false')).body.data;
    expect(categorized.items.length).toBeGreaterThan(0);
    expect(categorized.items.length).toBeLessThan(all.data.items.length);
  });
});

describe('sandbox web tools, lenient shape', () => {
  let lenient: TestSandbox;
  beforeAll(async () => {
    lenient = await startTestSandbox({ shape: 'lenient' });
  });
  afterAll(() => lenient.dispose());

  it('answers success: true with a data field, and names the kind of tool deleted', async () => {
    const listed = await lenient.api('/v1/voice-agents/web-tool/list?take=100');
    expect(listed.body).toMatchObject({ success: true, data: { total: seedCounts.webTools } });
    const items = listed.body.data.items as Array<{ id: string; type: string }>;
    const mcp = items.find((t) => t.type === 'MCP')!;
    const fn = items.find((t) => t.type === 'FUNCTION')!;
    expect((await lenient.api(`/v1/voice-agents/web-tool/${mcp.id}`, { method: 'DELETE' })).body).toEqual({
      success: true,
      message: 'MCP server deleted successfully',
      data: null,
    });
    expect((await lenient.api(`/v1/voice-agents/web-tool/${fn.id}`, { method: 'DELETE' })).body.message).toBe(
      'Function deleted successfully',
    );
  });
});

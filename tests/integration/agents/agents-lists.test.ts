import { beforeAll, describe, expect, it } from 'vitest';
import { useCoreRig } from '../../helpers/core-rig';
import type { OperationName } from '../../../shared/contract';
import type { AgentItemList, AgentList, KnowledgeBaseRow, WebToolRow, WebToolView } from '../../../shared/model/agents';
import type { KnowledgeBaseItem } from '../../../shared/model/service';
import { dispatch } from '../../../electron/core/dispatch/dispatch';
import { callCore } from '../../helpers/core-call';

const rig = useCoreRig();
let agents: AgentList['agents'];
/** Every raw secret the sandbox seeded, to prove none leaves the core unmasked. */
let secrets: string[];

const call = <T>(name: OperationName, input: unknown) => callCore<T>(rig.core, name, input, 'web');

beforeAll(async () => {
  agents = (await call<AgentList>('agents.list', {})).agents;
  const raw = (await rig.sandbox.api('/v1/voice-agents/web-tool/list?skip=1&take=100')).body.data.items as Array<{
    toolSettings: { authToken: string | null; httpHeaders: Record<string, string> };
  }>;
  secrets = raw.flatMap((t) => [t.toolSettings.authToken, t.toolSettings.httpHeaders.Authorization].filter((s): s is string => !!s));
});

const listTools = (input: object) => call<AgentItemList<WebToolRow>>('webTools.list', { page: 1, pageSize: 50, ...input });
const listItems = (input: object) => call<AgentItemList<KnowledgeBaseRow>>('knowledgeBase.list', { page: 1, pageSize: 50, ...input });

describe('voice agents', () => {
  it('lists every agent of the account with no choice remembered on first run', async () => {
    const listed = await call<AgentList>('agents.list', {});
    expect(listed.agents).toHaveLength(5);
    expect(listed.selectedAgentId).toBeNull();
    expect(listed.freshness.source).toBe('service');
  });
});

describe('web-tool lists', () => {
  it('pages with 1-based page numbers and reports the filtered total', async () => {
    const first = await listTools({ pageSize: 5 });
    const second = await listTools({ pageSize: 5, page: 2 });
    expect(first.items).toHaveLength(5);
    expect(first.filtered).toBe(12);
    expect(second.items.map((t) => t.id)).not.toContain(first.items[0]!.id);
  });

  it("filters by type, by name search and by the tool's own active flag", async () => {
    const mcp = await listTools({ type: 'MCP' });
    expect(mcp.items.length).toBeGreaterThan(0);
    expect(mcp.items.every((t) => t.type === 'MCP')).toBe(true);
    const searched = await listTools({ search: 'order' });
    expect(searched.items.every((t) => t.name === 'get_order_status')).toBe(true);
    const active = await listTools({ activeOnly: true });
    expect(active.items.every((t) => t.isActive)).toBe(true);
    expect(active.filtered).toBeLessThan(12);
  });

  it("lists only the chosen agent's tools, and marks each row with that agent's switch", async () => {
    const agent = agents[0]!;
    const own = await listTools({ agentId: agent.id, onlyThisAgent: true });
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.items.every((t) => t.activeForAgent === true)).toBe(true);
    const all = await listTools({ agentId: agent.id });
    const onKeys = new Set(own.items.map((t) => t.persistentId));
    for (const row of all.items) expect(row.activeForAgent).toBe(onKeys.has(row.persistentId));
  });

  it('refuses "only this agent\'s" without an agent', async () => {
    const result = await dispatch(rig.core.handlers, 'webTools.list', { page: 1, pageSize: 10, onlyThisAgent: true }, { transport: 'web' });
    expect(result.ok === false && result.error.code).toBe('VALIDATION');
  });
});

describe('web-tool details and secrets', () => {
  it('shows every detail with authToken and secret header values masked', async () => {
    const listed = await listTools({ search: 'get_order_status' });
    const { tool } = await call<{ tool: WebToolView }>('webTools.get', { id: listed.items[0]!.id });
    expect(tool.serverUrl).toContain('orders.example.com');
    expect(tool.methodType).toBe('GET');
    expect(tool.timeoutMs).toBeGreaterThan(0);
    expect(tool.params.map((p) => p.name)).toContain('orderId');
    expect(tool.pathParameters.map((p) => p.name)).toContain('orderId');
    expect(tool.messages.length).toBeGreaterThan(0);
    expect(tool.authToken?.value).toBeUndefined();
    expect(tool.authToken?.masked).toMatch(/^•+/);
    const authorization = tool.headers.find((h) => h.name === 'Authorization')!;
    expect(authorization.value).toBeUndefined();
    expect(tool.headers.find((h) => h.name === 'Content-Type')?.value).toBe('application/json');
  });

  it('never returns a secret from any list or details result', async () => {
    const results: unknown[] = [await listTools({ pageSize: 100 }), await listTools({ agentId: agents[0]!.id, pageSize: 100 })];
    for (const row of (results[0] as AgentItemList<WebToolRow>).items) results.push(await call('webTools.get', { id: row.id }));
    const text = JSON.stringify(results);
    expect(secrets.length).toBeGreaterThan(4);
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('reveals exactly one secret on request, and nothing that is not a secret', async () => {
    const listed = await listTools({ search: 'get_order_status' });
    const id = listed.items[0]!.id;
    const token = await call<{ value: string }>('webTools.revealSecret', { id, field: 'authToken' });
    expect(secrets).toContain(token.value);
    const header = await call<{ value: string }>('webTools.revealSecret', { id, field: 'header:Authorization' });
    expect(header.value).toMatch(/^Bearer /);
    const refused = await dispatch(rig.core.handlers, 'webTools.revealSecret', { id, field: 'header:Content-Type' }, { transport: 'web' });
    expect(refused.ok).toBe(false);
  });

  it('answers NOT_FOUND for a tool that does not exist', async () => {
    const result = await dispatch(rig.core.handlers, 'webTools.get', { id: '00000000-0000-4000-8000-000000000000' }, { transport: 'web' });
    expect(result.ok === false && result.error.code).toBe('NOT_FOUND');
  });
});

describe('knowledge-base lists', () => {
  it('pages and filters by type, status, extension and name', async () => {
    const page = await listItems({ pageSize: 5, page: 2 });
    expect(page.items).toHaveLength(5);
    expect(page.filtered).toBe(21);
    const urls = await listItems({ types: ['URL'] });
    expect(urls.items.every((i) => i.type === 'URL')).toBe(true);
    const failed = await listItems({ statuses: ['FAILED', 'INGESTION_FAILURE'] });
    expect(failed.items.every((i) => i.status === 'FAILED' || i.status === 'INGESTION_FAILURE')).toBe(true);
    expect(failed.items.every((i) => !!i.failureReason)).toBe(true);
    const processing = await listItems({ statuses: ['PROCESSING'] });
    // The spec shape says PROCESSING for all four; the lenient one sends null for two, as services were seen to.
    expect(processing.items.map((i) => i.status ?? 'PROCESSING')).toEqual(['PROCESSING', 'PROCESSING', 'PROCESSING', 'PROCESSING']);
    const pdfs = await listItems({ extensions: ['pdf'] });
    // Text in the lenient shape; the spec shape's number (pdf = 1) is read as text.
    expect(pdfs.items.every((i) => i.extension === 'pdf' || i.extension === '1')).toBe(true);
    const searched = await listItems({ search: 'FAQ' });
    expect(searched.items.map((i) => i.itemName)).toEqual(['FAQ.txt']);
  });

  it('filters by active and used, and by the chosen agent', async () => {
    expect((await listItems({ isActive: false })).items.every((i) => !i.isActive)).toBe(true);
    expect((await listItems({ used: true })).items.every((i) => i.used)).toBe(true);
    const own = await listItems({ agentId: agents[0]!.id, onlyThisAgent: true });
    expect(own.filtered).toBe(4);
    const marked = await listItems({ agentId: agents[0]!.id });
    expect(
      marked.items
        .filter((i) => i.activeForAgent)
        .map((i) => i.id)
        .sort(),
    ).toEqual(own.items.map((i) => i.id).sort());
  });

  it('sorts by words, created date and file size in both directions', async () => {
    const words = (await listItems({ sortBy: 'words', sortOrder: 'desc' })).items.map((i) => i.wordsNumber ?? 0);
    expect(words).toEqual([...words].sort((a, b) => b - a));
    const dates = (await listItems({ sortBy: 'createdAt', sortOrder: 'asc' })).items.map((i) => Date.parse(i.createdAt!));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    const sizes = (await listItems({ sortBy: 'fileSize', sortOrder: 'desc' })).items.map((i) => i.itemName);
    expect(sizes[0]).toBe('Annual report.pdf');
  });

  it('shows text for TEXT items, URLs for URL items and extension and size for FILE items', async () => {
    const all = (await listItems({})).items;
    const get = async (type: string) =>
      (await call<{ item: KnowledgeBaseItem }>('knowledgeBase.get', { id: all.find((i) => i.type === type)!.id })).item;
    expect((await get('TEXT')).content).toBeTruthy();
    expect((await get('URL')).itemUrls?.length).toBeGreaterThan(0);
    const file = await get('FILE');
    expect(file.extension).toBeTruthy();
    expect(file.fileSize).toBeTruthy();
  });
});

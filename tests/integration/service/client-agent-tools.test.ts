import { describe, expect, it } from 'vitest';
import { seedCounts } from '../../../electron/sandbox/server';
import { unwrap } from '../../helpers/core-rig';
import { useClientOnSandbox } from '../../helpers/client-on-sandbox';

/** Web tools and the knowledge base through the client against the real sandbox: paging, filters, errors. */
const service = useClientOnSandbox();

describe('web tools', () => {
  it('pages the v1 list (skip = page number)', async () => {
    const all = unwrap(await service.client.listWebTools({ pageSize: 100 }));
    expect(all.items).toHaveLength(seedCounts.webTools);
    const second = unwrap(await service.client.listWebTools({ page: 2, pageSize: 1 }));
    expect(second.items.map((t) => t.id)).toEqual([all.items[1]!.id]);
    expect(unwrap(await service.client.listWebTools({ page: 1_000, pageSize: 10 })).items).toEqual([]);
  });

  it('filters by type, search, agent and isActive', async () => {
    const mcp = unwrap(await service.client.listWebTools({ type: 'MCP', pageSize: 100 }));
    expect(mcp.items.length).toBeGreaterThan(0);
    expect(mcp.items.every((t) => t.type === 'MCP')).toBe(true);
    expect(mcp.filtered).toBeLessThan(mcp.total);
    const search = unwrap(await service.client.listWebTools({ search: 'order', pageSize: 100 }));
    expect(search.items.every((t) => `${t.name} ${t.description}`.toLowerCase().includes('order'))).toBe(true);
    const agent = unwrap(await service.client.listVoiceAgents()).voiceAgents[0]!;
    const active = unwrap(await service.client.listWebTools({ voiceAgentId: agent.id, isActive: true, pageSize: 100 }));
    expect(active.items.length).toBeGreaterThan(0);
    expect(active.items.every((t) => t.isActive)).toBe(true);
  });

  it('v2 list honours returnUncategorized', async () => {
    const withAll = unwrap(await service.client.listWebToolsV2({ pageSize: 100 }));
    const categorized = unwrap(await service.client.listWebToolsV2({ returnUncategorized: false, pageSize: 100 }));
    expect(categorized.items.every((t) => t.collectionId !== null)).toBe(true);
    expect(categorized.filtered).toBeLessThanOrEqual(withAll.filtered);
  });

  it('gets one tool with its settings', async () => {
    const first = unwrap(await service.client.listWebTools({ pageSize: 1 })).items[0]!;
    const tool = unwrap(await service.client.getWebTool(first.id));
    expect(tool.id).toBe(first.id);
    expect(tool.toolSettings?.serverUrl).toMatch(/^https:\/\//);
  });

  it('toggles a tool for an agent (the v1 success:false quirk is still success)', async () => {
    const agent = unwrap(await service.client.listVoiceAgents()).voiceAgents.at(-1)!;
    const tool = unwrap(await service.client.listWebTools({ pageSize: 1 })).items[0]!;
    const raw = await service.sandbox.api(`/v1/voice-agents/web-tool/${tool.id}`);
    // The spec shape (default) carries the documented false; SANDBOX_SHAPE=lenient sends true.
    expect(raw.body.success).toBe(process.env.SANDBOX_SHAPE === 'lenient');
    unwrap(await service.client.setWebToolActive({ voiceAgentId: agent.id, webToolId: tool.id, isActive: true }));
    const on = unwrap(await service.client.listWebTools({ voiceAgentId: agent.id, isActive: true, pageSize: 100 }));
    expect(on.items.map((t) => t.persistentId)).toContain(tool.persistentId);
    unwrap(await service.client.setWebToolActive({ voiceAgentId: agent.id, webToolId: tool.id, isActive: false }));
    const off = unwrap(await service.client.listWebTools({ voiceAgentId: agent.id, isActive: true, pageSize: 100 }));
    expect(off.items.map((t) => t.persistentId)).not.toContain(tool.persistentId);
  });

  it('deletes a tool version and passes on the success message', async () => {
    const tool = unwrap(await service.client.listWebTools({ pageSize: 1 })).items[0]!;
    const ack = unwrap(await service.client.deleteWebTool(tool.id));
    expect(ack.message).toMatch(/deleted successfully/);
    expect(await service.client.getWebTool(tool.id)).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });
});

describe('knowledge base', () => {
  const sizeBytes = (text: string | null | undefined) => {
    const match = /^([\d.]+)(B|KB|MB|GB)$/.exec(text ?? '');
    const unit = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[(match?.[2] ?? 'B') as 'B'];
    return match ? Number(match[1]) * unit : 0;
  };

  it('pages the list (skip = page number), take 1', async () => {
    const all = unwrap(await service.client.listKnowledgeBase({ pageSize: 100 }));
    expect(all.items).toHaveLength(seedCounts.knowledgeBaseItems);
    const last = unwrap(await service.client.listKnowledgeBase({ page: seedCounts.knowledgeBaseItems, pageSize: 1 }));
    expect(last.items.map((i) => i.id)).toEqual([all.items.at(-1)!.id]);
  });

  it('filters by types, statuses, extensions (repeated keys), search, used, isActive, agent', async () => {
    const textOrUrl = unwrap(await service.client.listKnowledgeBase({ types: ['TEXT', 'URL'], pageSize: 100 }));
    expect(new Set(textOrUrl.items.map((i) => i.type))).toEqual(new Set(['TEXT', 'URL']));
    const failed = unwrap(await service.client.listKnowledgeBase({ statuses: ['FAILED', 'READING_FAILURE'], pageSize: 100 }));
    expect(failed.items.length).toBeGreaterThan(0);
    expect(failed.items.every((i) => i.status === 'FAILED' || i.status === 'READING_FAILURE')).toBe(true);
    const docs = unwrap(await service.client.listKnowledgeBase({ extensions: ['pdf', 'epub'], pageSize: 100 }));
    // Text in the lenient shape; the spec shape's number (pdf = 1, epub = 6) is read as text.
    expect(docs.items.every((i) => ['pdf', 'epub', '1', '6'].includes(i.extension ?? ''))).toBe(true);
    const search = unwrap(await service.client.listKnowledgeBase({ search: 'catalogue', pageSize: 100 }));
    expect(search.items.map((i) => i.itemName)).toContain('Product catalogue 2024.pdf');
    const used = unwrap(await service.client.listKnowledgeBase({ used: true, pageSize: 100 }));
    expect(used.items.every((i) => i.used === true)).toBe(true);
    const inactive = unwrap(await service.client.listKnowledgeBase({ isActive: false, pageSize: 100 }));
    expect(inactive.items.every((i) => i.isActive === false)).toBe(true);
    const agent = unwrap(await service.client.listVoiceAgents()).voiceAgents[0]!;
    const forAgent = unwrap(await service.client.listKnowledgeBase({ voiceAgentId: agent.id, isActive: true, pageSize: 100 }));
    expect(forAgent.items.length).toBeGreaterThan(0);
  });

  it.each([
    ['words', 'asc'],
    ['words', 'desc'],
    ['createdAt', 'asc'],
    ['createdAt', 'desc'],
    ['fileSize', 'asc'],
    ['fileSize', 'desc'],
  ] as const)('sorts by %s %s', async (sortBy, sortOrder) => {
    const items = unwrap(await service.client.listKnowledgeBase({ sortBy, sortOrder, pageSize: 100 })).items;
    const key = (i: (typeof items)[number]) =>
      sortBy === 'words' ? (i.wordsNumber ?? 0) : sortBy === 'fileSize' ? sizeBytes(i.fileSize) : Date.parse(i.createdAt ?? '');
    const keys = items.map(key);
    const sorted = [...keys].sort((a, b) => (sortOrder === 'asc' ? a - b : b - a));
    expect(keys).toEqual(sorted);
  });

  it('gets one item with its content, and toggles it for an agent', async () => {
    const first = unwrap(await service.client.listKnowledgeBase({ pageSize: 1 })).items[0]!;
    const item = unwrap(await service.client.getKnowledgeBaseItem(first.id));
    expect(item.content).toEqual(expect.any(String));
    const agent = unwrap(await service.client.listVoiceAgents()).voiceAgents.at(-1)!;
    const on = unwrap(
      await service.client.setKnowledgeBaseItemActive({ voiceAgentId: agent.id, knowledgeBaseItemId: item.id, isActive: true }),
    );
    expect(on.messageKey).toBe('ItemActivatedSuccessfully');
    const list = unwrap(await service.client.listKnowledgeBase({ voiceAgentId: agent.id, isActive: true, pageSize: 100 }));
    expect(list.items.map((i) => i.id)).toContain(item.id);
    unwrap(await service.client.setKnowledgeBaseItemActive({ voiceAgentId: agent.id, knowledgeBaseItemId: item.id, isActive: false }));
  });
});

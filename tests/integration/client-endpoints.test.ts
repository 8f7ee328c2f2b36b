import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteName } from '../../electron/core/service/api-table';
import { ServiceClient, type ServiceClientOptions } from '../../electron/core/service/client';
import { seedCounts } from '../../electron/sandbox/server';
import { startTestSandbox, type TestSandbox } from '../../electron/sandbox/test-support';
import type { Result } from '../../shared/contract/errors';
import type { TtsVoice } from '../../shared/model/service';

/** Every endpoint of the client against the real sandbox: happy paths, paging, filters, errors. */

let sandbox: TestSandbox;
let client: ServiceClient;

function clientWith(extra: Partial<ServiceClientOptions> = {}): ServiceClient {
  return new ServiceClient({
    baseUrl: sandbox.url,
    getApiKey: async () => sandbox.apiKey,
    getProjectId: () => sandbox.projectId,
    getApiKeyId: () => sandbox.apiKeyId,
    retry: { baseDelayMs: 5, maxDelayMs: 20 },
    ...extra,
  });
}

function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
}

async function voiceNamed(name: string): Promise<TtsVoice> {
  const page = value(await client.listVoices({ search: name, perPage: 100 }));
  const voice = page.voices.find((v) => v.name === name);
  if (!voice) throw new Error(`no seeded voice ${name}`);
  return voice;
}

beforeAll(async () => {
  sandbox = await startTestSandbox({ speech: 'synthetic' });
  client = clientWith();
});
afterAll(() => sandbox.dispose());

describe('project, dialects, voices', () => {
  it('project by API key is the sandbox project', async () => {
    expect(value(await client.getProject()).id).toBe(sandbox.projectId);
  });

  it('lists every dialect, and sends projectId on v2 routes', async () => {
    sandbox.requests.clear();
    const dialects = value(await client.listDialects());
    expect(dialects).toHaveLength(seedCounts.dialects);
    expect(dialects.map((d) => d.languageCode)).toEqual(expect.arrayContaining(['egy', 'ksa', 'msa', 'en']));
    expect(sandbox.requests.all()[0]!.query).toMatchObject({ projectId: sandbox.projectId });
  });

  it('pages voices: first, last, past the end, take 1', async () => {
    const first = value(await client.listVoices({ page: 1, perPage: 10 }));
    expect(first.voices).toHaveLength(10);
    const lastPage = Math.ceil(seedCounts.voices / 10);
    expect(first.totalPages).toBe(lastPage);
    const last = value(await client.listVoices({ page: lastPage, perPage: 10 }));
    expect(last.voices).toHaveLength(seedCounts.voices - (lastPage - 1) * 10);
    expect(value(await client.listVoices({ page: lastPage + 1, perPage: 10 })).voices).toEqual([]);
    const one = value(await client.listVoices({ page: 2, perPage: 1 }));
    expect(one.voices).toHaveLength(1);
    expect(one.voices[0]!.id).toBe(first.voices[1]!.id);
  });

  it('searches voices by name', async () => {
    const page = value(await client.listVoices({ search: 'Emma', perPage: 100 }));
    expect(page.voices.map((v) => v.name)).toEqual(['Emma']);
    expect(value(await client.listVoices({ search: 'zzz-no-such-voice' })).voices).toEqual([]);
  });

  it('gets one voice and the default voice', async () => {
    const def = value(await client.getDefaultVoice());
    const same = value(await client.getVoice(def.id));
    expect(same).toEqual(def);
  });

  it('favourites and unfavourites a catalogue voice', async () => {
    const emma = await voiceNamed('Emma');
    value(await client.setVoiceFavourite(emma.id, !emma.isFavourite));
    expect(value(await client.getVoice(emma.id)).isFavourite).toBe(!emma.isFavourite);
    value(await client.setVoiceFavourite(emma.id, emma.isFavourite));
    expect(value(await client.getVoice(emma.id)).isFavourite).toBe(emma.isFavourite);
  });

  it('refuses changes to voices the project does not own: 403 → FORBIDDEN', async () => {
    const shared = await voiceNamed('Partner Agency — Reem');
    expect(await client.setVoiceFavourite(shared.id, true)).toMatchObject({ ok: false, error: { code: 'FORBIDDEN', status: 403 } });
    expect(await client.deleteVoice(shared.id)).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    const catalogue = await voiceNamed('Emma');
    expect(await client.deleteVoice(catalogue.id)).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
  });

  it('deletes a voice of the project; it is then NOT_FOUND', async () => {
    const own = await voiceNamed('Studio Narrator');
    value(await client.deleteVoice(own.id));
    expect(await client.getVoice(own.id)).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', status: 404 } });
  });
});

describe('voice agents and dictionaries', () => {
  it('pages voice agents', async () => {
    const all = value(await client.listVoiceAgents({ page: 1, pageSize: 100 }));
    expect(all.voiceAgents).toHaveLength(seedCounts.voiceAgents);
    const last = value(await client.listVoiceAgents({ page: seedCounts.voiceAgents, pageSize: 1 }));
    expect(last.voiceAgents.map((a) => a.id)).toEqual([all.voiceAgents.at(-1)!.id]);
    expect(value(await client.listVoiceAgents({ page: seedCounts.voiceAgents + 1, pageSize: 1 })).voiceAgents).toEqual([]);
  });

  it('lists dictionaries with every filter', async () => {
    const all = value(await client.listVoiceDictionaries({ pageSize: 100 }));
    expect(all.dictionaries).toHaveLength(seedCounts.dictionaries);
    const used = value(await client.listVoiceDictionaries({ used: true, pageSize: 100 }));
    expect(used.dictionaries.every((d) => d.isUsed)).toBe(true);
    const unused = value(await client.listVoiceDictionaries({ used: false, pageSize: 100 }));
    expect(used.total + unused.total).toBe(all.total);
    const name = all.dictionaries[0]!.name;
    expect(value(await client.listVoiceDictionaries({ search: name })).dictionaries.map((d) => d.name)).toContain(name);
    const agent = value(await client.listVoiceAgents()).voiceAgents[0]!;
    expect(value(await client.listVoiceDictionaries({ voiceAgentId: agent.id, pageSize: 1 })).pageSize).toBe(1);
  });
});

describe('web tools', () => {
  it('pages the v1 list (skip = page number)', async () => {
    const all = value(await client.listWebTools({ pageSize: 100 }));
    expect(all.items).toHaveLength(seedCounts.webTools);
    const second = value(await client.listWebTools({ page: 2, pageSize: 1 }));
    expect(second.items.map((t) => t.id)).toEqual([all.items[1]!.id]);
    expect(value(await client.listWebTools({ page: 1_000, pageSize: 10 })).items).toEqual([]);
  });

  it('filters by type, search, agent and isActive', async () => {
    const mcp = value(await client.listWebTools({ type: 'MCP', pageSize: 100 }));
    expect(mcp.items.length).toBeGreaterThan(0);
    expect(mcp.items.every((t) => t.type === 'MCP')).toBe(true);
    expect(mcp.filtered).toBeLessThan(mcp.total);
    const search = value(await client.listWebTools({ search: 'order', pageSize: 100 }));
    expect(search.items.every((t) => `${t.name} ${t.description}`.toLowerCase().includes('order'))).toBe(true);
    const agent = value(await client.listVoiceAgents()).voiceAgents[0]!;
    const active = value(await client.listWebTools({ voiceAgentId: agent.id, isActive: true, pageSize: 100 }));
    expect(active.items.length).toBeGreaterThan(0);
    expect(active.items.every((t) => t.isActive)).toBe(true);
  });

  it('v2 list honours returnUncategorized', async () => {
    const withAll = value(await client.listWebToolsV2({ pageSize: 100 }));
    const categorized = value(await client.listWebToolsV2({ returnUncategorized: false, pageSize: 100 }));
    expect(categorized.items.every((t) => t.collectionId !== null)).toBe(true);
    expect(categorized.filtered).toBeLessThanOrEqual(withAll.filtered);
  });

  it('gets one tool with its settings', async () => {
    const first = value(await client.listWebTools({ pageSize: 1 })).items[0]!;
    const tool = value(await client.getWebTool(first.id));
    expect(tool.id).toBe(first.id);
    expect(tool.toolSettings?.serverUrl).toMatch(/^https:\/\//);
  });

  it('toggles a tool for an agent (the v1 success:false quirk is still success)', async () => {
    const agent = value(await client.listVoiceAgents()).voiceAgents.at(-1)!;
    const tool = value(await client.listWebTools({ pageSize: 1 })).items[0]!;
    const raw = await sandbox.api(`/v1/voice-agents/web-tool/${tool.id}`);
    // The spec shape (default) carries the documented false; SANDBOX_SHAPE=lenient sends true.
    expect(raw.body.success).toBe(process.env.SANDBOX_SHAPE === 'lenient');
    value(await client.setWebToolActive({ voiceAgentId: agent.id, webToolId: tool.id, isActive: true }));
    const on = value(await client.listWebTools({ voiceAgentId: agent.id, isActive: true, pageSize: 100 }));
    expect(on.items.map((t) => t.persistentId)).toContain(tool.persistentId);
    value(await client.setWebToolActive({ voiceAgentId: agent.id, webToolId: tool.id, isActive: false }));
    const off = value(await client.listWebTools({ voiceAgentId: agent.id, isActive: true, pageSize: 100 }));
    expect(off.items.map((t) => t.persistentId)).not.toContain(tool.persistentId);
  });

  it('deletes a tool version and passes on the success message', async () => {
    const tool = value(await client.listWebTools({ pageSize: 1 })).items[0]!;
    const ack = value(await client.deleteWebTool(tool.id));
    expect(ack.message).toMatch(/deleted successfully/);
    expect(await client.getWebTool(tool.id)).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });
});

describe('knowledge base', () => {
  const sizeBytes = (text: string | null | undefined) => {
    const match = /^([\d.]+)(B|KB|MB|GB)$/.exec(text ?? '');
    const unit = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[(match?.[2] ?? 'B') as 'B'];
    return match ? Number(match[1]) * unit : 0;
  };

  it('pages the list (skip = page number), take 1', async () => {
    const all = value(await client.listKnowledgeBase({ pageSize: 100 }));
    expect(all.items).toHaveLength(seedCounts.knowledgeBaseItems);
    const last = value(await client.listKnowledgeBase({ page: seedCounts.knowledgeBaseItems, pageSize: 1 }));
    expect(last.items.map((i) => i.id)).toEqual([all.items.at(-1)!.id]);
  });

  it('filters by types, statuses, extensions (repeated keys), search, used, isActive, agent', async () => {
    const textOrUrl = value(await client.listKnowledgeBase({ types: ['TEXT', 'URL'], pageSize: 100 }));
    expect(new Set(textOrUrl.items.map((i) => i.type))).toEqual(new Set(['TEXT', 'URL']));
    const failed = value(await client.listKnowledgeBase({ statuses: ['FAILED', 'READING_FAILURE'], pageSize: 100 }));
    expect(failed.items.length).toBeGreaterThan(0);
    expect(failed.items.every((i) => i.status === 'FAILED' || i.status === 'READING_FAILURE')).toBe(true);
    const docs = value(await client.listKnowledgeBase({ extensions: ['pdf', 'epub'], pageSize: 100 }));
    // Text in the lenient shape; the spec shape's number (pdf = 1, epub = 6) is read as text.
    expect(docs.items.every((i) => ['pdf', 'epub', '1', '6'].includes(i.extension ?? ''))).toBe(true);
    const search = value(await client.listKnowledgeBase({ search: 'catalogue', pageSize: 100 }));
    expect(search.items.map((i) => i.itemName)).toContain('Product catalogue 2024.pdf');
    const used = value(await client.listKnowledgeBase({ used: true, pageSize: 100 }));
    expect(used.items.every((i) => i.used === true)).toBe(true);
    const inactive = value(await client.listKnowledgeBase({ isActive: false, pageSize: 100 }));
    expect(inactive.items.every((i) => i.isActive === false)).toBe(true);
    const agent = value(await client.listVoiceAgents()).voiceAgents[0]!;
    const forAgent = value(await client.listKnowledgeBase({ voiceAgentId: agent.id, isActive: true, pageSize: 100 }));
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
    const items = value(await client.listKnowledgeBase({ sortBy, sortOrder, pageSize: 100 })).items;
    const key = (i: (typeof items)[number]) =>
      sortBy === 'words' ? (i.wordsNumber ?? 0) : sortBy === 'fileSize' ? sizeBytes(i.fileSize) : Date.parse(i.createdAt ?? '');
    const keys = items.map(key);
    const sorted = [...keys].sort((a, b) => (sortOrder === 'asc' ? a - b : b - a));
    expect(keys).toEqual(sorted);
  });

  it('gets one item with its content, and toggles it for an agent', async () => {
    const first = value(await client.listKnowledgeBase({ pageSize: 1 })).items[0]!;
    const item = value(await client.getKnowledgeBaseItem(first.id));
    expect(item.content).toEqual(expect.any(String));
    const agent = value(await client.listVoiceAgents()).voiceAgents.at(-1)!;
    const on = value(await client.setKnowledgeBaseItemActive({ voiceAgentId: agent.id, knowledgeBaseItemId: item.id, isActive: true }));
    expect(on.messageKey).toBe('ItemActivatedSuccessfully');
    const list = value(await client.listKnowledgeBase({ voiceAgentId: agent.id, isActive: true, pageSize: 100 }));
    expect(list.items.map((i) => i.id)).toContain(item.id);
    value(await client.setKnowledgeBaseItemActive({ voiceAgentId: agent.id, knowledgeBaseItemId: item.id, isActive: false }));
  });
});

describe('history', () => {
  it('generates, lists with paging edges, gets, downloads and deletes', async () => {
    const voice = value(await client.getDefaultVoice());
    expect(value(await client.listHistory()).totalCount).toBe(0);
    const scripts = ['First line of speech.', 'Second line of speech.', 'مرحبا بكم في استوديو صوت'];
    const ids: string[] = [];
    for (const script of scripts) {
      const generated = value(await client.generate({ voiceId: voice.id, script }));
      expect(generated.entry.script).toBe(script);
      ids.push(generated.entry.id);
    }
    const first = value(await client.listHistory({ page: 1, perPage: 1 }));
    expect(first).toMatchObject({ totalPages: 3, totalCount: 3, page: 1 });
    expect(first.ttsHistories.map((h) => h.id)).toEqual([ids[2]]); // newest first
    expect(value(await client.listHistory({ page: 3, perPage: 1 })).ttsHistories.map((h) => h.id)).toEqual([ids[0]]);
    expect(value(await client.listHistory({ page: 4, perPage: 1 })).ttsHistories).toEqual([]);

    const entry = value(await client.getHistoryEntry(ids[0]!));
    expect(entry.ttsVoice?.name).toBe(voice.name);
    const audio = value(await client.downloadAudio(ids[0]!));
    expect(Buffer.from(audio.bytes.subarray(0, 4)).toString('latin1')).toBe('RIFF');

    value(await client.deleteHistoryEntry(ids[0]!));
    expect(await client.getHistoryEntry(ids[0]!)).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(value(await client.listHistory()).totalCount).toBe(2);
  });
});

describe('documented errors', () => {
  it('a wrong key is UNAUTHORIZED after exactly one request', async () => {
    const wrong = clientWith({ getApiKey: async () => '00000000-0000-4000-8000-000000000000' });
    sandbox.requests.clear();
    const result = await wrong.listDialects();
    expect(result).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED', status: 401 } });
    expect(sandbox.requests.count('dialectList')).toBe(1);
  });

  it('an unknown id is NOT_FOUND', async () => {
    expect(await client.getVoice('6b1a6c36-0000-4000-8000-000000000000')).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', status: 404 },
    });
    expect(await client.getKnowledgeBaseItem('6b1a6c36-0000-4000-8000-000000000000')).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });

  it('9400 is VALIDATION with the service message and messageKey', async () => {
    const result = await client.listHistory({ perPage: 1_000 });
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION', status: 400, messageKey: 'FieldOutOfRange' } });
    expect(!result.ok && result.error.message).toContain('perPage must be between 1 and 100');
    const voice = value(await client.getDefaultVoice());
    const badKeyId = await client.generate({ voiceId: voice.id, script: 'Hello there', apiKeyId: 'not-a-uuid' });
    expect(badKeyId).toMatchObject({ ok: false, error: { code: 'VALIDATION', messageKey: 'FieldMustBeUuid' } });
    const language = await client.generate({ voiceId: voice.id, script: '你好世界' });
    expect(language).toMatchObject({ ok: false, error: { code: 'VALIDATION', messageKey: 'ScriptLanguageNotSupported' } });
  });

  it('a v1 400 is VALIDATION', async () => {
    expect(await client.listWebTools({ voiceAgentId: 'not-a-uuid' })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION', status: 400 },
    });
  });
});

describe('hostile ids never reach another route', () => {
  const hostile = ['/', '..', '.', '%2F', 'a/../b', '../dialects', '..%2F..%2Fv1%2Fprojects%2Fby-api-key', '%2E%2E', '?page=1', '#x'];
  const calls: Array<[RouteName, (id: string) => Promise<Result<unknown>>]> = [
    ['voiceGet', (id) => client.getVoice(id)],
    ['voiceDelete', (id) => client.deleteVoice(id)],
    ['voiceFavourite', (id) => client.setVoiceFavourite(id, true)],
    ['historyGet', (id) => client.getHistoryEntry(id)],
    ['historyDelete', (id) => client.deleteHistoryEntry(id)],
    ['webToolGet', (id) => client.getWebTool(id)],
    ['webToolDelete', (id) => client.deleteWebTool(id)],
    ['knowledgeBaseGet', (id) => client.getKnowledgeBaseItem(id)],
  ];

  it.each(calls)('%s', async (route, call) => {
    for (const id of hostile) {
      sandbox.requests.clear();
      const result = await call(id);
      expect(result, `id ${JSON.stringify(id)}`).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
      const hit = sandbox.requests.all().map((r) => r.route);
      expect(
        hit.every((name) => name === route),
        `id ${JSON.stringify(id)} hit ${hit.join(', ')}`,
      ).toBe(true);
    }
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ServiceClient } from '../../../electron/core/service/client';
import type { Result } from '../../../shared/contract/errors';
import { ids } from '../../fixtures/spec/endpoints';
import { v1Success, v2Success } from '../../fixtures/spec/envelopes';
import { dialect, historyEntry, knowledgeBaseFile, ttsVoice, webTool } from '../../fixtures/spec/resources';
import { startFixtureServer, type FixtureServer } from '../../helpers/fixture-server';

/**
 * Beyond the documented forms (client-spec-conformance.test.ts): the forms a service plausibly
 * varies to, and lists with an item that cannot be read. The client reads what it can, keeps what
 * the service said, and never lets one bad item sink a list.
 */

let server: FixtureServer;
let client: ServiceClient;
const apiKey = 'c0ffee00-1234-4abc-9def-000000000002';

beforeAll(async () => {
  server = await startFixtureServer();
  client = new ServiceClient({ baseUrl: server.url, getApiKey: () => apiKey, getProjectId: () => 'p-1', retry: { maxAttempts: 1 } });
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
}

const voiceWith = async (fields: Record<string, unknown>) => {
  server.serve({ [`GET /v2/tts/voices/${ids.voice}`]: { body: v2Success({ ...ttsVoice, ...fields }) } });
  return value(await client.getVoice(ids.voice));
};

describe('usedInJobs / usedInVoiceAgents in every form, kept as said', () => {
  it.each([
    [true, { used: true, count: null }],
    [false, { used: false, count: null }],
    [3, { used: true, count: 3 }],
    [0, { used: false, count: 0 }],
    ['true', { used: true, count: null }],
    ['12', { used: true, count: 12 }],
    [null, null],
    [{ weird: 1 }, null],
  ])('%j → %j', async (said, usage) => {
    const voice = await voiceWith({ usedInJobs: said, usedInVoiceAgents: said });
    expect(voice.usedInJobs).toEqual(usage);
    expect(voice.usedInVoiceAgents).toEqual(usage);
  });

  it('absent → not said', async () => {
    const voice = await voiceWith({ usedInJobs: undefined, usedInVoiceAgents: undefined });
    expect(voice.usedInJobs ?? null).toBeNull();
  });
});

describe('other fields in their plausible forms', () => {
  it('a voice without tags or favourite flag, with a numeric id', async () => {
    const voice = await voiceWith({ id: 42, tags: undefined, isFavourite: undefined });
    expect(voice).toMatchObject({ id: '42', tags: [], isFavourite: false });
  });

  it.each([
    ['extension as text', { extension: 'docx' }, { extension: 'docx' }],
    ['extension as a number', { extension: 3 }, { extension: '3' }],
    [
      'status, failureReason and content null',
      { status: null, failureReason: null, content: null },
      { status: null, failureReason: null, content: null },
    ],
    ['used as a count', { used: 2 }, { used: true }],
    ['isActive as text', { isActive: 'false' }, { isActive: false }],
    ['wordsNumber as text', { wordsNumber: '1234' }, { wordsNumber: 1234 }],
  ])('knowledge base: %s', async (_, fields, expected) => {
    server.serve({
      'GET /v1/voice-agents/knowledge-base/list': {
        body: v1Success({ total: 1, filtered: 1, items: [{ ...knowledgeBaseFile, ...fields }] }),
      },
    });
    const page = value(await client.listKnowledgeBase());
    expect(page.items[0]).toMatchObject(expected);
  });

  it('knowledge base: status, failureReason and content absent', async () => {
    const { status: _s, failureReason: _f, content: _c, ...rest } = knowledgeBaseFile;
    server.serve({ 'GET /v1/voice-agents/knowledge-base/list': { body: v2Success({ total: 1, filtered: 1, items: [rest] }) } });
    const [item] = value(await client.listKnowledgeBase()).items;
    expect(item).not.toHaveProperty('status');
    expect(item).toMatchObject({ id: knowledgeBaseFile.id, itemName: knowledgeBaseFile.itemName });
  });

  it('web tool: version as text, success true with a messageKey on v1, header values as numbers', async () => {
    const body = { ...v2Success({ ...webTool, version: '2', toolSettings: { ...webTool.toolSettings, httpHeaders: { 'X-Retry': 3 } } }) };
    server.serve({ [`GET /v1/voice-agents/web-tool/${ids.webTool}`]: { body } });
    expect(value(await client.getWebTool(ids.webTool))).toMatchObject({ version: '2', toolSettings: { httpHeaders: { 'X-Retry': '3' } } });
  });

  it('paging numbers as text', async () => {
    server.serve({
      'GET /v2/tts/histories': { body: v2Success({ ttsHistories: [historyEntry], totalPages: '1', page: '1', totalCount: '1' }) },
    });
    expect(value(await client.listHistory())).toMatchObject({ totalPages: 1, page: 1, totalCount: 1 });
  });

  it('an acknowledgement with no body, or a body that is not JSON, is still a success', async () => {
    server.serve({ [`DELETE /v2/tts/voices/${ids.voice}`]: { status: 204, body: '' } });
    expect(value(await client.deleteVoice(ids.voice))).toEqual({});
    server.serve({ [`DELETE /v2/tts/voices/${ids.voice}`]: { body: 'OK' } });
    expect(value(await client.deleteVoice(ids.voice))).toEqual({});
  });
});

describe('one unreadable item never sinks a list', () => {
  const lists = [
    [
      'voices',
      'GET /v2/tts/voices',
      () => client.listVoices(),
      (items: unknown[]) => v2Success({ voices: items, totalCount: items.length }),
      ttsVoice,
      'voices',
    ],
    [
      'history',
      'GET /v2/tts/histories',
      () => client.listHistory(),
      (items: unknown[]) => v2Success({ ttsHistories: items, totalPages: 1, page: 1, totalCount: items.length }),
      historyEntry,
      'ttsHistories',
    ],
    [
      'web tools',
      'GET /v1/voice-agents/web-tool/list',
      () => client.listWebTools(),
      (items: unknown[]) => v1Success({ total: items.length, filtered: items.length, items }),
      webTool,
      'items',
    ],
    [
      'knowledge base',
      'GET /v1/voice-agents/knowledge-base/list',
      () => client.listKnowledgeBase(),
      (items: unknown[]) => v1Success({ total: items.length, filtered: items.length, items }),
      knowledgeBaseFile,
      'items',
    ],
    [
      'voice agents',
      'GET /v1/voice-agents',
      () => client.listVoiceAgents(),
      (items: unknown[]) => v1Success({ total: items.length, filtered: items.length, voiceAgents: items }),
      { id: ids.agent, agentName: 'Support' },
      'voiceAgents',
    ],
    [
      'dictionaries',
      'GET /v1/voice-agents/voice-dictionaries/list',
      () => client.listVoiceDictionaries(),
      (items: unknown[]) => v1Success({ dictionaries: items, total: items.length }),
      { id: 'vd-1', name: 'Brands' },
      'dictionaries',
    ],
  ] as const;

  it.each(lists)(
    '%s: two bad items are left out and counted, the rest is shown, one log line without key or values',
    async (_, route, list, page, good, key) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const secretish = `${apiKey}-echoed`;
      const items = [good, { id: secretish }, null, { ...good, id: 'second' }];
      server.serve({ [route]: { body: page(items) } });
      const read = value(await (list as () => Promise<Result<Record<string, unknown>>>)());
      expect(read[key]).toHaveLength(2);
      expect(read.dropped).toBe(2);
      expect(warn).toHaveBeenCalledTimes(1);
      const line = String(warn.mock.calls[0]![0]);
      expect(line).toContain('2 of 4 items');
      expect(line).not.toContain(apiKey);
      expect(line).not.toContain(JSON.stringify(good).slice(0, 20));
    },
  );

  it('dialects (a bare list): the bad one is left out, the rest kept', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.serve({ 'GET /v2/tts/dialects': { body: v2Success([dialect, { id: 'x' }]) } });
    expect(value(await client.listDialects())).toEqual([dialect]);
  });

  it('a list whose every item is readable says nothing and logs nothing', async () => {
    const warn = vi.spyOn(console, 'warn');
    server.serve({ 'GET /v2/tts/voices': { body: v2Success({ voices: [ttsVoice] }) } });
    expect(value(await client.listVoices())).not.toHaveProperty('dropped');
    expect(warn).not.toHaveBeenCalled();
  });
});

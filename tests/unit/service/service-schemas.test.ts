import { describe, expect, it } from 'vitest';
import { ServiceClient } from '../../../electron/core/service/client';
import type { Result } from '../../../shared/contract/errors';

/**
 * Sample bodies written from docs/service-api.md: the envelopes of "Envelopes and errors" around every
 * field of "Resources" (names exact). Decoding them must give exactly the documented fields back.
 */
const v2 = (data: unknown) => ({ success: true, message: 'Operation successful', messageKey: 'OPERATION_SUCCESSFUL', data });
// The v1 web-tool samples say success: false on a success.
const v1 = (data: unknown) => ({ success: false, message: 'Fetched successfully', data });

const webTool = {
  id: '6f1c7a52-9d1e-4f7b-8a33-0b5e2c1d9e01',
  persistentId: 'a2b7e0c4-51f3-4b6e-9d0a-7c8e1f2a3b44',
  version: 3,
  name: 'check_order_status',
  type: 'FUNCTION',
  userId: 'u-1',
  projectId: 'p-1',
  isActive: true,
  async: false,
  description: 'Looks up an order by its number',
  collectionId: null,
  toolSettings: {
    serverUrl: 'https://orders.example.com/api/status/{orderId}',
    httpHeaders: { 'X-Client': 'sawt' },
    pathParameters: { orderId: 'string' },
    timeout: 5000,
    authToken: 'secret-token-value',
    methodType: 'GET',
  },
  params: { orderId: { type: 'string', description: 'The order number' } },
  messages: [{ type: 'request-start', content: 'One moment, checking your order.' }],
};

const knowledgeBaseItem = {
  id: 'kb-1',
  userId: 'u-1',
  projectId: 'p-1',
  itemName: 'Return policy.pdf',
  fileSize: '2.5MB',
  type: 'FILE',
  status: 'PROCESSED',
  failureReason: null,
  content: 'Returns are accepted within 14 days.',
  itemUrl: 'https://files.example.com/kb-1.pdf',
  itemUrls: ['https://files.example.com/kb-1.pdf'],
  wordsNumber: 1234,
  extension: 'pdf',
  createdAt: '2025-11-02T09:30:00.000Z',
  isActive: true,
  used: false,
};

const ttsVoice = {
  id: 'v-1',
  language: 'ar',
  name: 'Layla',
  tags: ['female', 'conversational'],
  voiceRecord: 'https://cdn.example.com/voices/v-1.wav',
  createdAt: '2025-06-01T00:00:00.000Z',
  isFavourite: true,
  usedInJobs: 12,
  usedInVoiceAgents: 2,
  dialectId: 'd-egy',
  dialect: { name: 'Egyptian', languageCode: 'egy' },
  image: 'https://cdn.example.com/voices/v-1.png',
};

const dialect = { id: 'd-egy', name: 'Egyptian', language: 'ar', languageCode: 'egy' };

const historyEntry = {
  id: 'h-1',
  audio: 'https://cdn.example.com/tts/h-1.wav?sig=abc&exp=1700000000',
  downloadUrl: 'https://cdn.example.com/tts/h-1.wav?sig=abc&exp=1700000000&download=1',
  script: 'مرحبا بكم في استوديو صوت',
  createdAt: '2025-11-22T03:00:00.000Z',
  ttsVoice: { name: 'Layla', dialect: { languageCode: 'egy', language: 'ar' } },
};

function serving(body: unknown, status = 200) {
  const fetch = (async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as typeof globalThis.fetch;
  return new ServiceClient({ baseUrl: 'http://service.test', getApiKey: () => 'k', fetch, retry: { maxAttempts: 1 } });
}

function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
}

describe('documented sample bodies decode exactly', () => {
  it('WebTool (v1 envelope with success:false)', async () => {
    expect(value(await serving(v1(webTool)).getWebTool(webTool.id))).toEqual(webTool);
  });

  it('web-tool list page', async () => {
    const page = { total: 1, filtered: 1, items: [webTool] };
    expect(value(await serving(v1(page)).listWebTools())).toEqual(page);
    expect(value(await serving(v1(page)).listWebToolsV2())).toEqual(page);
  });

  it('KnowledgeBaseItem and its list page', async () => {
    expect(value(await serving(v2(knowledgeBaseItem)).getKnowledgeBaseItem('kb-1'))).toEqual(knowledgeBaseItem);
    const page = { total: 7, filtered: 1, items: [knowledgeBaseItem] };
    expect(value(await serving(v2(page)).listKnowledgeBase())).toEqual(page);
  });

  it('TtsVoice, the default voice and the voice page', async () => {
    // Usage is kept as said: here counts (the interface documents flags; both are read).
    const decoded = { ...ttsVoice, usedInJobs: { used: true, count: 12 }, usedInVoiceAgents: { used: true, count: 2 } };
    expect(value(await serving(v2(ttsVoice)).getVoice('v-1'))).toEqual(decoded);
    expect(value(await serving(v2(ttsVoice)).getDefaultVoice())).toEqual(decoded);
    const page = { voices: [ttsVoice], page: 1, perPage: 20, totalPages: 1, totalCount: 1 };
    expect(value(await serving(v2(page)).listVoices())).toEqual({ ...page, voices: [decoded] });
  });

  it('Dialect list', async () => {
    expect(value(await serving(v2([dialect])).listDialects())).toEqual([dialect]);
  });

  it('HistoryEntry and the history page', async () => {
    expect(value(await serving(v2(historyEntry)).getHistoryEntry('h-1'))).toEqual(historyEntry);
    const page = { ttsHistories: [historyEntry], totalPages: 1, page: 1, totalCount: 1 };
    expect(value(await serving(v2(page)).listHistory())).toEqual(page);
  });

  it('project, voice agents, voice dictionaries', async () => {
    expect(value(await serving(v2({ id: 'p-1', name: 'Demo' })).getProject())).toEqual({ id: 'p-1', name: 'Demo' });
    const agents = { total: 1, filtered: 1, voiceAgents: [{ id: 'a-1', agentName: 'Support' }] };
    expect(value(await serving(v2(agents)).listVoiceAgents())).toEqual(agents);
    const dictionaries = {
      dictionaries: [{ id: 'vd-1', name: 'Brands', wordsCount: 3, isUsed: true, createdAt: '2025-01-01T00:00:00.000Z' }],
      total: 1,
      page: 1,
      pageSize: 10,
    };
    expect(value(await serving(v2(dictionaries)).listVoiceDictionaries())).toEqual(dictionaries);
  });

  it('the KB toggle acknowledgement keeps its messageKey', async () => {
    const body = { success: true, message: 'Item activated', messageKey: 'ItemActivatedSuccessfully' };
    expect(value(await serving(body).setKnowledgeBaseItemActive({ voiceAgentId: 'a', knowledgeBaseItemId: 'kb', isActive: true }))).toEqual(
      {
        message: 'Item activated',
        messageKey: 'ItemActivatedSuccessfully',
      },
    );
  });
});

describe('tolerance and strictness', () => {
  it('tolerates unknown fields and drops them (a secret the service echoes goes no further)', async () => {
    const body = v2({ ...historyEntry, brandNewField: 1, ttsVoice: { ...historyEntry.ttsVoice, extra: true } });
    expect(value(await serving({ ...body, traceId: 't' }).getHistoryEntry('h-1'))).toEqual(historyEntry);
    expect(value(await serving(v2({ id: 'p-1', name: 'Demo', apiKey: 'the-key' })).getProject())).toEqual({ id: 'p-1', name: 'Demo' });
  });

  it('accepts nulls and absences in optional fields, with defaults for tags and isFavourite', async () => {
    const voice = value(await serving(v2({ id: 'v', name: 'N', tags: null, dialect: null })).getVoice('v'));
    expect(voice).toEqual({ id: 'v', name: 'N', tags: [], isFavourite: false, dialect: null });
  });

  it.each([
    ['listHistory', v2({ ttsHistories: [], page: 1, totalCount: 0 }), 'data.totalPages'],
    ['listHistory', v2({ ttsHistories: [], totalPages: 'many', page: 1, totalCount: 0 }), 'data.totalPages'],
    ['listHistory', { success: true }, 'data'],
    ['listWebTools', v1({ filtered: 1, items: [webTool] }), 'data.total'],
  ] as const)('%s: a missing or wrong page field is BAD_RESPONSE naming %s', async (method, body, field) => {
    const result = await (serving(body)[method] as () => Promise<Result<unknown>>)();
    expect(result).toMatchObject({ ok: false, error: { code: 'BAD_RESPONSE', field } });
    if (!result.ok) expect(result.error.message).toContain(`"${field}"`);
  });

  it.each([
    [
      'listHistory',
      v2({ ttsHistories: [{ ...historyEntry, id: undefined }, historyEntry], totalPages: 1, page: 1, totalCount: 2 }),
      'ttsHistories',
    ],
    [
      'listHistory',
      v2({ ttsHistories: [historyEntry, { ...historyEntry, script: 5 }], totalPages: 1, page: 1, totalCount: 2 }),
      'ttsHistories',
    ],
    ['listKnowledgeBase', v2({ total: 2, filtered: 2, items: [{ ...knowledgeBaseItem, isActive: 'yes' }, knowledgeBaseItem] }), 'items'],
    ['listWebTools', v1({ total: 2, filtered: 2, items: [null, webTool] }), 'items'],
  ] as const)('%s: an unreadable item is left out and counted, the rest is shown', async (method, body, list) => {
    const page = value(await (serving(body)[method] as () => Promise<Result<Record<string, unknown>>>)());
    expect(page[list]).toHaveLength(1);
    expect(page.dropped).toBe(1);
  });

  it('a dialect without a code is left out of the list', async () => {
    expect(value(await serving(v2([dialect, { ...dialect, languageCode: null }])).listDialects())).toEqual([dialect]);
  });

  it('web-tool settings without serverUrl read as null; the tool stays listed', async () => {
    const page = value(await serving(v1({ total: 1, filtered: 1, items: [{ ...webTool, toolSettings: { timeout: 1 } }] })).listWebTools());
    expect(page.items).toEqual([{ ...webTool, toolSettings: null }]);
    expect(page.dropped).toBeUndefined();
  });

  it.each(['', 'null', '[]', '<html>ok</html>', '{"data":'])('a 200 body %j is BAD_RESPONSE, never a crash', async (body) => {
    const result = await serving(body).listDialects();
    expect(result).toMatchObject({ ok: false, error: { code: 'BAD_RESPONSE' } });
  });
});

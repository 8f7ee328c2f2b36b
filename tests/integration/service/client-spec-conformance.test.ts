import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceClient } from '../../../electron/core/service/client';
import type { Result } from '../../../shared/contract/errors';
import { endpoints, ids, type EndpointName } from '../../fixtures/spec/endpoints';
import { v1Success, v2Success } from '../../fixtures/spec/envelopes';
import { notJsonErrors, v1Errors, v2Errors, v2Validation } from '../../fixtures/spec/errors';
import {
  dialect,
  dialectEnglish,
  historyEntry,
  knowledgeBaseEveryStatus,
  knowledgeBaseFile,
  knowledgeBaseFileNamedExtension,
  ttsVoice,
  webTool,
  webToolNulls,
  webToolSettingsNulls,
} from '../../fixtures/spec/resources';
import { startFixtureServer, type FixtureReply, type FixtureServer } from '../../helpers/fixture-server';

/**
 * Conformance to the service's interface (../shared/spec/service-interface.md), from fixtures
 * transcribed from it (tests/fixtures/spec), served on loopback to the real ServiceClient. A
 * documented shape the client refuses fails here, whatever the sandbox does.
 */

let server: FixtureServer;
let client: ServiceClient;
const apiKey = 'c0ffee00-1234-4abc-9def-000000000001';

beforeAll(async () => {
  server = await startFixtureServer();
  client = new ServiceClient({
    baseUrl: server.url,
    getApiKey: () => apiKey,
    getProjectId: () => '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
    // One try: a documented 500 must map to SERVER, not be waited out.
    retry: { maxAttempts: 1 },
  });
});
afterAll(() => server.close());

/** Each endpoint of §4 through the client method that calls it. */
const calls: Record<EndpointName, () => Promise<Result<unknown>>> = {
  getWebTool: () => client.getWebTool(ids.webTool),
  listWebTools: () => client.listWebTools(),
  deleteWebTool: () => client.deleteWebTool(ids.webTool),
  setWebToolActive: () => client.setWebToolActive({ voiceAgentId: ids.agent, webToolId: ids.webTool, isActive: true }),
  listKnowledgeBase: () => client.listKnowledgeBase(),
  setKnowledgeBaseItemActive: () =>
    client.setKnowledgeBaseItemActive({ voiceAgentId: ids.agent, knowledgeBaseItemId: ids.knowledgeBaseItem, isActive: true }),
  getVoice: () => client.getVoice(ids.voice),
  getDefaultVoice: () => client.getDefaultVoice(),
  deleteVoice: () => client.deleteVoice(ids.voice),
  setVoiceFavourite: () => client.setVoiceFavourite(ids.voice, true),
  listDialects: () => client.listDialects(),
  listHistory: () => client.listHistory(),
  deleteHistoryEntry: () => client.deleteHistoryEntry(ids.history),
  generate: () =>
    client.generate({ voiceId: ids.voice, script: historyEntry.script, voiceName: 'Layla' }, { locate: { attempts: 3, baseDelayMs: 1 } }),
};

const endpointNames = Object.keys(endpoints) as EndpointName[];
const routeOf = (name: EndpointName) => `${endpoints[name].method} ${endpoints[name].path}`;

/** After a generation the client finds the new entry in the history list (§4.4: the POST's data is not shown). */
const historyListingTheNewEntry = (): FixtureReply => ({
  body: v2Success({ ttsHistories: [{ ...historyEntry, createdAt: new Date().toISOString() }], totalPages: 1, page: 1, totalCount: 1 }),
});

/** After a refused generation the list holds nothing new: the client looks there before saying no clip was made. */
const historyListingNothingNew = (): FixtureReply => ({ body: v2Success({ ttsHistories: [], totalPages: 1, page: 1, totalCount: 0 }) });

function serveOne(name: EndpointName, reply: FixtureReply, listing = historyListingTheNewEntry): void {
  server.serve({ [routeOf(name)]: reply, ...(name === 'generate' ? { 'GET /v2/tts/histories': listing } : {}) });
}

function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
}

describe('§4: every documented success body is accepted, at the documented method and path', () => {
  it.each(endpointNames)('%s', async (name) => {
    serveOne(name, { body: endpoints[name].success });
    const result = await calls[name]();
    expect(result.ok, JSON.stringify(result)).toBe(true);
    const first = server.requests[0]!;
    expect(`${first.method} ${first.path}`).toBe(routeOf(name));
    // §5: every endpoint needs "Token <API_KEY>".
    expect(first.headers.authorization).toBe(`Token ${apiKey}`);
  });
});

describe('§2: every resource is read with every documented field', () => {
  it('§2.2 web tools: every field, "or null" fields null, optional settings members absent', async () => {
    serveOne('getWebTool', { body: endpoints.getWebTool.success });
    expect(value(await client.getWebTool(ids.webTool))).toEqual(webTool);
    serveOne('listWebTools', { body: endpoints.listWebTools.success });
    expect(value(await client.listWebTools())).toEqual({ total: 3, filtered: 3, items: [webTool, webToolNulls, webToolSettingsNulls] });
  });

  it('§2.3 knowledge base: every status and type, extension as the sample number and as a filter name', async () => {
    serveOne('listKnowledgeBase', { body: endpoints.listKnowledgeBase.success });
    const page = value(await client.listKnowledgeBase());
    expect(page.dropped).toBeUndefined();
    expect(page.items).toHaveLength(8);
    expect(page.items[0]).toEqual({ ...knowledgeBaseFile, extension: '1' });
    expect(page.items[1]).toEqual(knowledgeBaseFileNamedExtension);
    expect(page.items.slice(2).map((item) => item.status)).toEqual(knowledgeBaseEveryStatus.map((item) => item.status));
  });

  it('§2.4 TTS voice: usedInJobs and usedInVoiceAgents as booleans, kept as said', async () => {
    serveOne('getVoice', { body: endpoints.getVoice.success });
    expect(value(await client.getVoice(ids.voice))).toEqual({
      ...ttsVoice,
      usedInJobs: { used: true, count: null },
      usedInVoiceAgents: { used: false, count: null },
    });
  });

  it('§2.5 dialects', async () => {
    serveOne('listDialects', { body: endpoints.listDialects.success });
    expect(value(await client.listDialects())).toEqual([dialect, dialectEnglish]);
  });

  it('§2.6 history entries and the §4.4 page', async () => {
    serveOne('listHistory', { body: endpoints.listHistory.success });
    expect(value(await client.listHistory())).toEqual({ ttsHistories: [historyEntry], totalPages: 1, page: 1, totalCount: 1 });
  });

  it("§3.3 / §4.3 / §4.4 acknowledgements keep the service's message and messageKey", async () => {
    serveOne('setVoiceFavourite', { body: endpoints.setVoiceFavourite.success });
    expect(value(await calls.setVoiceFavourite())).toEqual({
      message: 'favourite updated successfully',
      messageKey: 'OPERATION_SUCCESSFUL',
    });
    serveOne('deleteHistoryEntry', { body: endpoints.deleteHistoryEntry.success });
    expect(value(await calls.deleteHistoryEntry())).toEqual({
      message: 'TTS History deleted successfully',
      messageKey: 'OPERATION_SUCCESSFUL',
    });
    serveOne('setKnowledgeBaseItemActive', { body: endpoints.setKnowledgeBaseItemActive.success });
    expect(value(await calls.setKnowledgeBaseItemActive())).toMatchObject({ messageKey: 'ItemActivatedSuccessfully' });
  });
});

describe('§2.1 envelopes: v1 and v2 differences', () => {
  const dataEndpoints = [
    'getWebTool',
    'listWebTools',
    'listKnowledgeBase',
    'getVoice',
    'getDefaultVoice',
    'listDialects',
    'listHistory',
  ] as const;
  const dataOf = (name: (typeof dataEndpoints)[number]) => (endpoints[name].success as { data: unknown }).data;

  it.each(dataEndpoints)('%s: the same data under success:false without messageKey (v1) and success:true with it (v2)', async (name) => {
    serveOne(name, { body: v1Success(dataOf(name)) });
    const asV1 = value(await calls[name]());
    serveOne(name, { body: v2Success(dataOf(name)) });
    expect(value(await calls[name]())).toEqual(asV1);
  });

  it.each(['deleteWebTool', 'setWebToolActive'] as const)(
    '%s: a v1 acknowledgement says success:false and has no messageKey',
    async (name) => {
      serveOne(name, { body: endpoints[name].success });
      const said = value(await calls[name]());
      expect(said).toEqual({ message: (endpoints[name].success as { message: string }).message });
    },
  );

  it('fields the interface does not name are ignored, at every level', async () => {
    serveOne('getVoice', { body: { ...v2Success({ ...ttsVoice, futureField: { a: 1 } }), requestId: 'r-1', meta: null } });
    expect(value(await calls.getVoice())).not.toHaveProperty('futureField');
  });
});

describe('§4.4 POST /v2/tts/histories: data is an array whose contents are not shown', () => {
  const entryNow = (): typeof historyEntry => ({ ...historyEntry, createdAt: new Date().toISOString() });
  it.each([
    ['an empty array (the sample)', (): unknown => [], 'history'],
    ['absent', (): unknown => undefined, 'history'],
    ['the entry itself', entryNow, 'response'],
    ['an array holding the entry', () => [entryNow()], 'response'],
  ] as const)('data as %s: the new entry is found', async (_, data, foundIn) => {
    server.serve({ 'POST /v2/tts/histories': () => ({ body: v2Success(data()) }), 'GET /v2/tts/histories': historyListingTheNewEntry });
    const generation = value(
      await client.generate(
        { voiceId: ids.voice, script: historyEntry.script, voiceName: 'Layla' },
        { locate: { attempts: 3, baseDelayMs: 1 } },
      ),
    );
    expect(generation).toMatchObject({ foundIn, entry: { id: historyEntry.id, script: historyEntry.script } });
  });
});

describe('§7 and §4.1: every documented error shape maps to its studio error code', () => {
  type Case = [name: EndpointName, status: number, body: unknown, studio: string];
  const cases: Case[] = endpointNames.flatMap((name): Case[] => {
    const { errors } = endpoints[name];
    if (errors === 'v1') {
      // §4.1: 400, 401 and 500 with { code, message }; and the same bodies arriving with a 200.
      return v1Errors.flatMap((error): Case[] => [
        [name, error.status, error.body, error.studio],
        [name, 200, error.body, error.studio],
      ]);
    }
    return errors.flatMap((code) =>
      v2Errors[code].statuses.map((status): Case => [name, status, v2Errors[code].body, v2Errors[code].studio]),
    );
  });

  it.each(cases)('%s: HTTP %i with %j → %s', async (name, status, body, studio) => {
    serveOne(name, { status, body }, historyListingNothingNew);
    const result = await calls[name]();
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe(studio);
    expect(result.error.status).toBe(status);
    expect(result.error.message).toMatch(/\S/);
    if ((body as { code?: number }).code === 9400) expect(result.error.messageKey).toBe(v2Validation.messageKey);
    expect(JSON.stringify(result.error)).not.toContain(apiKey);
  });

  it.each(['getVoice', 'listWebTools', 'deleteVoice', 'generate'] as const)('%s: bodies that are not JSON map by status', async (name) => {
    for (const error of notJsonErrors) {
      serveOne(name, { status: error.status, body: error.body }, historyListingNothingNew);
      const result = await calls[name]();
      expect(result, `${error.status} ${JSON.stringify(error.body)}`).toMatchObject({
        ok: false,
        error: { code: error.studio, status: error.status },
      });
    }
  });

  it('a v1 success body (success:false, a message, no code) with 200 is never taken for an error', async () => {
    serveOne('deleteWebTool', { body: { success: false, message: 'web tool deleted successfully' } });
    expect((await calls.deleteWebTool()).ok).toBe(true);
  });
});

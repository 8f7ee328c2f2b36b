/**
 * The service's routes and query-parameter names as the client uses them, in one table: no other
 * client file spells a path or a query name. The sandbox does not read it: it keeps its own,
 * written from the spec (electron/sandbox/http/route-table.ts, electron/sandbox/guesses.ts), and
 * tests/unit/service/service-guesses.test.ts sets the two side by side, so a slip on either side fails a
 * test instead of being copied. Several names are inferred (docs/service-api.md, marks "guess");
 * if the real service disagrees, the fix is one line here and one in the sandbox's guesses.
 */

/** Query-parameter names, by meaning. */
export const queryNames = {
  projectId: 'projectId',
  /** v2 paging: 1-based page number and page size. */
  page: 'page',
  perPage: 'perPage',
  /** v2 voice name search (seen). */
  voiceSearch: 'q',
  /** v1 paging: `skip` is a 1-based PAGE NUMBER (not an offset), `take` the page size. */
  skip: 'skip',
  take: 'take',
  voiceAgentId: 'voiceAgentId',
  isActive: 'isActive',
  /** Knowledge base: "true"/"false" string. */
  used: 'used',
  /** Web tools: one value; knowledge base: repeated keys (guess). */
  type: 'type',
  search: 'search', // guess
  status: 'status', // guess; repeated keys
  extension: 'extension', // guess; repeated keys
  sortBy: 'sortBy', // guess: words | createdAt | fileSize
  sortOrder: 'sortOrder', // guess: asc | desc
  returnUncategorized: 'returnUncategorized',
} as const;

/** Path templates. `{id}` segments are always filled with encodeURIComponent(id). */
export const routes = {
  webToolGet: { method: 'GET', path: '/v1/voice-agents/web-tool/{id}' },
  webToolList: { method: 'GET', path: '/v1/voice-agents/web-tool/list' },
  webToolListV2: { method: 'GET', path: '/v2/voice-agents/web-tool/list' },
  webToolDelete: { method: 'DELETE', path: '/v1/voice-agents/web-tool/{id}' },
  webToolToggle: { method: 'POST', path: '/v1/voice-agents/web-tool/toggle-activation' },
  knowledgeBaseList: { method: 'GET', path: '/v1/voice-agents/knowledge-base/list' },
  knowledgeBaseGet: { method: 'GET', path: '/v1/voice-agents/knowledge-base/{id}' },
  knowledgeBaseToggle: { method: 'POST', path: '/v1/voice-agents/knowledge-base/toggle-activation' },
  voiceList: { method: 'GET', path: '/v2/tts/voices' },
  voiceGet: { method: 'GET', path: '/v2/tts/voices/{id}' },
  voiceDefault: { method: 'GET', path: '/v2/tts/voices/default/current' },
  voiceDelete: { method: 'DELETE', path: '/v2/tts/voices/{id}' },
  voiceFavourite: { method: 'POST', path: '/v2/tts/voices/{id}/favourite' },
  dialectList: { method: 'GET', path: '/v2/tts/dialects' },
  historyCreate: { method: 'POST', path: '/v2/tts/histories' },
  historyList: { method: 'GET', path: '/v2/tts/histories' },
  historyGet: { method: 'GET', path: '/v2/tts/histories/{id}' },
  historyDelete: { method: 'DELETE', path: '/v2/tts/histories/{id}' },
  projectByApiKey: { method: 'GET', path: '/v1/projects/by-api-key' },
  voiceAgentList: { method: 'GET', path: '/v1/voice-agents' },
  dictionaryList: { method: 'GET', path: '/v1/voice-agents/voice-dictionaries/list' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'DELETE'; path: string }>;

export type RouteName = keyof typeof routes;

/**
 * Fills `{id}` with the URL-encoded id, so an id holding `/`, `\\` or `%2F` stays one path
 * segment and can never change which route is called. An id of exactly `.` or `..` cannot be sent
 * at all: WHATWG URL parsing (which fetch applies) resolves it, even percent-encoded as `%2E%2E`,
 * into the parent route, so it is refused here and callers answer NOT_FOUND without asking.
 */
export function buildPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${key}"`);
    if (isDotSegment(value)) throw new Error(`Path parameter "${key}" may not be "." or ".."`);
    return encodeURIComponent(value);
  });
}

export function isDotSegment(value: string): boolean {
  return value === '.' || value === '..';
}

/** Body field names of the generation request, exact as the service spells them. */
export const generationFields = {
  voiceId: 'ttsVoiceId',
  script: 'script',
  apiKeyId: 'apiKey',
  config: 'config',
  dictionaryIds: 'voiceDictionaryIds',
} as const;

/**
 * The routes the sandbox answers, written from the service's interface (§4 of
 * ../shared/spec/service-interface.md) and, for the neighbours the studio also needs, from
 * docs/service-api.md — never read from the client's table, so a path the client gets
 * wrong fails against the sandbox too. tests/unit/service/service-guesses.test.ts compares both tables.
 */
const table = {
  // §4.1 Web tools (v1; the list is deprecated)
  webToolGet: 'GET /v1/voice-agents/web-tool/{id}',
  webToolList: 'GET /v1/voice-agents/web-tool/list',
  webToolDelete: 'DELETE /v1/voice-agents/web-tool/{id}',
  webToolToggle: 'POST /v1/voice-agents/web-tool/toggle-activation',
  // §4.2 Knowledge base
  knowledgeBaseList: 'GET /v1/voice-agents/knowledge-base/list',
  knowledgeBaseToggle: 'POST /v1/voice-agents/knowledge-base/toggle-activation',
  // §4.3 TTS voices and dialects
  voiceGet: 'GET /v2/tts/voices/{id}',
  voiceDefault: 'GET /v2/tts/voices/default/current',
  voiceDelete: 'DELETE /v2/tts/voices/{id}',
  voiceFavourite: 'POST /v2/tts/voices/{id}/favourite',
  dialectList: 'GET /v2/tts/dialects',
  // §4.4 TTS histories
  historyCreate: 'POST /v2/tts/histories',
  historyList: 'GET /v2/tts/histories',
  historyDelete: 'DELETE /v2/tts/histories/{id}',
  // Neighbours, not in the interface (docs/service-api.md: doc or seen)
  webToolListV2: 'GET /v2/voice-agents/web-tool/list',
  knowledgeBaseGet: 'GET /v1/voice-agents/knowledge-base/{id}',
  voiceList: 'GET /v2/tts/voices',
  historyGet: 'GET /v2/tts/histories/{id}',
  projectByApiKey: 'GET /v1/projects/by-api-key',
  voiceAgentList: 'GET /v1/voice-agents',
  dictionaryList: 'GET /v1/voice-agents/voice-dictionaries/list',
} as const;

export type RouteName = keyof typeof table;

export interface SandboxRoute {
  name: RouteName;
  method: string;
  path: string;
}

export const sandboxRoutes: SandboxRoute[] = (Object.entries(table) as Array<[RouteName, string]>).map(([name, line]) => {
  const [method = '', path = ''] = line.split(' ');
  return { name, method, path };
});

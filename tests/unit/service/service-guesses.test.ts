import { describe, expect, it } from 'vitest';
import { queryNames, routes } from '../../../electron/core/service/api-table';
import { receiverTemplates } from '../../../electron/core/webhooks/receiver-templates';
import { samplePayload } from '../../../electron/core/webhooks/sample-payloads';
import { guessed } from '../../../electron/sandbox/guesses';
import { sandboxRoutes } from '../../../electron/sandbox/http/route-table';
import { expressivenessRange, speedRange } from '../../../shared/model/script';
import { countScriptChars } from '../../../shared/text';

/**
 * Every guess the sandbox and the client share where the service's interface says "not shown",
 * side by side: [what, sandbox's value (electron/sandbox/guesses.ts), client's value]. When the
 * real service answers otherwise, correct one line on each side; this test then agrees again.
 */
const sideBySide: Array<[string, unknown, unknown]> = [
  ['query: project id (§4.3, §4.4)', guessed.query.projectId, queryNames.projectId],
  ['query: v2 page number (§4.4)', guessed.query.page, queryNames.page],
  ['query: v2 items per page (§4.4)', guessed.query.perPage, queryNames.perPage],
  ['query: voice name search (GET /v2/tts/voices, not in the interface)', guessed.query.voiceSearch, queryNames.voiceSearch],
  ['query: v1 page number (§4.1, §4.2)', guessed.query.skip, queryNames.skip],
  ['query: v1 number of items to take (§4.1, §4.2)', guessed.query.take, queryNames.take],
  ['query: voice agent filter (§4.1, §4.2)', guessed.query.voiceAgentId, queryNames.voiceAgentId],
  ['query: active only (§4.1, §4.2)', guessed.query.isActive, queryNames.isActive],
  ['query: used in any voice agent (§4.2)', guessed.query.used, queryNames.used],
  ['query: type filter (§4.1, §4.2)', guessed.query.type, queryNames.type],
  ['query: search (§4.1, §4.2)', guessed.query.search, queryNames.search],
  ['query: item statuses (§4.2)', guessed.query.status, queryNames.status],
  ['query: file extensions (§4.2)', guessed.query.extension, queryNames.extension],
  ['query: sort field (§4.2)', guessed.query.sortBy, queryNames.sortBy],
  ['query: sort order (§4.2)', guessed.query.sortOrder, queryNames.sortOrder],
  ['query: uncategorized web tools (v2 list, not in the interface)', guessed.query.returnUncategorized, queryNames.returnUncategorized],
  [
    'config.speed bounds and default (§2.7)',
    guessed.config.speed,
    { min: speedRange.min, max: speedRange.max, default: speedRange.default },
  ],
  [
    'config.expressiveness bounds and default (§2.7)',
    guessed.config.expressiveness,
    { min: expressivenessRange.min, max: expressivenessRange.max, default: expressivenessRange.default },
  ],
];

/** The studio's own idea of a webhook event (its samples and receiver templates). */
const studioSample = samplePayload('call.started', { projectId: 'p', agentId: 'a', agentName: 'n' });
sideBySide.push(
  ['webhook envelope fields (§6: payload field names not shown)', [...guessed.webhook.envelope].sort(), Object.keys(studioSample).sort()],
  ['webhook custom parameters field, inside data (§6)', guessed.webhook.customParams in studioSample.data, true],
  ...receiverTemplates.map((template): [string, unknown, unknown] => [
    `webhook secret header read by the ${template.language} receiver template (§5.5: not shown)`,
    guessed.webhook.secretHeader,
    template.source.toLowerCase().includes(`headers.${guessed.webhook.secretHeader}`) ||
    template.source.toLowerCase().includes(`headers.get("${guessed.webhook.secretHeader}")`)
      ? guessed.webhook.secretHeader
      : 'another header',
  ]),
);

/** What a "character" of the 3,000 is (§4.4): texts where the ways of counting differ. */
const countingSamples = ['e\u0301', 'ا\u0654', 'مَرْحَبًا', '😀', 'plain'];

describe('guesses shared by the sandbox and the client', () => {
  it.each(sideBySide)('%s: the sandbox and the client agree', (_what, sandbox, client) => {
    expect(sandbox).toEqual(client);
  });

  it.each(countingSamples)('script length of %j is counted alike', (sample) => {
    expect(guessed.scriptLength(sample)).toBe(countScriptChars(sample));
  });

  // Paths are documented (§4), but each side writes its own: they must name the same routes.
  it('every route the client calls is answered by the sandbox at the same method and path', () => {
    const client = Object.entries(routes)
      .map(([name, route]) => `${name} ${route.method} ${route.path}`)
      .sort();
    const sandbox = sandboxRoutes.map((route) => `${route.name} ${route.method} ${route.path}`).sort();
    expect(sandbox).toEqual(client);
  });
});

/**
 * Every guess the sandbox makes where the service's interface says "not shown" (or names nothing)
 * and the client must make the same one. tests/unit/service/service-guesses.test.ts sets each beside the
 * client's own value, so when the real service answers differently the fix is one line here and
 * one line in the client, and the test says which.
 */
export const guessed = {
  /** §4: "The names of all query parameters are not shown." */
  query: {
    projectId: 'projectId',
    /** v2 paging: 1-based page number and page size. */
    page: 'page',
    perPage: 'perPage',
    /** GET /v2/tts/voices name search (not in the interface). */
    voiceSearch: 'q',
    /** v1 paging: `skip` is a 1-based PAGE NUMBER (default '1'), `take` the page size (default '10'). */
    skip: 'skip',
    take: 'take',
    voiceAgentId: 'voiceAgentId',
    isActive: 'isActive',
    used: 'used',
    type: 'type',
    search: 'search',
    status: 'status',
    extension: 'extension',
    sortBy: 'sortBy',
    sortOrder: 'sortOrder',
    returnUncategorized: 'returnUncategorized',
  },
  /** §2.7: "Bounds and any other members: not shown." */
  config: {
    speed: { min: 0.25, max: 4, default: 1 },
    expressiveness: { min: 0, max: 1, default: 0.5 },
  },
  /**
   * §4.4 "length 1 to 3000 characters": what a character is, not shown. Counted as the JavaScript
   * length of the NFC-normalised text (class-validator's MaxLength counts string.length).
   */
  scriptLength: (script: string): number => script.normalize('NFC').length,
  /**
   * §2.3 and §3.1: `status` is a string of six values, and no state is shown for an item still
   * being processed. docs/service-api.md has seen PROCESSING (and null) there: the spec shape says
   * PROCESSING, a string like the documented ones; the lenient shape keeps null as seen.
   */
  knowledgeBaseProcessing: 'PROCESSING',
  /** §5.5 and §6: webhook header and payload field names, not shown (docs/service-api.md's envelope). */
  webhook: {
    /** The request header carrying webhookAuth.authSecret ("Bearer <token>"). */
    secretHeader: 'authorization',
    envelope: ['eventType', 'callId', 'timestamp', 'projectId', 'agentId', 'agentName', 'data'],
    /** Inside `data`: the custom parameters passed with the call, echoed back. */
    customParams: 'customParams',
  },
} as const;

import { ok, type GenerationOutcome, type Result, type StudioError } from '../../../shared/contract/errors';
import { checkGeneration } from '../../../shared/model/generation-rules';
import type { GenerationConfig, HistoryEntry } from '../../../shared/model/service';
import { generationFields } from './api-table';
import { decodeBody } from './decode';
import { errorInSuccessBody } from './error-in-success';
import type { CallOptions, ServiceHttp } from './http';
import { listHistory } from './histories';
import { generationAcceptedSchema, historyEntrySchema } from './schemas/histories';
import { getVoice } from './voices';
import { findNewEntry, type LocatePolicy, defaultLocatePolicy, serverClockOffsetMs } from './locate-entry';

/**
 * Generation: POST /v2/tts/histories, then find the entry it made. The POST is never sent twice by
 * the client (the request core only resends a POST whose connection was refused), and its deadline
 * is longer than other calls' because the service synthesises before answering.
 */

export interface GenerationRequest {
  voiceId: string;
  script: string;
  config?: GenerationConfig;
  /** 1–10 when given. */
  voiceDictionaryIds?: readonly string[];
  /** The API-key identifier for the body's `apiKey` field; defaults to the key itself. */
  apiKeyId?: string;
  /** The voice's name, when the caller knows it; saves a lookup when entries carry no voice id. */
  voiceName?: string;
}

export interface GenerationOptions extends CallOptions {
  locate?: Partial<LocatePolicy>;
  /**
   * Called once the service has accepted the request and the client starts looking for the new
   * entry (not called when the response carries the entry). Lets callers show "locating".
   */
  onLocating?: () => void;
}

export interface Generation {
  entry: HistoryEntry;
  /** Where the entry came from: the POST's own answer, or the history list afterwards. */
  foundIn: 'response' | 'history';
}

/**
 * Client-side checks of the service's documented limits (the studio's one rule set, service scope),
 * so a bad request costs no round trip; the field is named as the service spells it.
 */
export function checkGenerationRequest(request: GenerationRequest): Result<null> {
  const { voiceDictionaryIds, ...rest } = request;
  const checked = checkGeneration({ ...rest, dictionaryIds: voiceDictionaryIds }, 'service');
  if (checked.ok) return ok(null);
  const field = checked.error.field;
  return {
    ok: false,
    error: { ...checked.error, field: field === 'voiceId' || field === 'dictionaryIds' ? generationFields[field] : field },
  };
}

function generationBody(request: GenerationRequest, apiKeyId: string | null): Record<string, unknown> {
  const body: Record<string, unknown> = {
    [generationFields.voiceId]: request.voiceId,
    [generationFields.script]: request.script,
    [generationFields.apiKeyId]: apiKeyId,
  };
  if (request.config !== undefined) body[generationFields.config] = request.config;
  if (request.voiceDictionaryIds !== undefined) body[generationFields.dictionaryIds] = [...request.voiceDictionaryIds];
  return body;
}

/** The new entry if the POST's `data` carries it (an entry, or an array holding it). */
function entryInResponse(data: unknown, request: GenerationRequest): HistoryEntry | undefined {
  const candidates = Array.isArray(data) ? data : [data];
  for (const candidate of candidates) {
    const parsed = historyEntrySchema.safeParse(candidate);
    if (parsed.success && parsed.data.script === request.script) return parsed.data;
  }
  return undefined;
}

export async function generate(
  http: ServiceHttp,
  request: GenerationRequest,
  options: GenerationOptions = {},
  defaultApiKeyId?: () => string | null | undefined,
): Promise<Result<Generation>> {
  const checked = checkGenerationRequest(request);
  if (!checked.ok) return { ok: false, error: { ...checked.error, outcome: 'notSent' } };
  const { locate, onLocating, ...call } = options;

  const askedAt = http.now();
  const posted = await http.route(
    'historyCreate',
    {
      body: (key) => generationBody(request, request.apiKeyId ?? defaultApiKeyId?.() ?? key),
      call,
      defaultTimeoutMs: http.generationTimeoutMs,
    },
    async (response, scrub) => {
      const text = await response.text();
      const refused = errorInSuccessBody(response.status, text, http.contextOf('historyCreate', {}), scrub);
      return refused ? { ok: false, error: refused } : decodeBody(text, generationAcceptedSchema, 'generate speech');
    },
  );
  if (!posted.ok) {
    if (posted.error.code === 'NOT_FOUND')
      return { ok: false, error: { ...unknownVoiceOrDictionary(posted.error, request), outcome: 'notMade' } };
    return afterFailedPost(http, request, posted.error, askedAt, { ...defaultLocatePolicy, ...locate }, call.signal);
  }

  const direct = entryInResponse(posted.value.value.data, request);
  if (direct) return ok({ entry: direct, foundIn: 'response' });

  onLocating?.();
  const offsetMs = serverClockOffsetMs(posted.value.headers.get('date'), posted.value.receivedAt);
  let voiceName = request.voiceName;
  const found = await findNewEntry({
    http,
    policy: { ...defaultLocatePolicy, ...locate },
    signal: call.signal,
    script: request.script,
    voiceId: request.voiceId,
    notBeforeServerMs: posted.value.sentAt + offsetMs,
    readPage: () => listHistory(http, { page: 1, perPage: 20 }, { signal: call.signal }),
    voiceName: async () => {
      if (voiceName !== undefined) return voiceName;
      const voice = await getVoice(http, request.voiceId, { signal: call.signal });
      voiceName = voice.ok ? voice.value.name : undefined;
      return voiceName;
    },
  });
  // The service took the request (a 2xx): the clip is made, however the search for it ended.
  if (found.ok) return ok({ entry: found.value, foundIn: 'history' });
  const notYetListed = found.error.code === 'NOT_FOUND' ? { messageKey: 'ClipNotFoundYet' } : {};
  return { ok: false, error: { ...found.error, ...notYetListed, outcome: 'made' } };
}

/**
 * §4.4 lists 404 for the generation POST: what it names can only be the voice or a dictionary the
 * body points to, so the message says which (the voice alone when no dictionary was sent).
 */
function unknownVoiceOrDictionary(error: StudioError, request: GenerationRequest): StudioError {
  const dictionaries = request.voiceDictionaryIds?.length ?? 0;
  const voice = `the voice ${JSON.stringify(request.voiceId)}`;
  const what = dictionaries === 0 ? voice : `${voice} or one of the ${dictionaries} chosen pronunciation dictionaries`;
  const status = error.status === undefined ? '' : ` (HTTP ${error.status})`;
  return {
    ...error,
    ...(dictionaries === 0 ? { field: generationFields.voiceId } : {}),
    message: `Could not generate speech: the service does not know ${what}${status}. Choose the voice again from the list; it may have been deleted.`,
  };
}

/**
 * Failures after which the service may have made the clip: the request may have reached it. A 5xx
 * is among them: it may come from a proxy in front of a service that went on working (502, 504),
 * or after the entry was written; a lost or unreadable answer is no answer at all.
 */
const ambiguous = new Set<StudioError['code']>(['NETWORK', 'TIMEOUT', 'BAD_RESPONSE', 'SERVER']);

/** An answer that is not ambiguous: the service said no (it answered with a status), or nothing was sent. */
function clearOutcome(error: StudioError): GenerationOutcome | undefined {
  if (error.outcome) return error.outcome;
  // A cancel is the caller's to word: it knows whether the request had left.
  if (error.code === 'CANCELLED') return undefined;
  return error.status !== undefined ? 'notMade' : 'notSent';
}

/**
 * A generation POST that failed without a clear "no": the studio looks for the entry itself and
 * says what happened to the clip, so nobody generates twice by accident. Found → the clip, as if
 * the answer had arrived. Not found → the failure, saying no clip was made. History unreadable →
 * the failure, saying it is not known whether a clip was made.
 */
async function afterFailedPost(
  http: ServiceHttp,
  request: GenerationRequest,
  error: StudioError,
  askedAt: number,
  policy: LocatePolicy,
  signal: AbortSignal | undefined,
): Promise<Result<Generation>> {
  // A request that never left (connection refused, name not found) made nothing; there is nothing to look for.
  if (error.outcome === 'notSent' || !ambiguous.has(error.code) || signal?.aborted) {
    const outcome = clearOutcome(error);
    return { ok: false, error: outcome ? { ...error, outcome } : error };
  }
  const found = await findNewEntry({
    http,
    policy: { ...policy, attempts: Math.min(policy.attempts, 3) },
    signal,
    script: request.script,
    voiceId: request.voiceId,
    notBeforeServerMs: askedAt,
    readPage: () => listHistory(http, { page: 1, perPage: 20 }, signal ? { signal } : {}),
    voiceName: async () => request.voiceName,
  });
  if (found.ok) return ok({ entry: found.value, foundIn: 'history' });
  const readable = !/Reading the history failed/.test(found.error.message) && found.error.code === 'NOT_FOUND';
  // After a timeout (ours, a 408, a gateway's 504) the service may still be making the clip, so
  // "not found yet" proves nothing.
  const stillMaking = error.code === 'TIMEOUT' || error.status === 504;
  const said = !readable
    ? ' The studio could not check the history, so it is not known whether a clip was made; look in History before generating again.'
    : stillMaking
      ? ' No clip is in the history yet, but the service may still be making it; look in History before generating again.'
      : ' The studio checked the history: no clip was made, so generating again is safe.';
  const outcome: GenerationOutcome = !readable || stillMaking ? 'maybeMade' : 'notMade';
  return { ok: false, error: { ...error, message: `${error.message}${said}`, outcome } };
}

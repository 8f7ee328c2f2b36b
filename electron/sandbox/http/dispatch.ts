import { isWebhookControlPath } from '../webhooks/control-routes';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { guessed } from '../guesses';
import type { FaultRule, FaultSwitchboard } from '../faults';
import { isFilePath, serveFileRequest, type FileServices } from '../files';
import { queryToRecord, type MemoryRequestLog } from '../request-log';
import type { RouteSettings } from '../routes/context';
import { routeHandlers } from '../routes';
import { isUuid } from '../routes/query';
import type { SpeechRenderer } from '../speech/engine';
import { isAuthorized } from './auth';
import { readJsonBody } from './body';
import { handleControl } from './control';
import { ServiceFailure, failureResponse, familyOf, statusResponse, fail } from './errors';
import { json, type SandboxResponse } from './response';
import { isJsonRequest, refusedAsFromPage } from './page-guard';
import { matchRoute, type RouteMatch } from './router';
import { writeResponse } from './write';

export interface SandboxServices extends FileServices {
  speech: SpeechRenderer;
  faults: FaultSwitchboard;
  requests: MemoryRequestLog;
  settings: RouteSettings;
  controlEnabled: boolean;
  /** Only the call-webhook control routes (the studio's "Simulate a call"), see SandboxOptions. */
  callSimulationEnabled: boolean;
  baseUrl: string;
  /** Aborted on close, so injected delays end at once. */
  closing: AbortSignal;
}

/** Bytes that are not JSON, as a misbehaving proxy might answer with a 200. */
const MALFORMED_BODY = '<html><body>upstream error</body></html>{"success":tru';

/**
 * One request, start to finish: control routes → log → faults → auth → body → handler → write.
 * Never throws: anything unexpected becomes the service's 500 body.
 */
export async function handleRequest(req: IncomingMessage, res: ServerResponse, services: SandboxServices): Promise<void> {
  const method = req.method ?? 'GET';
  const rawUrl = req.url ?? '/';
  const queryAt = rawUrl.indexOf('?');
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : rawUrl.slice(queryAt + 1));
  const family = familyOf(rawPath);
  try {
    const refused = refusedAsFromPage(req.headers, req.socket.localPort ?? 0, method, rawPath);
    if (refused) {
      writeResponse(res, failureResponse(family, new ServiceFailure(403, refused)), false);
      return;
    }
    if (rawPath === '/__sandbox' || rawPath.startsWith('/__sandbox/')) {
      const allowed = services.controlEnabled || (services.callSimulationEnabled && isWebhookControlPath(rawPath));
      const response = !allowed
        ? notFound(family)
        : (method === 'POST' || method === 'PUT') && !isJsonRequest(req.headers)
          ? json(415, { code: 415, message: 'Control routes read only Content-Type: application/json', messageKey: 'UnsupportedMediaType' })
          : await handleControl(method, rawPath, req, services);
      writeResponse(res, response, false);
      return;
    }
    const match = matchRoute(method, rawPath);
    services.requests.record({ method, route: match?.name ?? null, path: rawPath, query: queryToRecord(query), at: Date.now() });

    const decision = services.faults.decide(match?.name ?? null);
    if (decision.delayMs > 0) await sleep(decision.delayMs, services.closing);
    const early = decision.rule ? earlyFault(decision.rule, family) : null;
    if (early === 'drop') {
      req.socket.destroy();
      return;
    }
    if (early) {
      writeResponse(res, early, false);
      return;
    }
    const response = await produce(req, match, rawPath, query, services);
    if (decision.rule?.kind === 'responseLost') {
      req.socket.destroy();
      return;
    }
    writeResponse(res, response, method === 'HEAD', decision.bytesPerSecond);
  } catch (error) {
    if (process.env.SANDBOX_DEBUG) console.error('sandbox: request failed', error);
    writeResponse(res, failureResponse(family, new ServiceFailure(500)), false);
  }
}

/** Faults that answer before the request is processed; 'responseLost' and 'latency' are not among them. */
function earlyFault(rule: FaultRule, family: ReturnType<typeof familyOf>): SandboxResponse | 'drop' | null {
  switch (rule.kind) {
    case 'drop':
      return 'drop';
    case 'malformed':
      return { kind: 'raw', status: 200, body: MALFORMED_BODY, contentType: 'application/json; charset=utf-8' };
    case 'status':
      return rule.body !== undefined ? json(rule.status ?? 500, rule.body) : statusResponse(family, rule.status ?? 500);
    case 'rateLimit':
      return statusResponse(family, 429, { 'Retry-After': String(rule.retryAfterSeconds ?? 1) });
    default:
      return null;
  }
}

async function produce(
  req: IncomingMessage,
  match: RouteMatch | null,
  rawPath: string,
  query: URLSearchParams,
  services: SandboxServices,
): Promise<SandboxResponse> {
  const family = familyOf(rawPath);
  if (!match) {
    const method = req.method ?? 'GET';
    if ((method === 'GET' || method === 'HEAD') && isFilePath(rawPath)) {
      return serveFileRequest({ rawPath, query, rangeHeader: req.headers.range }, services);
    }
    return notFound(family);
  }
  const { state } = services.store;
  if (!isAuthorized(req.headers, state.apiKey)) return failureResponse(family, new ServiceFailure(401));
  try {
    const body = req.method === 'POST' ? await readJsonBody(req) : undefined;
    if (family === 'v2') checkProjectId(query, state.projectId);
    return await routeHandlers[match.name]({
      store: services.store,
      params: match.params,
      query,
      body,
      baseUrl: services.baseUrl,
      settings: services.settings,
      speech: services.speech,
      signer: services.signer,
      now: services.now,
    });
  } catch (error) {
    if (error instanceof ServiceFailure) return failureResponse(family, error);
    throw error;
  }
}

/**
 * `projectId` on v2 routes: optional (documented for histories, guessed for voices and dialects),
 * but when present it must be a uuid (9400) naming the caller's project (403 otherwise).
 */
function checkProjectId(query: URLSearchParams, projectId: string): void {
  const given = query.get(guessed.query.projectId);
  if (given === null) return;
  if (!isUuid(given)) throw fail.validation('projectId must be a UUID', 'FieldMustBeUuid');
  if (given.toLowerCase() !== projectId.toLowerCase()) throw fail.forbidden();
}

function notFound(family: ReturnType<typeof familyOf>): SandboxResponse {
  return failureResponse(family, new ServiceFailure(404));
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

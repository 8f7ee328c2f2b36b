import { scrubSecret } from '../security/scrub-secret';
import type { ErrorCode, StudioError } from '../../../shared/contract/errors';
import type { Answer } from './whole-answer';

/**
 * Turning what went wrong on the wire into a StudioError: by HTTP status first, then by the body's
 * `code` (the service's status codes are not all documented, see docs/service-api.md "Envelopes and
 * errors"), surviving bodies that are not JSON at all. Messages are for people: they say what the
 * studio was trying to do and what the service said, and never carry the API key (see redact()).
 */

/** What the call was, for messages: `action` reads "Could not <action>". */
export interface CallContext {
  action: string;
  /** The resource the path id names ("voice"), when the route has one. */
  subject?: string;
  id?: string;
}

/** The fields of an error body we use; every one is optional because none is guaranteed. */
export interface ServiceErrorBody {
  code?: number;
  message?: string;
  messageKey?: string;
  field?: string;
}

const maxServiceMessageChars = 300;

/** Reads an error body if it is JSON of a known shape; HTML error pages and empty bodies give undefined. */
export function readErrorBody(text: string): ServiceErrorBody | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const body = parsed as Record<string, unknown>;
  const result: ServiceErrorBody = {};
  const code = typeof body.code === 'string' ? Number(body.code) : body.code;
  if (typeof code === 'number' && Number.isFinite(code)) result.code = code;
  // NestJS-style validation sends an array of messages; join them rather than lose them.
  const message = Array.isArray(body.message) ? body.message.filter((m): m is string => typeof m === 'string').join('; ') : body.message;
  if (typeof message === 'string' && message.trim() !== '') result.message = clip(message.trim());
  if (typeof body.messageKey === 'string' && body.messageKey !== '') result.messageKey = body.messageKey;
  const field = body.field ?? body.property;
  if (typeof field === 'string' && field !== '') result.field = field;
  return result;
}

/**
 * Retry-After is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). Returns milliseconds to
 * wait (0 for a date already past), or undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  // Only a date-looking value is parsed as one: Date.parse accepts bare numbers such as "-1".
  if (!/[a-z]/i.test(trimmed)) return undefined;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - nowMs);
}

/** The error code of a non-2xx response: the status decides when it is specific, else the body's code. */
export function codeForStatus(status: number, bodyCode?: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404 || status === 410) return 'NOT_FOUND';
  if (status === 408) return 'TIMEOUT';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'SERVER';
  if (status < 400) return bodyCode !== undefined && bodyCode >= 400 ? codeForBodyCode(bodyCode) : 'BAD_RESPONSE';
  return codeForBodyCode(bodyCode);
}

/** A vague status (400, 422, or a 2xx carrying an error body): the body's `code` decides. */
function codeForBodyCode(bodyCode: number | undefined): ErrorCode {
  switch (bodyCode) {
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 429:
      return 'RATE_LIMITED';
    default:
      if (bodyCode !== undefined && bodyCode >= 500 && bodyCode < 600) return 'SERVER';
      // 9400 (v2 validation), 400 (v1) and any other 4xx: the service refused this input.
      return 'VALIDATION';
  }
}

export interface HttpFailure {
  status: number;
  bodyText: string;
  retryAfter: string | null;
  nowMs: number;
}

/** A StudioError for a response whose status is not 2xx, or a 2xx carrying an error body. */
export function httpError(failure: HttpFailure, context: CallContext): StudioError {
  const { status } = failure;
  const body = readErrorBody(failure.bodyText);
  const code = codeForStatus(status, body?.code);
  const said = body?.message;
  const notJson = body === undefined && failure.bodyText.trim() !== '' ? '; the response was not JSON' : '';
  const errorCode = status < 400 && body?.code !== undefined ? `, error code ${body.code}` : '';
  const tail = `(HTTP ${status}${errorCode}${notJson})`;
  const error: StudioError = { code, message: '', status };
  if (body?.messageKey) error.messageKey = body.messageKey;
  if (body?.field) error.field = body.field;

  switch (code) {
    case 'UNAUTHORIZED':
      error.message = `Could not ${context.action}: the service did not accept the API key ${tail}. Check the key in Settings.`;
      break;
    case 'FORBIDDEN':
      error.message = `Could not ${context.action}: the service does not allow it${said ? ` — "${said}"` : ''} ${tail}.`;
      break;
    case 'NOT_FOUND':
      error.message =
        context.subject && context.id !== undefined
          ? `Could not ${context.action}: there is no ${context.subject} with id ${quoteId(context.id)} ${tail}.`
          : `Could not ${context.action}: the service found nothing there${said ? ` — "${said}"` : ''} ${tail}.`;
      break;
    case 'VALIDATION':
      error.message = `The service refused to ${context.action}: ${said ?? 'the request was not valid'}${
        body?.messageKey ? ` [${body.messageKey}]` : ''
      } ${tail}.`;
      break;
    case 'RATE_LIMITED': {
      const waitMs = parseRetryAfter(failure.retryAfter, failure.nowMs);
      if (waitMs !== undefined) error.retryAfterMs = waitMs;
      error.message = `Could not ${context.action}: the service is limiting how often it is called${
        waitMs !== undefined ? `; it asks to wait ${formatSeconds(waitMs)}` : ''
      } ${tail}.`;
      break;
    }
    case 'TIMEOUT':
      error.message = `Could not ${context.action}: the service timed out waiting for the request ${tail}.`;
      break;
    case 'SERVER':
      error.message = `Could not ${context.action}: the service had a problem${said ? ` — "${said}"` : ''} ${tail}. Try again later.`;
      break;
    default:
      error.message = `Could not ${context.action}: the service answered with an unexpected status ${tail}.`;
  }
  return error;
}

/**
 * The service answered with a redirect. It is never followed: the request carries the key, and a
 * redirect (to another host, or to plain http) would hand it to whoever the Location names.
 */
export function redirectRefused(response: Answer, context: CallContext): StudioError {
  let where = 'another address';
  try {
    const location = response.headers.get('location');
    if (location) where = new URL(location, response.url || undefined).origin;
  } catch {
    // An unreadable Location stays "another address".
  }
  return {
    code: 'BAD_RESPONSE',
    status: response.status,
    message: `Could not ${context.action}: the service redirected the request to ${where}. The studio does not follow redirects while it carries your API key; check the service address in Settings.`,
  };
}

/** Why a request got no response. */
export type TransportFailure = { kind: 'timeout'; timeoutMs: number } | { kind: 'cancelled' } | { kind: 'network'; detail: string };

export function transportError(failure: TransportFailure, context: CallContext, host: string): StudioError {
  switch (failure.kind) {
    case 'timeout':
      return {
        code: 'TIMEOUT',
        message: `Could not ${context.action}: ${host} did not answer within ${formatSeconds(failure.timeoutMs)}.`,
      };
    case 'cancelled':
      return { code: 'CANCELLED', message: `Cancelled: ${context.action}.` };
    case 'network':
      return { code: 'NETWORK', message: `Could not ${context.action}: could not reach ${host} (${failure.detail}).` };
  }
}

/** Which low-level error codes mean "nothing was sent"; only these allow resending a POST. */
export function networkErrorCodes(error: unknown): string[] {
  const codes: string[] = [];
  const visit = (value: unknown, depth: number): void => {
    if (depth > 4 || typeof value !== 'object' || value === null) return;
    const record = value as { code?: unknown; cause?: unknown; errors?: unknown };
    if (typeof record.code === 'string') codes.push(record.code);
    visit(record.cause, depth + 1);
    if (Array.isArray(record.errors)) for (const inner of record.errors) visit(inner, depth + 1);
  };
  visit(error, 0);
  return codes;
}

/**
 * True only when the connection was refused before a byte was sent, so the service cannot have
 * seen the request. An AggregateError (several addresses tried) counts only if every try was refused.
 */
export function wasRefusedBeforeSending(error: unknown): boolean {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  const inner = (cause as { errors?: unknown } | null)?.errors;
  if (Array.isArray(inner) && inner.length > 0) {
    return inner.every((e) => (e as { code?: unknown } | null)?.code === 'ECONNREFUSED');
  }
  return (cause as { code?: unknown } | null)?.code === 'ECONNREFUSED';
}

/** Failures that happen before a connection exists: nothing of the request can have reached the service. */
const beforeConnecting = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

/**
 * True when every error code in the failure's chain is one of connecting (refused, name not found,
 * no route): the request never left, so a generation that failed so made nothing (its outcome is
 * `notSent`). Anything else (a reset, a close mid-answer) may have come after the service read it.
 */
export function neverLeft(error: unknown): boolean {
  const codes = networkErrorCodes(error);
  return codes.length > 0 && codes.every((code) => beforeConnecting.has(code));
}

/** A short human reason for a network failure: the system error code and its meaning when known. */
export function describeNetworkFailure(error: unknown): string {
  const codes = networkErrorCodes(error);
  const known: Record<string, string> = {
    ECONNREFUSED: 'connection refused',
    ECONNRESET: 'the connection was closed before the response arrived',
    ENOTFOUND: 'the host name was not found',
    EAI_AGAIN: 'the host name could not be looked up',
    ETIMEDOUT: 'the connection timed out',
    EHOSTUNREACH: 'the host is unreachable',
    ENETUNREACH: 'the network is unreachable',
    UND_ERR_SOCKET: 'the connection was closed before the response arrived',
    UND_ERR_CLOSED: 'the connection was closed',
    CERT_HAS_EXPIRED: 'the server certificate has expired',
    DEPTH_ZERO_SELF_SIGNED_CERT: 'the server certificate is not trusted',
  };
  for (const code of codes) {
    const meaning = known[code];
    if (meaning) return `${meaning}, ${code}`;
  }
  return codes[0] ? `network error ${codes[0]}` : 'network error';
}

/**
 * Defence in depth for the key: the service may echo it (an "invalid key abc…" message, a
 * validation message quoting the body's `apiKey` field). Every string of an error is scrubbed of
 * the key and of any piece of it (see scrubSecret).
 */
export function redact(error: StudioError, secret: string | null | undefined): StudioError {
  if (!secret) return error;
  const clean: StudioError = { ...error, message: scrubSecret(error.message, secret) };
  if (error.messageKey !== undefined) clean.messageKey = scrubSecret(error.messageKey, secret);
  if (error.field !== undefined) clean.field = scrubSecret(error.field, secret);
  return clean;
}

function clip(text: string): string {
  return text.length > maxServiceMessageChars ? `${text.slice(0, maxServiceMessageChars - 1)}…` : text;
}

function quoteId(id: string): string {
  return JSON.stringify(id.length > 80 ? `${id.slice(0, 79)}…` : id);
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}

/**
 * Errors cross every boundary as data. The renderer branches on `code` (a closed union), never on
 * message text; `message` is for people and is already specific ("Script is 3,001 characters; the
 * limit is 3,000"), `messageKey` carries the service's own key when it gave one.
 */
export const errorCodes = [
  'NO_API_KEY',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'VALIDATION',
  'RATE_LIMITED',
  'SERVER',
  'NETWORK',
  'TIMEOUT',
  'CANCELLED',
  'OFFLINE',
  'KEYCHAIN_UNAVAILABLE',
  'BAD_RESPONSE',
  'DISK',
  /** A write refused because the data folder is read-only: what was read stays readable, nothing was changed. */
  'DISK_READ_ONLY',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/**
 * What a failed generation left behind, as the core established it: `notSent` (nothing reached the
 * service), `notMade` (the service said no, or its history shows no clip: generating again is
 * safe), `maybeMade` (it may have made it, or may still be making it: look in History first),
 * `made` (it made the clip; only fetching or keeping its audio failed: never generate it again).
 */
export const generationOutcomes = ['notSent', 'notMade', 'maybeMade', 'made'] as const;
export type GenerationOutcome = (typeof generationOutcomes)[number];

export interface StudioError {
  code: ErrorCode;
  message: string;
  /** HTTP status of the service response this error came from, when there was one. */
  status?: number;
  /** The service's machine-readable key (e.g. `FieldMustBeString`), when it sent one. */
  messageKey?: string;
  /** The input or response field at fault (dotted path), for VALIDATION and BAD_RESPONSE. */
  field?: string;
  /** What the error is about, by name (the chapters an export was refused for), for the words to list. */
  subjects?: string[];
  /** For RATE_LIMITED: how long the service asked us to wait. */
  retryAfterMs?: number;
  /** For a request that asks the service to make something (a generation): whether it did. */
  outcome?: GenerationOutcome;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: StudioError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(code: ErrorCode, message: string, extra: Omit<StudioError, 'code' | 'message'> = {}): Result<T> {
  return { ok: false, error: { code, message, ...extra } };
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}

/**
 * No answer came: the network failed, the call timed out, or the service is known to be offline.
 * Unlike an answer that said no, this is when a cache may stand in for the service and work may
 * wait to be retried; every layer asks this one question.
 */
export const unreachableCodes = ['NETWORK', 'TIMEOUT', 'OFFLINE'] as const satisfies readonly ErrorCode[];
export type UnreachableCode = (typeof unreachableCodes)[number];

export function isUnreachable(error: StudioError): error is StudioError & { code: UnreachableCode } {
  return (unreachableCodes as readonly ErrorCode[]).includes(error.code);
}
